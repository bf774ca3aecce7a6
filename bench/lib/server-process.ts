import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ServerStats } from "../server-main.ts";
import type { BenchServerOptions } from "./bench-server.ts";

const MAIN = fileURLToPath(new URL("../server-main.ts", import.meta.url));

function reply<T>(child: ChildProcess, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, unknown>) => {
      if (key in message) {
        child.off("message", onMessage);
        child.off("exit", onExit);
        resolve(message[key] as T);
      }
    };
    const onExit = (code: number | null) => reject(new Error(`bench server exited (${code})`));
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

/** Starts `server-main.ts` in a child process (options as for startBenchServer, no callbacks). */
export async function startServerProcess(options: Omit<BenchServerOptions, "onQuery">) {
  const child = fork(MAIN, [JSON.stringify(options)], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const url = await reply<string>(child, "url");
  return {
    url,
    pid: child.pid!,
    reset: async () => {
      child.send("reset");
      await reply(child, "reset");
    },
    stats: async () => {
      child.send("stats");
      return reply<ServerStats>(child, "stats");
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.send("close");
      await exited;
    },
  };
}
