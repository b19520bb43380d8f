import { hash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import type { Db } from "../client.js";
import { customers, shippingAddresses, users } from "../schema/index.js";
import { seedCatalog } from "./catalog.js";
import { DEMO_CUSTOMERS, DEMO_PASSWORD, SEED_FRANCHISES } from "./demo.js";
import { seedOrders } from "./orders.js";
import { seedPatterns } from "./patterns.js";

export { DEMO_PASSWORD, DEMO_USERNAMES } from "./demo.js";
export { DEMO_OLDER_ACM_SHEET_CENTS } from "./orders.js";

/** argon2id parameters: OWASP's equal-strength profile of 12 MiB and 3 passes (half the time of 19 MiB x 2 here). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 12288, timeCost: 3, parallelism: 1 } as const;

export interface SeedOptions {
  staffUsernames: string[];
}

/** True when the database has no users yet: the demo seed then runs. */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) === 0;
}

/**
 * The demo data of README.md, for every franchise so that each brand can be tried:
 * buyer and manager of one customer, buyer2 of another, terms on a terms account, forcepass,
 * and the staff users. All with the demo password; each customer user has a saved address.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  const passwordHash = await hash(DEMO_PASSWORD, ARGON2_OPTIONS);
  await db.transaction(async (tx) => {
    for (const franchise of SEED_FRANCHISES) {
      for (const c of DEMO_CUSTOMERS) {
        const [customer] = await tx
          .insert(customers)
          .values({ ...c.customer, franchise })
          .returning({ id: customers.id });
        for (const u of c.users) {
          const [user] = await tx
            .insert(users)
            .values({ ...u.user, customerId: customer!.id, franchise, passwordHash })
            .returning({ id: users.id });
          await tx.insert(shippingAddresses).values({ ...u.address, userId: user!.id });
        }
      }
      for (const username of options.staffUsernames) {
        await tx.insert(users).values({
          username,
          franchise,
          role: "staff",
          passwordHash,
          firstName: "Staff",
          lastName: username,
          email: `${username}@staff.tradeline-print.example`,
          level: 1,
        });
      }
    }
    await seedCatalog(tx);
    await seedPatterns(tx);
    await seedOrders(tx, options.staffUsernames[0]);
  });
}
