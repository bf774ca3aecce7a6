import { defineConfig, mergeConfig } from "vitest/config";
import {
  API_TEST_FILES,
  apiTestFiles,
  needsOwnWorker,
  pgliteApiFiles,
} from "./tests/setup/api-test-files.ts";
import viteConfig from "./vite.config.ts";

/**
 * The API files on one database (docs/decisions/046), in workers that keep their modules from
 * file to file: the server's whole graph took seconds to evaluate per file. That is safe
 * because the server keeps no state outside its instance and every file starts its own server
 * on its own database. A file that mocks a module or a global, or fakes the clock, runs in
 * `<name>-isolated`, a fresh worker per file.
 */
function apiProjects(name: string, files: string[], globalSetup: string) {
  const common = {
    globalSetup: [globalSetup],
    setupFiles: ["tests/setup/api.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return [
    {
      extends: true,
      test: { ...common, name, include: files.filter((f) => !needsOwnWorker(f)), isolate: false },
    },
    {
      extends: true,
      test: { ...common, name: `${name}-isolated`, include: files.filter(needsOwnWorker) },
    },
  ].filter((project) => project.test.include.length > 0);
}

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
              "scripts/*.test.ts",
            ],
            exclude: API_TEST_FILES,
            environment: "node",
            setupFiles: ["tests/setup/unit.ts"],
          },
        },
        ...apiProjects("api-pglite", pgliteApiFiles(), "tests/setup/pglite-global.ts"),
        ...apiProjects("api-postgres", apiTestFiles(), "tests/setup/postgres-global.ts"),
        {
          extends: true,
          test: {
            name: "e2e",
            include: ["e2e/**/*.e2e.ts"],
            globalSetup: ["tests/setup/e2e-global.ts"],
            testTimeout: 90_000,
            hookTimeout: 120_000,
            // A page's answer may take seconds on a loaded machine: expect.poll waits as long as
            // a locator does (e2e/helpers/app.ts), not its default of one second.
            expect: { poll: { timeout: 15_000 } },
            // Files run two at a time beside the API files, each on its own server and database,
            // connected to the run's one Chromium; a worker keeps its modules between files.
            isolate: false,
          },
        },
      ],
    },
  }),
);
