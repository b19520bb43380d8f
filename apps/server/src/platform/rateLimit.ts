import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "@portal/db";
import { rateLimits } from "@portal/db/schema";
import { lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from "fastify";
import type { Config } from "./config.js";
import { ApiError } from "./http.js";
import type { Jobs } from "./jobs.js";

/**
 * Rate limits of the open calls (docs/decisions/0016-platform-hardening.md), counted per call and
 * client address in the `rate_limits` table so that every API process shares the counts.
 *
 * - The calls below send mail, create records or check a secret token: `rateLimits.openCalls`
 *   requests per window each.
 * - Every other public POST call (catalog reads): `rateLimits.publicReads` per window each, a
 *   flood limit a person never reaches.
 * - Sign-in, token refresh and staff sign-in-as have their own throttle (login_throttle) and no limit here.
 */
export const LIMITED_OPEN_CALLS = [
  "/api/Account/ResetPassword",
  "/api/Account/CheckResetToken",
  "/api/Account/SetPassword",
  "/api/Account/Contact",
  "/api/Account/Apply",
  "/api/Account/GetInvite",
  "/api/Account/AcceptInvite",
];

const OWN_THROTTLE = ["/api/users/authenticate", "/api/users-service/refresh-token", "/api/users/BeLogin"];

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `Too many requests from your address. Please try again in ${wait}.`;
}

/** The limit a route gets, or undefined when it gets none. */
function limitFor(route: Pick<RouteOptions, "method" | "url" | "config">, config: Config) {
  // Only calls that are POST alone: the tus upload route (POST, HEAD, PATCH …) has its package token and the quota.
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.length !== 1 || methods[0] !== "POST") return undefined;
  if (!route.url.startsWith("/api/") || OWN_THROTTLE.includes(route.url)) return undefined;
  const timeWindow = config.rateLimits.windowMinutes * 60_000;
  if (LIMITED_OPEN_CALLS.includes(route.url)) return { max: config.rateLimits.openCalls, timeWindow };
  const access = (route.config as { access?: string } | undefined)?.access;
  if (access === "public") return { max: config.rateLimits.publicReads, timeWindow };
  return undefined;
}

/**
 * Registers @fastify/rate-limit over the database store and gives each open call its limit. Must
 * run before the routes are added (the limit is set as each route is registered).
 */
export async function registerRateLimits(app: FastifyInstance, db: Db, config: Config): Promise<void> {
  app.addHook("onRoute", (route) => {
    const limit = limitFor(route, config);
    if (!limit) return;
    route.config = { ...(route.config ?? {}), rateLimit: limit } as typeof route.config;
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    // Thrown by the plugin: the error handler turns it into the envelope (Status as a throttled sign-in).
    errorResponseBuilder: (_req, context) =>
      new ApiError("exception", rateLimitMessage(Math.max(1, Math.ceil(context.ttl / 1000))), 429),
  });
}

/**
 * Counts a machine key's call in the same table as the open calls (per key, per minute, across
 * processes); beyond `perMinute` the call is refused with 429 (docs/product/integration-api.md).
 */
export async function countKeyCall(db: Db, keyId: number, perMinute: number): Promise<void> {
  const { current, ttl } = await count(db, `api-key|${keyId}`, 60_000);
  if (current <= perMinute) return;
  const seconds = Math.max(1, Math.ceil(ttl / 1000));
  throw new ApiError("exception", `Too many requests with this API key. Please try again in ${seconds} seconds.`, 429);
}

interface Counted {
  current: number;
  ttl: number;
}

/**
 * A @fastify/rate-limit store over the `rate_limits` table. One statement counts the request: it
 * inserts the key, adds one within a running window, or starts a new window, and returns the count
 * and the time left, so parallel requests on any number of processes never lose a count.
 */
function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin passes its options to the root store; each route's store gets the route as key prefix. */
    constructor(private readonly prefix: unknown = "") {}

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      count(db, `${typeof this.prefix === "string" ? this.prefix : ""}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: RouteOptions & { routeInfo?: { url?: string } }): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(`${routeOptions.routeInfo?.url ?? routeOptions.url}|`);
    }
  }
  return DatabaseRateLimitStore;
}

async function count(db: Db, key: string, windowMs: number): Promise<Counted> {
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    insert into rate_limits as r (key, hits, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning hits, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl`);
  const row = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows[0]!;
  return { current: Number(row.hits), ttl: Math.ceil(Number(row.ttl)) };
}

const PLATFORM_CLEANUP_JOB = "platform-cleanup";

/**
 * Removes what the counters no longer need: rate-limit rows whose window ended more than a day ago,
 * and sign-in throttle rows that lock nothing and whose window started more than a day (or, if
 * longer, the sign-in lock period) ago.
 */
export async function removeEndedCounts(
  db: Db,
  lockMinutes: number,
  removeEndedThrottle: ThrottleCleanup,
  now = new Date(),
): Promise<{ rateLimits: number; throttle: number }> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const limits = await db.delete(rateLimits).where(lt(rateLimits.resetAt, dayAgo)).returning({ key: rateLimits.key });
  const throttle = await removeEndedThrottle(db, lockMinutes, now);
  return { rateLimits: limits.length, throttle };
}

/** Removes ended sign-in throttle rows; the table's owner (modules/identity) gives it to buildApp. */
export type ThrottleCleanup = (db: Db, lockMinutes: number, now: Date) => Promise<number>;

/** The hourly job that runs removeEndedCounts (once across all processes). */
export function defineCleanupJob(
  jobs: Jobs,
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  removeEndedThrottle: ThrottleCleanup,
): void {
  jobs.define(PLATFORM_CLEANUP_JOB, async () => {
    const removed = await removeEndedCounts(db, config.login.lockMinutes, removeEndedThrottle);
    if (removed.rateLimits || removed.throttle) log.info(removed, "ended rate-limit and sign-in counts removed");
  });
  jobs.schedule(PLATFORM_CLEANUP_JOB, "17 * * * *");
}
