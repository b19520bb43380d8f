import { z } from "zod";

/**
 * Staff roles: ops works orders, support works customers and users, admin may do all of it.
 * STAFF_USERNAMES names the three internal users in this order (docs/decisions/0013-shop-order-desk.md).
 */
export const STAFF_ROLES = ["ops", "support", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** An e-mail as kept in the outbox, for staff to read in the app. */
export const OutboxMessageSchema = z.object({
  Id: z.number().int(),
  To: z.string(),
  ReplyTo: z.string(),
  Subject: z.string(),
  Text: z.string(),
  Delivery: z.enum(["outbox", "smtp", "failed", "dead"]),
  Error: z.string(),
  Created: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export const OutboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
});
