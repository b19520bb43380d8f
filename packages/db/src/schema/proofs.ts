import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { orderLines, orders } from "./orders.js";

/** A proof version's state (docs/decisions/0024-proof-states.md). */
export const PROOF_STATUS_VALUES = ["waiting", "approved", "changes_requested", "replaced"] as const;
export type ProofStatusValue = (typeof PROOF_STATUS_VALUES)[number];

/**
 * One version of a proof the shop sent for an order line (owned by modules/proofs). Versions count
 * from 1 per line and are never changed but for the answer: who and when, the comment; a waiting
 * version that a newer one replaces becomes `replaced`. The file's bytes live in storage under
 * `storageKey`; the thumbnail and preview are made by the `proof-renditions` job.
 */
export const orderProofs = pgTable(
  "order_proofs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id),
    version: integer("version").notNull(),
    status: text("status", { enum: PROOF_STATUS_VALUES }).notNull().default("waiting"),
    fileName: text("file_name").notNull(),
    kind: text("kind", { enum: ["pdf", "ai", "tiff", "png", "jpeg"] }).notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    renditionStatus: text("rendition_status", { enum: ["queued", "done", "failed"] })
      .notNull()
      .default("queued"),
    thumbnailKey: text("thumbnail_key"),
    previewKey: text("preview_key"),
    message: text("message").notNull().default(""),
    sentBy: integer("sent_by")
      .notNull()
      .references(() => users.id),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    answeredBy: integer("answered_by").references(() => users.id),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    comment: text("comment").notNull().default(""),
  },
  (t) => [
    uniqueIndex("order_proofs_line_version_uq").on(t.orderLineId, t.version),
    index("order_proofs_order_idx").on(t.orderId, t.orderLineId, t.version),
    check("order_proofs_status_ck", sql`${t.status} in ('waiting', 'approved', 'changes_requested', 'replaced')`),
  ],
);
