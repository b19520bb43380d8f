import type { z } from "zod";

/** Runs a contract schema over form values and returns the first message per field (for Mantine forms). */
export function schemaErrors<S extends z.ZodTypeAny>(schema: S, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The schema's messages for a one-alert form, one a line; empty when the values pass. */
export function formProblems<S extends z.ZodTypeAny>(schema: S, values: unknown): string {
  return [...new Set(Object.values(schemaErrors(schema, values)))].join("\n");
}

/** Field errors from a server `invalid` reply, keyed by field. */
export function serverFieldErrors(data: unknown): Record<string, string> {
  const errors = (data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [];
  return Object.fromEntries(errors.map((e) => [e.field, e.message]));
}
