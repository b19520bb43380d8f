/**
 * Store/AccountOrders among many orders (issue 21): 1,000,000 orders of 10,000 customers (one user
 * each, 100 orders a user; statuses spread over the five values), all made with generate_series on a
 * migrated and seeded in-memory PGlite (or, with DATABASE_URL, that empty PostgreSQL database). Then
 * ~200 calls through real HTTP on loopback for a page of 10 of one status, by users picked across the
 * 10,000. Prints p50 and p95 beside the target (p95 < 30 ms) and the load average. The order list
 * cache is off (ORDER_LIST_CACHE_MS=0): each call reads its page from the database, as a page nobody
 * read in the last seconds is (decision 0041).
 * `npx tsx bench/accountOrders.ts [customers]` (100 orders each).
 */
import { execFileSync } from "node:child_process";
import { DEMO_PASSWORD } from "@portal/db";
import { type SQL, sql } from "drizzle-orm";
import { percentile, report, startBenchServer } from "./lib/server.js";

const CUSTOMERS = Number(process.argv[2] ?? 10_000);
const PER_USER = 100;
const CALLERS = 20;
const CALLS = 200;
const WARMUP = 20;
const TARGET_P95_MS = 30;

const load = () =>
  execFileSync("uptime", { encoding: "utf8" })
    .trim()
    .replace(/^.*load/, "load");

const server = await startBenchServer({ BRAND: "Wholesale", ORDER_LIST_CACHE_MS: "0" });
try {
  const db = server.database.db;
  // PGlite and node-postgres both answer with `rows`.
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const columns = async (table: string) =>
    (
      await rows<{ column_name: string }>(sql`
        select column_name from information_schema.columns
        where table_name = ${table} and table_schema = current_schema() and is_identity = 'NO' and is_generated = 'NEVER'
        order by ordinal_position`)
    ).map((r) => r.column_name);
  // Copies of a seeded customer and its user (same password), each customer with its own user.
  const started = performance.now();
  const [template] = await rows<{ id: number; customer_id: number }>(
    sql`select id, customer_id from users where username = 'buyer2' and franchise = 'Wholesale'`,
  );
  const customerCols = (await columns("customers")).filter((c) => c !== "company_name");
  await db.execute(
    sql.raw(`insert into customers (company_name, ${customerCols.join(", ")})
      select 'Bench Company ' || g, ${customerCols.map((c) => `c.${c}`).join(", ")}
      from customers c, generate_series(1, ${CUSTOMERS}) g where c.id = ${template!.customer_id}`),
  );
  const userCols = (await columns("users")).filter((c) => !["username", "email", "customer_id"].includes(c));
  await db.execute(
    sql.raw(`insert into users (username, email, customer_id, ${userCols.join(", ")})
      select 'bench' || n.g, 'bench' || n.g || '@bench.example', n.id, ${userCols.map((c) => `u.${c}`).join(", ")}
      from users u, (select id, row_number() over (order by id) as g from customers where company_name like 'Bench Company %') n
      where u.id = ${template!.id}`),
  );
  await db.execute(sql`
    insert into orders (user_id, placed_by, customer_id, franchise, status, placed_at, production_date, ship_date,
      items_cents, subtotal_cents, freight_cents, tax_cents, total_cents, shipping_method, shipping_method_text,
      payment_kind, ship_first_name, ship_last_name, ship_address1, ship_city, ship_state, ship_zip, ship_country,
      ship_residential)
    select u.id, u.id, u.customer_id, u.franchise,
      (array['ordered', 'shipped', 'invoiced', 'invoiced', 'cancelled'])[1 + g % 5],
      now() - ((g * 97 + u.id) || ' minutes')::interval, current_date, current_date + 1,
      10000 + g % 5000, 10000 + g % 5000, 2495, 0, 12495 + g % 5000, 'FEDEX_GROUND', 'FedEx Ground',
      'card', u.first_name, u.last_name, '1 Bench St', 'Chicago', 'IL', '60601', 'US', false
    from users u, generate_series(1, ${PER_USER}) g
    where u.username like 'bench%' and u.franchise = 'Wholesale'`);
  await db.execute(sql`analyze`);
  const [{ n }] = (await rows<{ n: number }>(sql`select count(*)::int as n from orders`)) as [{ n: number }];
  console.log(
    `${server.database.kind}: ${n.toLocaleString("en-US")} orders of ${CUSTOMERS.toLocaleString("en-US")} customers made in ${Math.round(performance.now() - started)} ms`,
  );

  // Callers across the customers, each signed in once.
  const callers: { Id: number; JwtToken: string }[] = [];
  for (let i = 0; i < CALLERS; i++) {
    const username = `bench${1 + Math.floor((i * CUSTOMERS) / CALLERS)}`;
    const login = await fetch(`${server.url}/api/users/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password: DEMO_PASSWORD, Franchise: "Wholesale" }),
    });
    const body = (await login.json()) as { Status: string; Data: { Id: number; JwtToken: string } };
    if (body.Status !== "ok") throw new Error(`${username} could not sign in: ${JSON.stringify(body)}`);
    callers.push(body.Data);
  }

  const call = async (i: number) => {
    const me = callers[i % CALLERS]!;
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/Store/AccountOrders`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${me.JwtToken}` },
      body: JSON.stringify({ userId: me.Id, Type: "invoiced", page: 1 + (i % 4), pageSize: 10 }),
    });
    const body = (await res.json()) as { Status: string; Data: { Orders: unknown[]; Total: number } };
    if (body.Status !== "ok" || body.Data.Orders.length !== 10) throw new Error(`unexpected reply ${res.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < WARMUP; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) times.push(await call(i));
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  report(
    `AccountOrders (${server.database.kind}), page of 10 among ${n.toLocaleString("en-US")} orders of ${CUSTOMERS.toLocaleString("en-US")} customers`,
    `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${CALLS} calls, one at a time; ${load()}`,
    `p95 < ${TARGET_P95_MS} ms`,
    p95 < TARGET_P95_MS,
  );
} finally {
  await server.close();
}
