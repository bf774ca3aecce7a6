import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { basename } from "node:path";
import { pipeline } from "node:stream/promises";

export class ChecksumError extends Error {}

/** Beside each backup, its SHA-256 in `sha256sum`'s format: `sha256sum -c` checks it too. */
export const checksumPath = (file: string) => `${file}.sha256`;

async function sha256Of(file: string) {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/** Writes the checksum of `file` (as it is on disk) for the backup to be named `name`. */
export async function writeChecksum(file: string, name = file) {
  const line = `${await sha256Of(file)}  ${basename(name)}\n`;
  await writeFile(checksumPath(name), line, { mode: 0o600 });
}

/**
 * Refuses a dump that is not byte for byte the one the backup wrote: cut short by a full disk,
 * damaged in a copy, or edited. `unverified` loads a dump that has no checksum (one taken by
 * hand with pg_dump); a checksum that is there must still match.
 */
export async function verifyChecksum(file: string, { unverified = false } = {}) {
  const written = await readFile(checksumPath(file), "utf8").catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    },
  );
  if (written === null) {
    if (unverified) return;
    throw new ChecksumError(
      `${file} has no checksum beside it (${basename(checksumPath(file))}), so it cannot be checked. Restore a backup this app wrote, or add --unverified to load a dump you trust as it is.`,
    );
  }
  if (written.split(/\s/)[0] !== (await sha256Of(file))) {
    throw new ChecksumError(
      `${file} does not match its checksum: it changed or was cut short after the backup. Nothing was restored.`,
    );
  }
}
