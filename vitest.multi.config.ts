import { defineConfig } from "vitest/config";

/** `npm run test:multi`: several server processes on PostgreSQL and S3 (apps/server/src/*.multi.test.ts). */
export default defineConfig({
  test: {
    include: ["apps/server/src/**/*.multi.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
