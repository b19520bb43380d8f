/**
 * Kill-between-steps checkout test (issue 18; docs/decisions/0017-checkout-intents.md). Starts the
 * real server as a child process on a fresh data folder, places checkouts through HTTP, and SIGKILLs
 * the process while they run: each round the server is told to stop for good at a step chosen at
 * random (CHECKOUT_PAUSE_AT), and the kill comes as soon as one checkout gets there, with the others
 * wherever they are. Then it starts the server again (start-up reconciles every pending intent),
 * retries every checkout of the round with its IdempotencyKey, and at the end counts from the database:
 *
 *   orders N, charges N, voided M, orphans 0
 *
 * orders: orders placed by the test's buyers; charges: charges left at the gateway (not voided);
 * voided: charges voided; orphans: charges left that belong to no order. Each round has single-card
 * checkouts and one two-card checkout whose second card declines (its first card must end voided), so
 * every charge left must be one order's. Exits 1 when a buyer has two orders or an orphan is found.
 *
 * Run: npm run test:kill   (or npx tsx scripts/checkout-kill-test.ts [rounds], 8 by default)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { DEMO_PASSWORD } from "@portal/db";
import { cartItems, checkoutIntents, customers, orderPayments, orders, sandboxCharges, users } from "@portal/db/schema";
import { and, eq, inArray, isNull, not, sql } from "drizzle-orm";
import { loadConfig } from "../apps/server/src/platform/config.js";
import { startDatabase } from "../apps/server/src/platform/database.js";
import { CHECKOUT_STEPS } from "../apps/server/src/platform/payments/steps.js";
import { SANDBOX_CARDS } from "../apps/server/src/platform/payments/sandbox.js";

const ROUNDS = Number(process.argv[2] ?? 8);
const SINGLE_PER_ROUND = 3;
const ROOT = path.resolve(import.meta.dirname, "..");
const NEXT_YEAR = String(new Date().getFullYear() + 1);
const FRANCHISE = "Wholesale";
// card-2-charged is never reached here: every second card declines.
const STEPS = CHECKOUT_STEPS.filter((s) => s !== "card-2-charged");

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-kill-"));
const baseEnv = {
  ...process.env,
  HOST: "127.0.0.1",
  BRAND: FRANCHISE,
  DATA_DIR: dataDir,
  NODE_ENV: "test",
  LOG_LEVEL: "warn",
  LOGIN_MAX_FAILURES_PER_ADDRESS: "100000",
  RATE_LIMIT_OPEN_CALLS: "100000",
  RATE_LIMIT_PUBLIC_READS: "100000",
};

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// ---- a fresh data folder: migrated, seeded, and one buyer with a one-line cart per checkout
const buyersNeeded = ROUNDS * (SINGLE_PER_ROUND + 1);
const prepared = await startDatabase(loadConfig({ ...baseEnv }));
const pdb = prepared.db;
const [template] = await pdb.select().from(users).where(eq(users.username, "buyer2"));
const [customer] = await pdb
  .insert(customers)
  .values({ franchise: FRANCHISE, companyName: "Kill Test Signs LLC" })
  .returning({ id: customers.id });
const buyers = await pdb
  .insert(users)
  .values(
    Array.from({ length: buyersNeeded }, (_, i) => ({
      customerId: customer!.id,
      franchise: FRANCHISE,
      username: `killtest${i}`,
      passwordHash: template!.passwordHash,
      firstName: "Kill",
      lastName: `Test ${i}`,
      email: `killtest${i}@kill.example`,
    })),
  )
  .returning({ id: users.id, username: users.username });
await pdb.insert(cartItems).values(
  buyers.map((b) => ({
    userId: b.id,
    itemNo: "ADH-CAL",
    itemDesc: "Calendered Vinyl",
    productType: "adhesive",
    quantity: 2,
    priceCents: 1,
    filename: "kill-test.pdf",
    fields: { InchWidth: 24, InchHeight: 36, LaminateType: "none", sides: "1" },
  })),
);
await prepared.close();

// ---- the server as a child process
interface Server {
  url: string;
  child: ChildProcess;
  paused: Promise<string>;
  exited: Promise<unknown>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn("npx", ["tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: { ...baseEnv, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
    // Its own process group: npx starts tsx, which starts node; the kill takes them all.
    detached: true,
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let stderr = "";
  const paused = new Promise<string>((resolve) => {
    child.stderr!.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      const m = /checkout paused at (\S+)/.exec(stderr);
      if (m) resolve(m[1]!);
    });
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited at start-up:\n${stderr}`);
    try {
      // Health answers once start-up (with its reconciliation) is done.
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, paused, exited };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not start:\n${stderr}`);
}

async function kill(server: Server, signal: "SIGKILL" | "SIGTERM"): Promise<void> {
  if (server.child.pid && server.child.exitCode === null) process.kill(-server.child.pid, signal);
  await server.exited;
}

async function signIn(server: Server, username: string): Promise<string> {
  const res = await fetch(`${server.url}/api/users/authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, Franchise: FRANCHISE }),
  });
  const reply = await res.json();
  if (res.status !== 200) throw new Error(`sign-in of ${username}: ${res.status} ${reply.Message}`);
  return reply.Data.JwtToken;
}

interface Checkout {
  username: string;
  key: string;
  twoCards: boolean;
}

function checkoutBody(c: Checkout): Record<string, unknown> {
  const base = {
    Billing: {
      CCkey: "0",
      Name: "Kill Test",
      CardNo: SANDBOX_CARDS.visa,
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
      FirstName: "Kill",
      LastName: "Test",
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
    IdempotencyKey: c.key,
  };
  if (!c.twoCards) return base;
  // $1.00 on the first card, the rest on a card that declines when charged: the first must be voided.
  return {
    ...base,
    FirstCardAmount: 1,
    SecondCardAmount: 0, // set from the total below
    SecondName: "Kill Test",
    SecondCardNo: SANDBOX_CARDS.declinesOnCharge,
    SecondCVV: "123",
    SecondMonthExpire: "11",
    SecondYearExpire: NEXT_YEAR,
    SecondAddress: "90 E Erie St",
    SecondCity: "Milwaukee",
    SecondState: "WI",
    SecondZip: "53202",
  };
}

/** Places a checkout; the reply, or 'no reply' when the server died first. */
async function place(server: Server, token: string, c: Checkout, totalCents: number): Promise<string> {
  const body = checkoutBody(c);
  if (c.twoCards) body.SecondCardAmount = (totalCents - 100) / 100;
  try {
    const res = await fetch(`${server.url}/api/Store/Checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const reply = await res.json();
    return res.status === 200 ? `order ${reply.Data}` : `${res.status} ${reply.Message}`;
  } catch {
    return "no reply";
  }
}

async function cartTotal(server: Server, token: string): Promise<number> {
  const post = async (p: string, body: unknown) =>
    (
      await fetch(`${server.url}/api/Store/${p}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      })
    ).json();
  const cart = (await post("GetCart", {})).Data;
  const rates = (await post("GetShippingRates", checkoutBody({ username: "", key: "", twoCards: false }).Shipping))
    .Data as { Method: string; FreightCents: number; TaxCents: number }[];
  const rate = rates.find((r) => r.Method === "FEDEX_GROUND")!;
  return cart.TotalCents + rate.FreightCents + rate.TaxCents;
}

// ---- the rounds
const kills: string[] = [];
let next = 0;
for (let round = 0; round < ROUNDS; round++) {
  const step = STEPS[Math.floor(Math.random() * STEPS.length)]!;
  const batch: Checkout[] = Array.from({ length: SINGLE_PER_ROUND + 1 }, (_, i) => ({
    username: buyers[next + i]!.username,
    key: randomUUID(),
    twoCards: i === SINGLE_PER_ROUND,
  }));
  next += batch.length;

  const server = await startServer({ CHECKOUT_PAUSE_AT: step });
  const tokens = await Promise.all(batch.map((c) => signIn(server, c.username)));
  const totals = await Promise.all(batch.map((c, i) => (c.twoCards ? cartTotal(server, tokens[i]!) : 0)));
  const replies = Promise.all(batch.map((c, i) => place(server, tokens[i]!, c, totals[i]!)));
  // Killed as soon as a checkout stops at the step (the others are wherever they are), or, when none
  // reaches it (a step this round's checkouts do not have), once every reply is in.
  const reached = await Promise.race([server.paused, replies.then(() => "")]);
  await kill(server, "SIGKILL");
  const before = await replies;
  kills.push(reached || `${step} (not reached)`);

  const again = await startServer({ CHECKOUT_RECONCILE_GRACE_SECONDS: "0" });
  const retried = await Promise.all(
    batch.map(async (c, i) => place(again, await signIn(again, c.username), c, totals[i]!)),
  );
  await kill(again, "SIGTERM");
  console.log(
    `round ${round + 1}: killed at ${kills.at(-1)}; replies ${before.join(" | ")}; retried ${retried.join(" | ")}`,
  );
}

// ---- the count
const counted = await startDatabase(loadConfig({ ...baseEnv }));
const db = counted.db;
const ids = buyers.map((b) => b.id);
const placed = await db
  .select({ userId: orders.userId, n: sql<number>`count(*)::int` })
  .from(orders)
  .where(inArray(orders.userId, ids))
  .groupBy(orders.userId);
const orderCount = placed.reduce((sum, r) => sum + r.n, 0);
const doubled = placed.filter((r) => r.n > 1).length;
const notDemo = not(sql`${sandboxCharges.id} like 'ch_demo_%'`);
const live = await db
  .select({ id: sandboxCharges.id })
  .from(sandboxCharges)
  .where(and(eq(sandboxCharges.outcome, "charged"), isNull(sandboxCharges.voidedAt), notDemo));
const [{ voided }] = (await db
  .select({ voided: sql<number>`count(*)::int` })
  .from(sandboxCharges)
  .where(and(eq(sandboxCharges.outcome, "charged"), sql`${sandboxCharges.voidedAt} is not null`, notDemo))) as [
  { voided: number },
];
const paid = new Set(
  (
    await db
      .select({ chargeId: orderPayments.chargeId })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(and(inArray(orders.userId, ids), eq(orderPayments.status, "charged")))
  ).map((r) => r.chargeId),
);
const orphans = live.filter((c) => !paid.has(c.id)).length;
const [{ pending }] = (await db
  .select({ pending: sql<number>`count(*)::int` })
  .from(checkoutIntents)
  .where(inArray(checkoutIntents.state, ["pending", "charged"]))) as [{ pending: number }];
await counted.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const singles = ROUNDS * SINGLE_PER_ROUND;
console.log(
  `${ROUNDS} rounds, ${singles} single-card and ${ROUNDS} two-card checkouts (second card declines); SIGKILL at: ${kills.join(", ")}`,
);
console.log(
  `buyers with two orders: ${doubled}; single-card checkouts without their order: ${singles - orderCount}; intents left pending: ${pending}`,
);
console.log(`orders ${orderCount}, charges ${live.length}, voided ${voided}, orphans ${orphans}`);
if (orphans > 0 || doubled > 0 || pending > 0 || orderCount !== singles || live.length !== orderCount) process.exit(1);
