import { z } from "zod";

/** Status values of the reply envelope. `unathorized` is the spec's spelling; clients accept both. */
export const STATUSES = [
  "ok",
  "nodata",
  "exception",
  "invalid",
  "error",
  "failed",
  "unauthorized",
  "unathorized",
] as const;
export const StatusSchema = z.enum(STATUSES);
export type Status = z.infer<typeof StatusSchema>;

/** HTTP code for each Status (docs/product/brands-and-access.md). 403 is also `unauthorized` when the data is another user's. */
export const HTTP_FOR_STATUS: Record<Status, number> = {
  ok: 200,
  nodata: 200,
  invalid: 400,
  unauthorized: 401,
  unathorized: 401,
  failed: 422,
  error: 404,
  exception: 500,
};

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** Every reply: `{ Status, Message?, Data? }`. */
export function envelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({
    Status: StatusSchema,
    Message: z.string().optional(),
    Data: data.optional(),
  });
}

export const EmptyEnvelopeSchema = envelope(z.unknown());
export type Envelope<T> = { Status: Status; Message?: string; Data?: T };

export function isUnauthorized(status: string | undefined): boolean {
  return status === "unauthorized" || status === "unathorized";
}

/**
 * A failed reply, as the OpenAPI document describes every 4xx/5xx: Status says what went wrong,
 * Message is shown to the user; Data carries the field errors of an invalid call (and, for some
 * failed calls, what the operation's description names).
 */
export const ErrorEnvelopeSchema = z.object({
  Status: StatusSchema.exclude(["ok", "nodata"]),
  Message: z.string(),
  Data: z.looseObject({ errors: z.array(FieldErrorSchema).optional() }).optional(),
});
