import { mkdtempSync, rmSync, statSync } from "node:fs";
import { Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listenForBackupRequests, requestBackup } from "./control.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The process's umask, read by setting it (Node reads it no other way without a warning). */
function currentUmask() {
  const mask = process.umask(0o022);
  process.umask(mask);
  return mask;
}

describe("the backup socket", () => {
  it("is the owner's alone from the moment it exists: the umask is set before it listens, then put back", async () => {
    const folder = mkdtempSync(join(tmpdir(), "ci-backup-socket-"));
    folders.push(folder);
    const path = join(folder, "backup.sock");
    const masksWhileListening: number[] = [];
    const listen = Server.prototype.listen;
    vi.spyOn(Server.prototype, "listen").mockImplementation(function (this: Server, ...args) {
      masksWhileListening.push(currentUmask());
      return listen.apply(this, args as Parameters<typeof listen>);
    });
    const before = currentUmask();
    const file = { path: join(folder, "conteudo.sql"), at: new Date(), size: 9 };
    const server = await listenForBackupRequests(path, async () => file);
    try {
      expect(masksWhileListening).toHaveLength(1);
      expect(masksWhileListening[0]! & 0o077).toBe(0o077);
      expect(currentUmask()).toBe(before);
      expect(statSync(path).mode & 0o777).toBe(0o600);
      expect(await requestBackup(path)).toEqual({ path: file.path, size: 9 });
    } finally {
      server.close();
    }
  });
});
