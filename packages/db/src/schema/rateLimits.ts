import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Request counts of rate-limited open calls, one row per call and client address, shared by every
 * API process (docs/decisions/0016-platform-hardening.md). A row whose window has ended starts
 * again at 1; rows ended long ago are removed by the `platform-cleanup` job.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);
