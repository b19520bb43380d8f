import type { FastifyServerOptions } from "fastify";
import pino from "pino";

/**
 * Fields that never reach a log line: passwords, tokens and card data (docs/product/security.md).
 * Bodies are not logged at all; these paths cover anything that logs an object by hand.
 */
const REDACTED_KEYS = [
  "password",
  "Password",
  "OldPassword",
  "NewPassword",
  "ConfirmPassword",
  "token",
  "Token",
  "JwtToken",
  "RefreshToken",
  "refreshToken",
  "access_token",
  "CardNo",
  "cardNo",
  "CVV",
  "cvv",
  "SecondCardNo",
  "SecondCVV",
  // API key and webhook signing secrets (shown once to their maker, never logged).
  "Secret",
  "secret",
  "SigningSecret",
  "signingSecret",
];

const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  'req.headers["x-api-key"]',
  ...REDACTED_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

/** Fields of a database error that never carry a row's values (pg's `detail` and `where` can). */
const DATABASE_ERROR_FIELDS = ["code", "severity", "schema", "table", "column", "constraint", "routine"] as const;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * Errors as log fields without the values they were about: a failed query keeps its SQL text and the
 * database's error code, never the bound parameters (names, e-mail addresses, street addresses), and
 * pg's `detail` ("Key (email)=(…) already exists") is left out (docs/decisions/0016-platform-hardening.md).
 */
export function serializeError(err: Error, depth = 0): SerializedError {
  const e = err as Error & Record<string, unknown>;
  const isQueryError = typeof e.query === "string" && "params" in e;
  const message = isQueryError ? `Failed query: ${e.query}` : withoutQuotedValue(String(e.message));
  const head = `${e.name}: ${e.message}`;
  const stack =
    typeof e.stack !== "string"
      ? ""
      : e.stack.startsWith(head)
        ? `${e.name}: ${message}${e.stack.slice(head.length)}`
        : e.stack;
  const out: SerializedError = { type: e.constructor?.name ?? e.name, message, stack };
  if (isQueryError) out.query = e.query;
  for (const field of DATABASE_ERROR_FIELDS) if (typeof e[field] === "string") out[field] = e[field];
  if (typeof e.statusCode === "number") out.statusCode = e.statusCode;
  if (e.cause instanceof Error && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** PostgreSQL quotes the offending input in some messages (`invalid input syntax for type integer: "…"`). */
function withoutQuotedValue(message: string): string {
  return message.replace(/^(invalid input (syntax|value) for [^:]*: )".*"$/s, '$1"[value]"');
}

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: {
      err: serializeError,
      req(req) {
        // The query string can carry the auto-login parameters: log the path only.
        return { method: req.method, url: req.url.split("?")[0], remoteAddress: req.ip };
      },
    },
  };
}

/**
 * Each request's logger: the server's, bound to the request id. pino writes every binding through the
 * redaction of the wildcard paths above, a clone and a walk of each path per request (3% of a GetCart
 * call: docs/decisions/0042-fast-signed-in-calls.md). The request id is Fastify's own counter, never a
 * secret, so it is added to the child's bindings as JSON text (pino's documented `symbols`); any other
 * binding, or a route with its own level or serializers, gets pino's child as before. Everything the
 * request logs still goes through the redaction.
 */
export const childLoggerFactory: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (logger, bindings, opts) => {
  const entries = Object.entries(bindings);
  const [key, id] = entries[0] ?? [];
  if (entries.length !== 1 || key !== "reqId" || typeof id !== "string" || Object.keys(opts).length > 0) {
    return logger.child(bindings, opts);
  }
  const child = (logger as pino.Logger).child({}) as pino.Logger & Record<symbol, string | undefined>;
  // A logger that is not pino's (Fastify's silent one when logging is off hands out one shared
  // object) has no bindings text to extend.
  if (child === logger || typeof child[pino.symbols.chindingsSym] !== "string") return logger.child(bindings, opts);
  child[pino.symbols.chindingsSym] += `,"reqId":${JSON.stringify(id)}`;
  return child;
};
