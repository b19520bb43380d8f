/**
 * Store/AccountOrders with many orders: 100,000 orders for one user (one bulk insert with
 * generate_series, statuses spread over the five values), then ~200 calls for a page of 10 of one
 * status through real HTTP on loopback. Prints p50 and p95 beside the target (p95 under 30 ms).
 */
import { DEMO_PASSWORD } from "@portal/db";
import { sql } from "drizzle-orm";
import { percentile, report, startBenchServer } from "./lib/server.js";

const ORDERS = 100_000;
const CALLS = 200;
const WARMUP = 20;
const TARGET_P95_MS = 30;

const server = await startBenchServer({ BRAND: "Wholesale" });
try {
  const db = server.database.db;
  const login = await fetch(`${server.url}/api/users/authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "buyer2", password: DEMO_PASSWORD, Franchise: "Wholesale" }),
  });
  const { Data: me } = (await login.json()) as { Data: { Id: number; JwtToken: string } };

  const started = performance.now();
  await db.execute(sql`
    insert into orders (user_id, placed_by, customer_id, franchise, status, placed_at, production_date, ship_date,
      items_cents, subtotal_cents, freight_cents, tax_cents, total_cents, shipping_method, shipping_method_text,
      payment_kind, ship_first_name, ship_last_name, ship_address1, ship_city, ship_state, ship_zip, ship_country,
      ship_residential)
    select u.id, u.id, u.customer_id, u.franchise,
      (array['ordered', 'shipped', 'invoiced', 'invoiced', 'cancelled'])[1 + g % 5],
      now() - (g || ' minutes')::interval, current_date, current_date + 1,
      10000 + g % 5000, 10000 + g % 5000, 2495, 0, 12495 + g % 5000, 'FEDEX_GROUND', 'FedEx Ground',
      'card', u.first_name, u.last_name, '1 Bench St', 'Chicago', 'IL', '60601', 'US', false
    from users u, generate_series(1, ${ORDERS}) g
    where u.id = ${me.Id}`);
  await db.execute(sql`analyze orders`);
  console.log(`inserted ${ORDERS} orders in ${Math.round(performance.now() - started)} ms`);

  const call = async (page: number) => {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/Store/AccountOrders`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${me.JwtToken}` },
      body: JSON.stringify({ userId: me.Id, Type: "invoiced", page, pageSize: 10 }),
    });
    const body = (await res.json()) as { Status: string; Data: { Orders: unknown[]; Total: number } };
    if (body.Status !== "ok" || body.Data.Orders.length !== 10) throw new Error(`unexpected reply ${res.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < WARMUP; i++) await call(1 + (i % 5));
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) times.push(await call(1 + (i % 5)));
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  report(
    "AccountOrders, page of 10 among 100,000 orders",
    `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${CALLS} calls`,
    `p95 < ${TARGET_P95_MS} ms`,
    p95 < TARGET_P95_MS,
  );
} finally {
  await server.close();
}
