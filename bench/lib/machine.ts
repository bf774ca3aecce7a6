import { execFileSync } from "node:child_process";
import { cpus, totalmem } from "node:os";

export function machine() {
  const cpu = cpus()[0]?.model.trim() ?? "unknown";
  let nproc = String(cpus().length);
  try {
    nproc = execFileSync("nproc").toString().trim();
  } catch {}
  return {
    cpu,
    nproc,
    memory: `${Math.round(totalmem() / 1024 ** 3)} GB`,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}
