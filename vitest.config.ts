import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/web/src/**/*.test.{ts,tsx}",
            "apps/server/src/**/*.unit.test.ts",
          ],
          environment: "node",
          // Some fixtures (a CMYK TIFF, a multi-page PDF) take seconds to build on a busy 2-core CI machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["apps/server/src/**/*.int.test.ts", "examples/**/*.int.test.ts"],
          globalSetup: ["apps/server/src/test/globalSetup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
    ],
  },
});
