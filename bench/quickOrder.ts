/**
 * Quick order (docs/product/quick-order.md): a 500-row CSV checked and priced by
 * POST /api/Store/QuickOrderCheck through real HTTP, on a migrated and seeded in-memory PGlite (or,
 * with DATABASE_URL, that empty PostgreSQL database). Target: under 2 s a call (median of the runs
 * after one warm-up). Rows mix adhesive, rigid and window materials over 20 library files.
 * A measurement, not a test: it always exits 0. `npx tsx bench/quickOrder.ts [runs]`
 */
import { DEMO_PASSWORD } from "@portal/db";
import { libraryFiles, preflightReports } from "@portal/db/schema";
import { percentile, report, startBenchServer } from "./lib/server.js";

const RUNS = Number(process.argv[2] ?? 5);
const ROWS = 500;
const FILES = 20;

const KINDS = [
  "adhesive,ADH-CAL,24,36,{q},none,square,",
  "adhesive,ADH-CAST,48,72,{q},gloss,square,",
  "rigid,COREX-4MM,24,36,{q},none,,48,96",
  "rigid,ACM-3MM,16,24,{q},none,,60,120",
  "Window Decoration,WIN-CLEAR,20,30,{q},none,,",
];

const server = await startBenchServer({ BRAND: "Wholesale" });
try {
  const signIn = await fetch(`${server.url}/api/users/authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "buyer", password: DEMO_PASSWORD, Franchise: "" }),
  });
  const user = (await signIn.json()).Data as { Id: number; JwtToken: string };
  for (let i = 0; i < FILES; i++) {
    const [file] = await server.database.db
      .insert(libraryFiles)
      .values({
        userId: user.Id,
        folderPath: `/ImgLibrary/${user.Id}`,
        name: `art-${i}.pdf`,
        size: 1000,
        sha256: "0".repeat(64),
        kind: "pdf",
        storageKey: `bench/art-${i}.pdf`,
      })
      .returning();
    await server.database.db.insert(preflightReports).values({
      fileId: file!.id,
      status: "done",
      report: { widthIn: 24, heightIn: 36, minEffectivePpi: 300, hasWhitespace: false },
      toolbox: { cut_contour: false, route: false, thru: false, embedded_fonts: false },
    });
  }
  const lines = [
    "File,Product type,Material,Width,Height,Quantity,LaminateType,cut_finish,MaterialSheetSize,size,sides,round_corners,holes,grommets",
  ];
  for (let i = 0; i < ROWS; i++) {
    const kind = KINDS[i % KINDS.length]!.replace("{q}", String(1 + (i % 25)));
    const [pt, item, w, h, q, lam, cut, sw, sh] = kind.split(",");
    const sheet = sw ? `"${sw},${sh}"` : "";
    const rigid = pt === "rigid" ? ["custom", "1", "none", "none", "none"] : ["", "", "", "", ""];
    lines.push([`art-${i % FILES}.pdf`, pt, item, w, h, q, lam, cut, sheet, ...rigid].join(","));
  }
  const body = JSON.stringify({ FileName: "bench.csv", Content: Buffer.from(lines.join("\n")).toString("base64") });
  const call = async () => {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/Store/QuickOrderCheck`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.JwtToken}` },
      body,
    });
    const data = (await res.json()).Data as { GoodRows: number; Rows: { Errors: string[] }[] };
    return { ms: performance.now() - started, data };
  };
  const warm = await call();
  const bad = warm.data.Rows.filter((r) => r.Errors.length > 0);
  if (bad.length > 0) console.log(`rows with errors: ${bad.length}, first: ${bad[0]!.Errors.join("; ")}`);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await call()).ms);
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  report(
    `QuickOrderCheck, ${ROWS} rows (${warm.data.GoodRows} priced), median of ${RUNS}`,
    `${median.toFixed(0)} ms (max ${times.at(-1)!.toFixed(0)} ms)`,
    "< 2000 ms",
    median < 2000,
  );
} finally {
  await server.close();
}
