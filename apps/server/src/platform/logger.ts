import type { FastifyServerOptions } from "fastify";

/**
 * Fields that never reach a log line: passwords, tokens and card data (DESIGN.md section 5).
 * Bodies are not logged at all; these paths cover anything that logs an object by hand.
 */
export const REDACTED_KEYS = [
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
];

const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  ...REDACTED_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: {
      req(req) {
        // The query string can carry the auto-login parameters: log the path only.
        return { method: req.method, url: req.url.split("?")[0], remoteAddress: req.ip };
      },
    },
  };
}
