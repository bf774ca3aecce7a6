// The server, started once index.ts has checked the runtime.
import { DataDirLockedError } from "./db/lock.ts";
import { EnvError, loadEnv } from "./env.ts";
import { startServer } from "./server.ts";

try {
  const running = await startServer(loadEnv());
  const shutdown = (signal: string) => {
    running.deps.logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
} catch (error) {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("Failed to start:", error);
  }
  process.exit(1);
}
