import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

const apiFiles = [
  "src/server/**/*.api.test.ts",
  "tests/security/*.api.test.ts",
  "eval/*.api.test.ts",
];

export default mergeConfig(
  { ...viteConfig, root: import.meta.dirname },
  defineConfig({
    test: {
      root: import.meta.dirname,
      restoreMocks: true,
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
            ],
            exclude: apiFiles,
            environment: "node",
            setupFiles: ["tests/setup/unit.ts"],
          },
        },
        {
          extends: true,
          test: {
            name: "api-pglite",
            include: apiFiles,
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
            include: apiFiles,
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
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
