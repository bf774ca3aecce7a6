import { defineConfig, mergeConfig } from "vitest/config";
import { API_TEST_FILES, pgliteApiFiles } from "./tests/setup/engine-files.ts";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  { ...viteConfig, root: import.meta.dirname },
  defineConfig({
    test: {
      root: import.meta.dirname,
      restoreMocks: true,
      // Vitest's default on 2 cores is one worker; the tests wait on PostgreSQL, Chromium and
      // sockets as much as they compute, so two keep both cores busy (docs/decisions/046).
      maxWorkers: 2,
      // The run ends with its wall time and its ten slowest files (docs/decisions/046).
      reporters: ["default", "./tests/setup/slowest-files-reporter.ts"],
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            include: [
              "src/**/*.test.ts",
              "src/**/*.test.tsx",
              "tests/security/*.test.ts",
              "eval/**/*.test.ts",
              "tests/setup/*.test.ts",
            ],
            exclude: API_TEST_FILES,
            environment: "node",
            setupFiles: ["tests/setup/unit.ts"],
          },
        },
        {
          extends: true,
          test: {
            name: "api-pglite",
            // Only the files that depend on the engine (docs/decisions/046).
            include: pgliteApiFiles(),
            // A worker runs file after file on the modules it loaded once: the server's whole
            // graph took seconds to evaluate per file. The server keeps no state outside its
            // instance, and every file starts its own server on its own database.
            isolate: false,
            globalSetup: ["tests/setup/pglite-global.ts"],
            setupFiles: ["tests/setup/api.ts"],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: "api-postgres",
            include: API_TEST_FILES,
            isolate: false,
            globalSetup: ["tests/setup/postgres-global.ts"],
            setupFiles: ["tests/setup/api.ts"],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: "e2e",
            include: ["e2e/**/*.e2e.ts"],
            globalSetup: ["tests/setup/e2e-global.ts"],
            testTimeout: 90_000,
            hookTimeout: 120_000,
            // Files run two at a time beside the API files, each on its own server and database,
            // connected to the run's one Chromium; a worker keeps its modules between files.
            isolate: false,
          },
        },
      ],
    },
  }),
);
