import { ApiError } from "./http.js";

/**
 * PostgreSQL errors that mean "the value sent cannot be stored", not "the database failed". The
 * contract refuses such values first (control characters, numbers beyond 32 bits); this is the net
 * under it, so a value that slips through is a 400, never a 500 or a 503 (docs/product/security.md).
 */
const INPUT_ERRORS: Record<string, string> = {
  // character_not_in_repertoire (NUL in text) and untranslatable_character (\u0000 in jsonb)
  "22021": "A text field holds a character that cannot be stored (such as NUL).",
  "22P05": "A text field holds a character that cannot be stored (such as NUL).",
  "22003": "A number is out of range.",
  "22001": "A text field is too long.",
  "22P02": "A value is not in the expected form.",
};

/** The 400 for a database error caused by the input, found anywhere in the error's cause chain. */
export function databaseInputError(err: unknown): ApiError | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && code in INPUT_ERRORS) {
      return new ApiError("invalid", INPUT_ERRORS[code] as string, 400);
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
