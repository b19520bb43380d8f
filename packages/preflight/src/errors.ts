/**
 * Why a preflight could not produce a report. Findings about the artwork (encryption, low
 * resolution, live text...) are never errors: they are in the report.
 */
export type PreflightErrorCode = "unsupported" | "unreadable" | "unrenderable" | "timeout" | "resources" | "worker";

export class PreflightError extends Error {
  readonly code: PreflightErrorCode;

  constructor(code: PreflightErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PreflightError";
    this.code = code;
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

export const UNSUPPORTED_MESSAGE =
  "Unsupported file type: only PDF, AI and TIFF files are accepted (the file's content is not one of them).";
