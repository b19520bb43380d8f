import { z } from "zod";

/** A userId in a body: a number or a numeric string (the spec's clients send both). */
export const UserIdSchema = z.coerce
  .number({ error: "userId must be a number." })
  .int({ error: "userId must be a whole number." });

export const CartTotalRequestSchema = z.object({ userId: UserIdSchema.optional() });
export const CartTotalSchema = z.object({ ItemCount: z.number().int() });
