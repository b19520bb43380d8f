/**
 * Place Order under load: 20 buyers, each with a 20-line cart, check out at the same time, 5 rounds,
 * through real HTTP on loopback, on a migrated and seeded in-memory PGlite (or, with DATABASE_URL, that
 * empty PostgreSQL database: `node scripts/with-postgres.mjs npx tsx bench/checkout.ts`). Prints p50 and
 * p95 beside the target (p95 under 250 ms), the CPU per checkout and the load. Then a round where every
 * buyer submits twice at once with one IdempotencyKey, and the counts: every checkout made exactly one
 * order and one charge (none lost, none doubled). The buyers' calls come from a thread of their own
 * (lib/clientThread.ts), and the CPU per checkout printed is the server's: the process's less that thread's.
 */
import { randomUUID } from "node:crypto";
import { DEMO_PASSWORD } from "@portal/db";
import { cartItems, customers, orderPayments, orders, users } from "@portal/db/schema";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type SandboxEvent, SandboxGateway } from "../apps/server/src/platform/payments/sandbox.js";
import { cpuMeter, uptime } from "./lib/cpu.js";
import { startClientThread } from "./lib/clientThread.js";
import { percentile, report, startBenchServer } from "./lib/server.js";

interface Placing {
  token: string;
  key: string;
}
interface Placed {
  ms: number;
  status: number;
  data: number;
  message: string | undefined;
}

/**
 * The buyers' side in a thread of its own (a server never builds its callers' requests nor reads their
 * replies): each message is a set of Place Orders sent at once, answered with each one's time and reply.
 */
const CLIENT = `
async function place({ token, key }) {
  const started = performance.now();
  const res = await fetch(workerData.url + "/api/Store/Checkout", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer " + token },
    body: JSON.stringify({ ...workerData.body, IdempotencyKey: key }),
  });
  const reply = await res.json();
  return { ms: performance.now() - started, status: res.status, data: reply.Data, message: reply.Message };
}
const handle = (placings) => Promise.all(placings.map(place));
`;

const BUYERS = 20;
const LINES = 20;
const ROUNDS = 5;
const TARGET_P95_MS = 250;
const NEXT_YEAR = String(new Date().getFullYear() + 1);

/** 20 lines of the kinds a trade cart holds: film, rigid panels, wallcovering, stakes, a service. */
function cartLines(userId: number) {
  const lines = [];
  for (let i = 0; i < LINES; i++) {
    const base = { userId, filename: `job-${i}.pdf`, priceCents: 1 };
    switch (i % 5) {
      case 0:
        lines.push({
          ...base,
          itemNo: "ADH-CAST",
          itemDesc: "Cast Vinyl",
          productType: "adhesive",
          quantity: 2 + i,
          fields: { InchWidth: 24, InchHeight: 36, LaminateType: "gloss", sides: "1" },
        });
        break;
      case 1:
        lines.push({
          ...base,
          itemNo: "COREX-4MM",
          itemDesc: "4 mm Corex",
          productType: "rigid",
          quantity: 10,
          fields: { InchWidth: 24, InchHeight: 18, MaterialSheetSize: "48,96", Rotate: "no", LaminateType: "none" },
        });
        break;
      case 2:
        lines.push({
          ...base,
          itemNo: "WALL-T2",
          itemDesc: "Type II Commercial Wallcovering",
          productType: "Wallcoverings",
          quantity: 1,
          fields: { InchWidth: 120, InchHeight: 96, Overlap: 0.25, LaminateType: "none" },
        });
        break;
      case 3:
        lines.push({
          ...base,
          itemNo: "STK-H-10X30",
          itemDesc: "H-Stake",
          productType: "misc",
          quantity: 10,
          fields: {},
        });
        break;
      default:
        lines.push({
          ...base,
          itemNo: "ADH-CAL",
          itemDesc: "Calendered Vinyl",
          productType: "adhesive",
          quantity: 1,
          fields: { InchWidth: 48, InchHeight: 24, LaminateType: "none" },
        });
    }
  }
  return lines;
}

const events: SandboxEvent[] = [];
SandboxGateway.observers.add((e) => events.push(e));

const server = await startBenchServer({ LOGIN_MAX_FAILURES: "1000", LOGIN_MAX_FAILURES_PER_ADDRESS: "100000" });
const db = server.database.db;
const latencies: number[] = [];
let failures = 0;
let submitted = 0;
try {
  // ---- 20 buyers of one customer (no approval on this brand), signed in through the real call
  const [template] = await db.select().from(users).where(eq(users.username, "buyer2"));
  const [customer] = await db
    .insert(customers)
    .values({ franchise: "Wholesale", companyName: "Bench Signs LLC" })
    .returning({ id: customers.id });
  const buyers = await db
    .insert(users)
    .values(
      Array.from({ length: BUYERS }, (_, i) => ({
        customerId: customer!.id,
        franchise: "Wholesale",
        username: `bench${i}`,
        passwordHash: template!.passwordHash,
        firstName: "Bench",
        lastName: `Buyer ${i}`,
        email: `bench${i}@bench.example`,
      })),
    )
    .returning({ id: users.id, username: users.username });
  const tokens = new Map<number, string>();
  for (const b of buyers) {
    const res = await fetch(`${server.url}/api/users/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: b.username, password: DEMO_PASSWORD, Franchise: "Wholesale" }),
    });
    tokens.set(b.id, (await res.json()).Data.JwtToken);
  }
  const ids = buyers.map((b) => b.id);
  const fill = async () => {
    await db.delete(cartItems).where(inArray(cartItems.userId, ids));
    await db.insert(cartItems).values(ids.flatMap(cartLines));
  };

  const body = {
    Billing: {
      CCkey: "0",
      Name: "Bench Buyer",
      CardNo: "4242424242424242",
      CVV: "123",
      MonthExpire: "11",
      YearExpire: NEXT_YEAR,
      Address: "90 E Erie St",
      City: "Milwaukee",
      State: "WI",
      Zip: "53202",
      Country: "US",
    },
    Shipping: {
      FirstName: "Bench",
      LastName: "Buyer",
      Address1: "90 E Erie St",
      City: "Milwaukee",
      State: "WI",
      Zip: "53202",
      Country: "US",
      PhoneNumber: "(414) 555-0144",
      Residential: false,
    },
    ShippingMethod: "FEDEX_GROUND",
    ConfirmConform: true,
  };
  const client = await startClientThread<Placing[], Placed[]>(CLIENT, { url: server.url, body });
  /** The placings at once from the client thread; what the client thread's CPU was, in ms (null off Linux). */
  const checkouts = async (placings: { userId: number; key: string }[], timed: boolean) => {
    const { reply, cpuMs } = await client.request(
      placings.map(({ userId, key }) => ({ token: tokens.get(userId)!, key })),
    );
    for (const placed of reply) {
      submitted++;
      if (timed) latencies.push(placed.ms);
      if (placed.status !== 200) {
        failures++;
        console.error(`checkout failed: ${placed.status} ${placed.message}`);
      }
    }
    return { numbers: reply.map((placed) => placed.data), clientCpuMs: cpuMs };
  };

  // Warm-up (not counted): one checkout.
  await fill();
  await checkouts([{ userId: ids[0]!, key: randomUUID() }], false);

  let cpuMs = 0;
  let clientMs: number | null = 0;
  let postgresMs: number | undefined;
  for (let r = 0; r < ROUNDS; r++) {
    await fill();
    const cpuUsed = await cpuMeter(server.database);
    const { clientCpuMs } = await checkouts(
      ids.map((userId) => ({ userId, key: randomUUID() })),
      true,
    );
    const used = await cpuUsed();
    cpuMs += used.processMs;
    clientMs = clientMs === null || clientCpuMs === null ? null : clientMs + clientCpuMs;
    if (used.postgresMs !== undefined) postgresMs = (postgresMs ?? 0) + used.postgresMs;
  }
  const load = uptime();
  // Double submits: each buyer sends the same Place Order twice at once.
  await fill();
  const keys = ids.map((userId) => ({ userId, key: randomUUID() }));
  const { numbers } = await checkouts(
    keys.flatMap((placing) => [placing, placing]),
    false,
  );
  // Both of a pair failing is not "one number": each must have answered the same defined order number.
  const pairs = keys.map((_, i) => numbers[2 * i] !== undefined && numbers[2 * i] === numbers[2 * i + 1]);
  await client.terminate();

  // Only the bench buyers' orders: the demo seed has orders of its own.
  const [{ n: orderCount, total }] = (await db
    .select({ n: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint` })
    .from(orders)
    .where(inArray(orders.userId, ids))) as [{ n: number; total: number }];
  const [{ n: paymentRows }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderPayments)
    .innerJoin(orders, eq(orderPayments.orderId, orders.id))
    .where(and(eq(orderPayments.status, "charged"), inArray(orders.userId, ids)))) as [{ n: number }];
  const charges = events.filter((e) => e.kind === "charge" && e.ok && !e.replayed);
  const charged = charges.reduce((sum, e) => sum + (e.kind === "charge" ? e.amountCents : 0), 0);
  const expectedOrders = 1 + BUYERS * ROUNDS + BUYERS;

  latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  const on = server.database.kind === "postgres" ? "PostgreSQL" : "embedded PGlite";
  console.log(
    `${latencies.length} checkouts of ${LINES}-line carts, ${BUYERS} at a time on ${on}: p50 ${p50.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
  );
  // On a busy machine the times include waiting for a core; the CPU per checkout says what one costs whatever the load.
  const server_ = on === "PostgreSQL" ? "API" : "API, database";
  const perCheckout = (ms: number) => `${(ms / latencies.length).toFixed(1)} ms`;
  console.log(
    `CPU per checkout: ${
      clientMs === null
        ? `this process (client thread, ${server_}) ${perCheckout(cpuMs)}`
        : `server (${server_}) ${perCheckout(cpuMs - clientMs)}, bench client thread ${perCheckout(clientMs)}`
    }${postgresMs === undefined ? "" : `, PostgreSQL backends ${perCheckout(postgresMs)}`}; ${load}`,
  );
  report(
    `checkout p95 (20 concurrent, 20 lines, ${on})`,
    `${p95.toFixed(1)} ms`,
    `< ${TARGET_P95_MS} ms`,
    p95 < TARGET_P95_MS,
  );
  console.log(
    `requests ${submitted} (${BUYERS} of them double submits), failed ${failures}; orders ${orderCount}, gateway charges ${charges.length}, charged payment rows ${paymentRows}, voids ${events.filter((e) => e.kind === "void").length}`,
  );
  report(
    "orders: none lost, none doubled",
    `${orderCount} orders for ${expectedOrders} checkouts; double submits answered one number: ${pairs.every(Boolean)}`,
    `${expectedOrders}`,
    orderCount === expectedOrders && pairs.every(Boolean),
  );
  report(
    "charges: one per order",
    `${charges.length} charges, ${charged} cents; orders total ${Number(total)} cents`,
    `${expectedOrders} charges, equal sums`,
    charges.length === expectedOrders && paymentRows === expectedOrders && charged === Number(total),
  );
} finally {
  await server.close();
}
