import type { FieldError, Status } from "@portal/contract";
import { HTTP_FOR_STATUS } from "@portal/contract";

/** An expected failure that becomes an envelope reply with the right HTTP code. */
export class ApiError extends Error {
  constructor(
    readonly status: Status,
    message: string,
    readonly httpCode: number = HTTP_FOR_STATUS[status],
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export function ok<T>(data?: T, message?: string) {
  return {
    Status: "ok" as const,
    ...(message === undefined ? {} : { Message: message }),
    ...(data === undefined ? {} : { Data: data }),
  };
}

export function invalid(errors: FieldError[]): ApiError {
  return new ApiError("invalid", errors.map((e) => e.message).join("\n"), 400, { errors });
}

export function forbidden(message = "You do not have access to this data."): ApiError {
  return new ApiError("unauthorized", message, 403);
}

export function unauthenticated(message = "Please sign in to continue."): ApiError {
  return new ApiError("unauthorized", message, 401);
}

/** Zod's own wording is generic; put the field's name in front so the message says what is wrong. */
export function fieldMessage(field: string, message: string): string {
  if (!field) return `The request body is not in the expected shape: ${message}`;
  return /^(Invalid|Too (small|big)|Expected|Unrecognized|must not contain)/.test(message)
    ? `${field}: ${message}`
    : message;
}
