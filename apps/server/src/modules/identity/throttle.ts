import type { Db } from "@portal/db";
import { loginThrottle } from "@portal/db/schema";
import { inArray, sql } from "drizzle-orm";

export interface ThrottleLimits {
  maxFailures: number;
  maxFailuresPerAddress: number;
  lockMinutes: number;
}

export const THROTTLED_MESSAGE = (minutes: number) =>
  `Too many failed sign-in attempts. Please wait ${minutes} minutes and try again.`;

export function throttleKeys(franchise: string, username: string, ip: string) {
  return { user: `user:${franchise}:${username.toLowerCase()}`, address: `ip:${ip}` };
}

/**
 * Sign-in throttling per username and per address, kept in the database so every API process sees
 * the same counts. A key locks for lockMinutes once its failures in the window reach its limit.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits,
  ) {}

  async isLocked(keys: { user: string; address: string }): Promise<boolean> {
    const rows = await this.db
      .select()
      .from(loginThrottle)
      .where(inArray(loginThrottle.key, [keys.user, keys.address]));
    const now = Date.now();
    return rows.some((r) => r.lockedUntil !== null && r.lockedUntil.getTime() > now);
  }

  async recordFailure(keys: { user: string; address: string }): Promise<void> {
    await this.bump(keys.user, this.limits.maxFailures);
    await this.bump(keys.address, this.limits.maxFailuresPerAddress);
  }

  async recordSuccess(keys: { user: string }): Promise<void> {
    await this.db.delete(loginThrottle).where(inArray(loginThrottle.key, [keys.user]));
  }

  private async bump(key: string, limit: number): Promise<void> {
    const minutes = this.limits.lockMinutes;
    // One statement: a window older than the lock period starts again at 1.
    await this.db.execute(sql`
      insert into login_throttle (key, failures, window_start, locked_until)
      values (${key}, 1, now(), ${limit <= 1 ? sql`now() + make_interval(mins => ${minutes})` : sql`null`})
      on conflict (key) do update set
        failures = case when login_throttle.window_start < now() - make_interval(mins => ${minutes})
                        then 1 else login_throttle.failures + 1 end,
        window_start = case when login_throttle.window_start < now() - make_interval(mins => ${minutes})
                            then now() else login_throttle.window_start end,
        locked_until = case when (case when login_throttle.window_start < now() - make_interval(mins => ${minutes})
                                       then 1 else login_throttle.failures + 1 end) >= ${limit}
                            then now() + make_interval(mins => ${minutes}) else login_throttle.locked_until end
    `);
  }
}
