import path from "node:path";
import { BRAND_IDS, type BrandId, DEFAULT_BRAND } from "@portal/contract";
import { DEFAULT_STAFF_USERNAMES, REPO_ROOT, resolveDataDir } from "@portal/db/cliConfig";
import { z } from "zod";
import { CHECKOUT_STEPS, type CheckoutStep } from "./payments/steps.js";
import { DEFAULT_TAX_STATES, parseTaxStates } from "./tax/tax.js";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "PORT must be a number." })
    .int({ error: "PORT must be a whole number." })
    .min(1, { error: "PORT must be between 1 and 65535." })
    .max(65535, { error: "PORT must be between 1 and 65535." })
    .default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).optional(),
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
    .refine((names) => names.length === 3, {
      error: "STAFF_USERNAMES must name three users, in role order: orders (ops), customers (support), admin.",
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT_BYTES: z.coerce
    .number({ error: "BODY_LIMIT_BYTES must be a number." })
    .int()
    .min(1024, { error: "BODY_LIMIT_BYTES must be at least 1024." })
    .default(1_048_576),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z
    .enum(["false", "true", "1", "2", "3"], {
      error: "TRUST_PROXY must be false, true, or the number of proxies in front (1 to 3).",
    })
    .default("false"),
  TAX_STATES: z
    .string()
    .default(DEFAULT_TAX_STATES)
    .superRefine((text, check) => {
      try {
        parseTaxStates(text);
      } catch (err) {
        check.addIssue({ code: "custom", message: (err as Error).message });
      }
    }),
  PUBLIC_URL: z.url({ error: "PUBLIC_URL must be a full URL such as https://portal.example.com." }).optional(),
  LOGIN_MAX_FAILURES: z.coerce.number({ error: "LOGIN_MAX_FAILURES must be a number." }).int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce
    .number({ error: "LOGIN_MAX_FAILURES_PER_ADDRESS must be a number." })
    .int()
    .min(1)
    .default(20),
  LOGIN_LOCK_MINUTES: z.coerce.number({ error: "LOGIN_LOCK_MINUTES must be a number." }).int().min(1).default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number({ error: "REFRESH_TOKEN_DAYS must be a number." }).int().min(1).default(14),
  ARTWORK_RETENTION_DAYS: z.coerce
    .number({ error: "ARTWORK_RETENTION_DAYS must be a number." })
    .int({ error: "ARTWORK_RETENTION_DAYS must be a whole number." })
    .min(1)
    .default(730),
  SESSIONS_PER_USER: z.coerce
    .number({ error: "SESSIONS_PER_USER must be a number." })
    .int({ error: "SESSIONS_PER_USER must be a whole number." })
    .min(1, { error: "SESSIONS_PER_USER must be between 1 and 1000." })
    .max(1000, { error: "SESSIONS_PER_USER must be between 1 and 1000." })
    .default(10),
  UPLOAD_MAX_BYTES: z.coerce
    .number({ error: "UPLOAD_MAX_BYTES must be a number of bytes." })
    .int({ error: "UPLOAD_MAX_BYTES must be a whole number of bytes." })
    .min(1_048_576, { error: "UPLOAD_MAX_BYTES must be at least 1048576 (1 MiB)." })
    .max(5 * 1024 ** 3, { error: "UPLOAD_MAX_BYTES can be at most 5368709120 (5 GiB)." })
    .default(2 * 1024 ** 3),
  UPLOAD_TOKEN_MINUTES: z.coerce
    .number({ error: "UPLOAD_TOKEN_MINUTES must be a number." })
    .int({ error: "UPLOAD_TOKEN_MINUTES must be a whole number." })
    .min(1, { error: "UPLOAD_TOKEN_MINUTES must be between 1 and 1440." })
    .max(1440, { error: "UPLOAD_TOKEN_MINUTES must be between 1 and 1440." })
    .default(60),
  RATE_LIMIT_OPEN_CALLS: z.coerce
    .number({ error: "RATE_LIMIT_OPEN_CALLS must be a number." })
    .int()
    .min(1, { error: "RATE_LIMIT_OPEN_CALLS must be at least 1." })
    .default(10),
  RATE_LIMIT_PUBLIC_READS: z.coerce
    .number({ error: "RATE_LIMIT_PUBLIC_READS must be a number." })
    .int()
    .min(1, { error: "RATE_LIMIT_PUBLIC_READS must be at least 1." })
    .default(600),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce
    .number({ error: "RATE_LIMIT_WINDOW_MINUTES must be a number." })
    .int()
    .min(1, { error: "RATE_LIMIT_WINDOW_MINUTES must be between 1 and 1440." })
    .max(1440, { error: "RATE_LIMIT_WINDOW_MINUTES must be between 1 and 1440." })
    .default(15),
  RATE_LIMIT_API_KEY_CALLS: z.coerce
    .number({ error: "RATE_LIMIT_API_KEY_CALLS must be a number." })
    .int()
    .min(1, { error: "RATE_LIMIT_API_KEY_CALLS must be at least 1." })
    .default(300),
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(["true", "false"], { error: "WEBHOOK_ALLOW_PRIVATE must be true or false." })
    .default("false"),
  WEBHOOK_RETRY_SECONDS: z.coerce
    .number({ error: "WEBHOOK_RETRY_SECONDS must be a number." })
    .int()
    .min(1, { error: "WEBHOOK_RETRY_SECONDS must be between 1 and 3600." })
    .max(3600, { error: "WEBHOOK_RETRY_SECONDS must be between 1 and 3600." })
    .default(30),
  WEBHOOK_TIMEOUT_MS: z.coerce
    .number({ error: "WEBHOOK_TIMEOUT_MS must be a number." })
    .int()
    .min(100, { error: "WEBHOOK_TIMEOUT_MS must be between 100 and 60000." })
    .max(60_000, { error: "WEBHOOK_TIMEOUT_MS must be between 100 and 60000." })
    .default(10_000),
  UPLOAD_MAX_OPEN: z.coerce
    .number({ error: "UPLOAD_MAX_OPEN must be a number." })
    .int({ error: "UPLOAD_MAX_OPEN must be a whole number." })
    .min(1, { error: "UPLOAD_MAX_OPEN must be at least 1." })
    .default(20),
  UPLOAD_MAX_OPEN_BYTES: z.coerce
    .number({ error: "UPLOAD_MAX_OPEN_BYTES must be a number of bytes." })
    .int({ error: "UPLOAD_MAX_OPEN_BYTES must be a whole number of bytes." })
    .min(1_048_576, { error: "UPLOAD_MAX_OPEN_BYTES must be at least 1048576 (1 MiB)." })
    .default(5 * 1024 ** 3),
  STORAGE: z.enum(["local", "s3"], { error: "STORAGE must be local or s3." }).default("local"),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: "S3_ENDPOINT must be a full http(s) URL such as https://s3.us-east-1.amazonaws.com.",
    })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: "S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, '.', '-').",
    })
    .optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  PAYMENT_GATEWAY: z.enum(["sandbox"], { error: "PAYMENT_GATEWAY must be sandbox." }).default("sandbox"),
  CHECKOUT_RECONCILE_GRACE_SECONDS: z.coerce
    .number({ error: "CHECKOUT_RECONCILE_GRACE_SECONDS must be a number." })
    .int()
    .min(0)
    .max(3600)
    .default(60),
  /** Test hook of scripts/checkout-kill-test.ts: the checkout stops for good at this step (never in production). */
  CHECKOUT_PAUSE_AT: z
    .enum(CHECKOUT_STEPS, { error: `CHECKOUT_PAUSE_AT must be one of ${CHECKOUT_STEPS.join(", ")}.` })
    .optional(),
  /** bench/pricing.ts: adds POST /bench/echo, which parses a JSON body and returns it (no auth, no validation). */
  BENCH_ROUTES: z.enum(["true", "false"], { error: "BENCH_ROUTES must be true or false." }).default("false"),
  TAKE_JOBS: z.enum(["true", "false"], { error: "TAKE_JOBS must be true or false." }).default("true"),
  CALLER_CACHE_MS: z.coerce
    .number({ error: "CALLER_CACHE_MS must be a number of milliseconds." })
    .int({ error: "CALLER_CACHE_MS must be a whole number of milliseconds." })
    .min(0, { error: "CALLER_CACHE_MS must be between 0 and 60000." })
    .max(60_000, { error: "CALLER_CACHE_MS must be between 0 and 60000." })
    .default(10_000),
  CART_CACHE_MS: z.coerce
    .number({ error: "CART_CACHE_MS must be a number of milliseconds." })
    .int({ error: "CART_CACHE_MS must be a whole number of milliseconds." })
    .min(0, { error: "CART_CACHE_MS must be between 0 and 60000." })
    .max(60_000, { error: "CART_CACHE_MS must be between 0 and 60000." })
    .default(10_000),
  ORDER_LIST_CACHE_MS: z.coerce
    .number({ error: "ORDER_LIST_CACHE_MS must be a number of milliseconds." })
    .int({ error: "ORDER_LIST_CACHE_MS must be a whole number of milliseconds." })
    .min(0, { error: "ORDER_LIST_CACHE_MS must be between 0 and 60000." })
    .max(60_000, { error: "ORDER_LIST_CACHE_MS must be between 0 and 60000." })
    .default(10_000),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

type StorageConfig =
  | { kind: "local" }
  | { kind: "s3"; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

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
  /** Client addresses from X-Forwarded-For only behind known proxies (throttling uses the address). */
  trustProxy: boolean | number;
  /** Sales tax: 'ST:percent' per state where the shop collects. */
  taxStates: string;
  publicUrl: string;
  login: { maxFailures: number; maxFailuresPerAddress: number; lockMinutes: number };
  refreshTokenDays: number;
  /** Days an order's artwork is kept after the order is shipped or cancelled (decision 0023). */
  artworkRetentionDays: number;
  /** Per client address and call, each window: mail-sending and token-checking open calls, other public POSTs. */
  rateLimits: { openCalls: number; publicReads: number; windowMinutes: number; apiKeyCallsPerMinute: number };
  webhooks: {
    /**
     * Endpoints on private, loopback or link-local addresses, and plain http, are refused unless
     * this is true: the default outside production (tests' local receivers); decision 0039.
     */
    allowPrivate: boolean;
    /** The first retry's delay; each next one doubles, at most an hour, for 24 hours. */
    retrySeconds: number;
    /** How long one attempt may take. */
    timeoutMs: number;
  };
  /** Live sessions a user may have; a new sign-in past it ends the one used longest ago. */
  sessionsPerUser: number;
  /** The benchmark's echo route (BENCH_ROUTES=true); never there otherwise. */
  benchRoutes: boolean;
  /** Whether this process takes background jobs (false: an API process beside worker processes). */
  takeJobs: boolean;
  /** How long a caller's row is kept in memory (0: never); every change forgets it at once. */
  callerCacheMs: number;
  cartCacheMs: number;
  /** How long a page of a user's order list is kept in memory (0: never); every change forgets it at once. */
  orderListCacheMs: number;
  /** Per upload (maxBytes) and per user across unplaced uploads (maxOpen uploads, maxOpenBytes declared). */
  uploads: { maxBytes: number; tokenMinutes: number; maxOpen: number; maxOpenBytes: number };
  storage: StorageConfig;
  payments: {
    gateway: "sandbox";
    /** Live intents younger than this are left to the request still running them. */
    reconcileGraceSeconds: number;
    /** Test hook: where a checkout stops for good (the kill test SIGKILLs the process there). */
    pauseAt?: CheckoutStep;
  };
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
  if (e.STORAGE === "s3") {
    const missing = S3_REQUIRED.filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((m) => `  ${m}: required when STORAGE=s3.`).join("\n")}`,
      );
    }
  }
  if (e.CHECKOUT_PAUSE_AT && e.NODE_ENV === "production") {
    throw new ConfigError(
      "Invalid configuration:\n  CHECKOUT_PAUSE_AT: a test hook, not allowed when NODE_ENV=production.",
    );
  }
  if (e.TAKE_JOBS === "false" && !e.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  TAKE_JOBS: false needs DATABASE_URL: the embedded database serves one process, so nobody else would take the jobs.",
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolveDataDir(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    brand: e.BRAND,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    shopEmail: e.SHOP_EMAIL,
    staffUsernames: e.STAFF_USERNAMES,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    taxStates: e.TAX_STATES,
    trustProxy: e.TRUST_PROXY === "true" ? true : e.TRUST_PROXY === "false" ? false : Number(e.TRUST_PROXY),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(REPO_ROOT, "apps/web/dist"),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
    },
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    artworkRetentionDays: e.ARTWORK_RETENTION_DAYS,
    rateLimits: {
      openCalls: e.RATE_LIMIT_OPEN_CALLS,
      publicReads: e.RATE_LIMIT_PUBLIC_READS,
      windowMinutes: e.RATE_LIMIT_WINDOW_MINUTES,
      apiKeyCallsPerMinute: e.RATE_LIMIT_API_KEY_CALLS,
    },
    webhooks: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === "true",
      retrySeconds: e.WEBHOOK_RETRY_SECONDS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
    },
    sessionsPerUser: e.SESSIONS_PER_USER,
    benchRoutes: e.BENCH_ROUTES === "true",
    takeJobs: e.TAKE_JOBS === "true",
    callerCacheMs: e.CALLER_CACHE_MS,
    cartCacheMs: e.CART_CACHE_MS,
    orderListCacheMs: e.ORDER_LIST_CACHE_MS,
    uploads: {
      maxBytes: e.UPLOAD_MAX_BYTES,
      tokenMinutes: e.UPLOAD_TOKEN_MINUTES,
      maxOpen: e.UPLOAD_MAX_OPEN,
      maxOpenBytes: e.UPLOAD_MAX_OPEN_BYTES,
    },
    storage:
      e.STORAGE === "s3"
        ? {
            kind: "s3",
            endpoint: e.S3_ENDPOINT!,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : { kind: "local" },
    payments: {
      gateway: e.PAYMENT_GATEWAY,
      reconcileGraceSeconds: e.CHECKOUT_RECONCILE_GRACE_SECONDS,
      ...(e.CHECKOUT_PAUSE_AT ? { pauseAt: e.CHECKOUT_PAUSE_AT } : {}),
    },
  };
}

/**
 * Settings that start the server but should not be used in production. The e2e servers run in production mode
 * with WEBHOOK_ALLOW_PRIVATE=true for their local receiver (docs/decisions/0039-integration-api.md), so it is a
 * warning at start-up, not a refusal.
 */
export function configWarnings(config: Config): string[] {
  return config.env === "production" && config.webhooks.allowPrivate
    ? [
        "WEBHOOK_ALLOW_PRIVATE=true with NODE_ENV=production: webhook endpoints may reach private and loopback addresses.",
      ]
    : [];
}
