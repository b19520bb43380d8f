/**
 * Store/GetPricing throughput: a signed-in user prices a 20-item project (every product type) for
 * ~10 s over 10 connections, through real HTTP on loopback against the whole app on a migrated and
 * seeded in-memory PGlite. A bare Fastify route returning {ok:true} is measured the same way in the
 * same run, so the ratio says how much of the plain HTTP budget pricing keeps.
 * Targets: GetPricing at least 50% of the bare route's requests per second, p99 under 10 ms.
 * A measurement, not a test: it always exits 0. `npx tsx bench/pricing.ts [seconds]`
 */
import type { AddressInfo } from "node:net";
import { DEMO_PASSWORD } from "@portal/db";
import autocannon from "autocannon";
import Fastify from "fastify";
import { report, startBenchServer } from "./lib/server.js";

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 10;
const RATIO_TARGET = 50;
const P99_TARGET_MS = 10;

const rigid = {
  product_type: "rigid",
  sides: "1",
  round_corners: "none",
  holes: "none",
  Rotate: "no",
  MaterialSheetSize: "48,96",
};
/** A 20-item project as the portal sends it: adhesive, rigid, wallcoverings, windows, magnets, rolls, stakes. */
const ITEMS: Record<string, unknown>[] = [
  { ItemNo: "ADH-CAL", product_type: "adhesive", InchWidth: 24, InchHeight: 36, Quantity: 10, LaminateType: "gloss" },
  { ItemNo: "ADH-CAST", product_type: "adhesive", InchWidth: 48, InchHeight: 96, Quantity: 3, cut_finish: "embedded" },
  { ItemNo: "ADH-WRAP", product_type: "adhesive", InchWidth: 60, InchHeight: 200, Quantity: 2, LaminateType: "gloss" },
  {
    ItemNo: "ADH-FLOOR",
    product_type: "adhesive",
    InchWidth: 36,
    InchHeight: 36,
    Quantity: 4,
    LaminateType: "antislip",
  },
  { ItemNo: "ADH-WALL", product_type: "adhesive", InchWidth: 48, InchHeight: 120, Quantity: 1, LaminateType: "matte" },
  { ItemNo: "ADH-ROUGH", product_type: "adhesive", InchWidth: 48, InchHeight: 48, Quantity: 2, cut_finish: "square" },
  { ...rigid, ItemNo: "ACM-3MM", InchWidth: 24, InchHeight: 18, Quantity: 10, sides: "2", MaterialSheetSize: "48,96" },
  { ...rigid, ItemNo: "ACM-6MM", InchWidth: 60, InchHeight: 120, Quantity: 2, holes: "4", MaterialSheetSize: "60,120" },
  { ...rigid, ItemNo: "COREX-4MM", InchWidth: 18, InchHeight: 24, Quantity: 50, grommets: "4", Rotate: "yes" },
  { ...rigid, ItemNo: "COREX-10MM", InchWidth: 24, InchHeight: 36, Quantity: 6, MaterialSheetSize: "48,96" },
  { ...rigid, ItemNo: "ACM-3MM", InchWidth: 12, InchHeight: 12, Quantity: 100, MaterialSheetSize: "60,120" },
  { ItemNo: "WALL-T2", product_type: "Wallcoverings", InchWidth: 120, InchHeight: 96, Quantity: 1, Overlap: "0.25" },
  { ItemNo: "WALL-PSF", product_type: "Wallcoverings", InchWidth: 200, InchHeight: 108, Quantity: 2, Overlap: 0.5 },
  { ItemNo: "WIN-CLEAR", product_type: "Window Decoration", InchWidth: 40, InchHeight: 30, Quantity: 3 },
  { ItemNo: "WIN-PERF", product_type: "Window Decoration", InchWidth: 53, InchHeight: 60, Quantity: 2 },
  { ItemNo: "WIN-FROST", product_type: "Window Decoration", InchWidth: 36, InchHeight: 12, Quantity: 8 },
  { ItemNo: "MAG-30", product_type: "Magnetic", InchWidth: 24, InchHeight: 12, Quantity: 4, round_corners: "0.5" },
  { ItemNo: "ROLL-T2", product_type: "Rolled", Quantity: 2, rollSize: "52x120" },
  { ItemNo: "ROLL-VINYL", product_type: "Rolled", Quantity: 1, rollSize: "24x120" },
  { ItemNo: "STK-H-10X30", product_type: "misc", Quantity: 50 },
];

interface Measured {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(options: autocannon.Options): Promise<Measured> {
  // The load comes from a worker thread, so it does not share the server's event loop.
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, workers: 1, ...options });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function bareRoute() {
  const bare = Fastify({ logger: false });
  bare.get("/bare", async () => ({ ok: true }));
  await bare.listen({ port: 0, host: "127.0.0.1" });
  const { port } = bare.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/bare`, close: () => bare.close() };
}

async function run(): Promise<{ pricing: Measured; bare: Measured }> {
  const server = await startBenchServer();
  try {
    const login = await fetch(`${server.url}/api/users/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "buyer", password: DEMO_PASSWORD, Franchise: "Wholesale" }),
    });
    const session = ((await login.json()) as { Data: { Id: number; JwtToken: string } }).Data;
    const body = JSON.stringify(ITEMS.map((item) => ({ ...item, userId: session.Id })));
    const headers = { "content-type": "application/json", authorization: `Bearer ${session.JwtToken}` };
    const url = `${server.url}/api/Store/GetPricing`;

    const check = await fetch(url, { method: "POST", headers, body });
    const reply = (await check.json()) as { Status: string; Message?: string; Data?: { Total: number }[] };
    if (check.status !== 200 || reply.Data?.length !== ITEMS.length) {
      throw new Error(`GetPricing answered ${check.status} ${reply.Status}: ${reply.Message ?? ""}`);
    }
    const total = reply.Data.reduce((sum, item) => sum + item.Total, 0);
    console.log(`project of ${ITEMS.length} items prices at ${total} cents`);

    await measure({ url, method: "POST", headers, body, duration: 2 }); // warm-up, not counted
    const pricing = await measure({ url, method: "POST", headers, body });

    const plain = await bareRoute();
    try {
      await measure({ url: plain.url, duration: 2 });
      return { pricing, bare: await measure({ url: plain.url }) };
    } finally {
      await plain.close();
    }
  } finally {
    await server.close();
  }
}

let pricing: Measured | undefined;
let bare: Measured | undefined;
try {
  ({ pricing, bare } = await run());
} catch (err) {
  console.error("pricing benchmark failed:", err);
}

if (pricing && bare) {
  const ratio = (pricing.rps / bare.rps) * 100;
  console.log(
    `GetPricing ${ITEMS.length} items: ${Math.round(pricing.rps)} req/s, p99 ${pricing.p99.toFixed(1)} ms | bare route ${Math.round(bare.rps)} req/s | ratio ${ratio.toFixed(0)}% (target >= ${RATIO_TARGET}%) | p99 target < ${P99_TARGET_MS} ms`,
  );
  if (pricing.non2xx + pricing.errors + bare.non2xx + bare.errors > 0) {
    console.log(
      `failed replies: GetPricing ${pricing.non2xx} non-2xx, ${pricing.errors} errors; bare ${bare.non2xx} non-2xx, ${bare.errors} errors`,
    );
  }
  report("GetPricing vs bare route", `${ratio.toFixed(0)}%`, `>= ${RATIO_TARGET}%`, ratio >= RATIO_TARGET);
  report("GetPricing p99", `${pricing.p99.toFixed(1)} ms`, `< ${P99_TARGET_MS} ms`, pricing.p99 < P99_TARGET_MS);
}
process.exit(0);
