import path from "node:path";
import { BRAND_IDS, type BrandId, DEFAULT_BRAND } from "@portal/contract";
import { DEFAULT_STAFF_USERNAMES } from "@portal/db/cliConfig";
import { z } from "zod";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "PORT must be a number." })
    .int({ error: "PORT must be a whole number." })
    .min(1, { error: "PORT must be between 1 and 65535." })
    .max(65535, { error: "PORT must be between 1 and 65535." })
    .default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must start with postgres:// or postgresql://." })
    .optional(),
  BRAND: z.enum(BRAND_IDS, { error: `BRAND must be one of ${BRAND_IDS.join(", ")}.` }).default(DEFAULT_BRAND),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: "SMTP_URL must start with smtp:// or smtps://." })
    .optional(),
  MAIL_FROM: z.string().optional(),
  SHOP_EMAIL: z.string().optional(),
  STAFF_USERNAMES: z
    .string()
    .default(DEFAULT_STAFF_USERNAMES.join(","))
    .transform((s) =>
      s
        .split(",")
        .map((n) => n.trim())
        .filter(Boolean),
    )
    .refine((names) => names.length > 0, { error: "STAFF_USERNAMES must name at least one user." }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT_BYTES: z.coerce
    .number({ error: "BODY_LIMIT_BYTES must be a number." })
    .int()
    .min(1024, { error: "BODY_LIMIT_BYTES must be at least 1024." })
    .default(1_048_576),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z.url({ error: "PUBLIC_URL must be a full URL such as https://portal.example.com." }).optional(),
  LOGIN_MAX_FAILURES: z.coerce.number({ error: "LOGIN_MAX_FAILURES must be a number." }).int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce
    .number({ error: "LOGIN_MAX_FAILURES_PER_ADDRESS must be a number." })
    .int()
    .min(1)
    .default(20),
  LOGIN_LOCK_MINUTES: z.coerce.number({ error: "LOGIN_LOCK_MINUTES must be a number." }).int().min(1).default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number({ error: "REFRESH_TOKEN_DAYS must be a number." }).int().min(1).default(14),
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  brand: BrandId;
  smtpUrl?: string;
  mailFrom?: string;
  shopEmail?: string;
  staffUsernames: string[];
  logLevel: string;
  bodyLimitBytes: number;
  webDist: string;
  publicUrl: string;
  login: { maxFailures: number; maxFailuresPerAddress: number; lockMinutes: number };
  refreshTokenDays: number;
}

export class ConfigError extends Error {}

/** Reads the configuration from the environment; a bad value stops start-up with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === "" ? undefined : v]));
  const parsed = EnvSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    brand: e.BRAND,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    shopEmail: e.SHOP_EMAIL,
    staffUsernames: e.STAFF_USERNAMES,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDist: path.resolve(e.WEB_DIST ?? new URL("../../../web/dist", import.meta.url).pathname),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
    },
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
  };
}
