import type { Db } from "@portal/db";
import { loginThrottle } from "@portal/db/schema";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";

/**
 * Removes throttle rows that lock nothing and whose window started more than a day (or, if longer,
 * the sign-in lock period) ago; returns how many.
 */
export async function removeEndedThrottle(db: Db, lockMinutes: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - Math.max(86_400_000, lockMinutes * 60_000));
  const removed = await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStart, cutoff),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
      ),
    )
    .returning({ key: loginThrottle.key });
  return removed.length;
}

export interface ThrottleLimits {
  maxFailures: number;
  maxFailuresPerAddress: number;
  lockMinutes: number;
}

export const THROTTLED_MESSAGE = (minutes: number) =>
  `Too many failed sign-in attempts. Please wait ${minutes} minutes and try again.`;

export interface ThrottleKeys {
  user: string;
  address: string;
}

export function throttleKeys(franchise: string, username: string, ip: string): ThrottleKeys {
  return { user: `user:${franchise}:${username.toLowerCase()}`, address: `ip:${ip}` };
}

/** Where one sign-in attempt stands: over the username's limit, over the address's limit. */
export interface Attempt {
  userLocked: boolean;
  addressLocked: boolean;
}

/**
 * Sign-in throttling per username and per address, kept in the database so every API process sees
 * the same counts. Every attempt takes a try from both counters in one statement each before the
 * password is checked, so a burst of parallel guesses gets no more tries than the limit; a correct
 * password gives its try back. A key is locked for lockMinutes once its count reaches its limit.
 * What a locked address still lets in: docs/decisions/0014-sign-in-throttle-and-passwords.md.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits,
  ) {}

  async begin(keys: ThrottleKeys): Promise<Attempt> {
    const user = await this.take(keys.user, this.limits.maxFailures);
    const address = await this.take(keys.address, this.limits.maxFailuresPerAddress);
    return { userLocked: user > this.limits.maxFailures, addressLocked: address > this.limits.maxFailuresPerAddress };
  }

  /** The password was right: the username starts afresh, the address gets its try back. */
  async succeeded(keys: ThrottleKeys): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, keys.user));
    const limit = this.limits.maxFailuresPerAddress;
    await this.db.execute(sql`
      update login_throttle set
        failures = greatest(failures - 1, 0),
        locked_until = case when failures - 1 >= ${limit} then locked_until else null end
      where key = ${keys.address}
    `);
  }

  /** Counts one try on the key atomically and returns the count in the current window. */
  private async take(key: string, limit: number): Promise<number> {
    const lock = sql`now() + make_interval(mins => ${this.limits.lockMinutes})`;
    // A lock ends at locked_until; an unlocked window ends lockMinutes after its first try.
    const stale = sql`coalesce(login_throttle.locked_until <= now(),
      login_throttle.window_start < now() - make_interval(mins => ${this.limits.lockMinutes}))`;
    const firstLock = sql`case when 1 >= ${limit} then ${lock} else null end`;
    const [row] = await this.db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStart: sql`now()`, lockedUntil: firstLock })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${stale} then 1 else login_throttle.failures + 1 end`,
          windowStart: sql`case when ${stale} then now() else login_throttle.window_start end`,
          lockedUntil: sql`case
            when ${stale} then ${firstLock}
            when login_throttle.locked_until is not null then login_throttle.locked_until
            when login_throttle.failures + 1 >= ${limit} then ${lock}
            else null end`,
        },
      })
      .returning({ failures: loginThrottle.failures });
    return row?.failures ?? 0;
  }
}
