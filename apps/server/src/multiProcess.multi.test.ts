import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ORDER_PLACED } from "@portal/contract";
import { type Database, openDatabase } from "@portal/db";
import { orders } from "@portal/db/schema";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addLine, adhesive, clearLines } from "./modules/cart/cart.testkit.js";
import { billing, shipping } from "./modules/checkout/checkout.testkit.js";
import {
  newToken,
  place,
  tusCreate,
  tusHead,
  tusHeaders,
  tusPatch,
  waitForPreflight,
} from "./modules/library/library.testkit.js";
import type { TestApp } from "./test/harness.js";
import { startTestS3, type TestS3 } from "./test/s3Server.js";
import { type SignedIn, signIn } from "./test/signIn.js";

/**
 * Several processes on one PostgreSQL server and one S3 bucket, as docs/DEPLOY.md runs them: two
 * API processes (TAKE_JOBS=false) and one worker (`--worker`), each a real `node` process running
 * the built server (dist/main.js, as the package scripts run it), with STORAGE=s3 against s3rver. Run by `npm run test:multi` (which starts the
 * PostgreSQL server) and by .ci/run.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const MiB = 1024 * 1024;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

interface Proc {
  name: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

/** An HTTP client with the test harness's post/get shape, against a listening process. */
function client(base: string): TestApp {
  const call = async (method: string, url: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: method === "POST" ? { "content-type": "application/json", ...headers } : headers,
      body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
    });
    const raw = Buffer.from(await res.arrayBuffer());
    const text = raw.toString("utf8");
    const cookies = res.headers.getSetCookie().map((c) => {
      const [pair] = c.split(";");
      const i = pair!.indexOf("=");
      return { name: pair!.slice(0, i), value: pair!.slice(i + 1) };
    });
    return {
      statusCode: res.status,
      body: text,
      rawPayload: raw,
      headers: { "content-type": res.headers.get("content-type") ?? "" },
      cookies,
      json: () => JSON.parse(text),
    };
  };
  return {
    post: (url: string, body?: unknown, headers?: Record<string, string>) => call("POST", url, body, headers),
    get: (url: string, headers?: Record<string, string>) => call("GET", url, undefined, headers),
  } as unknown as TestApp;
}

describe("two API processes and a worker on PostgreSQL and S3", () => {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("npm run test:multi starts a PostgreSQL server; DATABASE_URL is not set.");
  const dbName = `portal_multi_${process.pid}`;
  const url = adminUrl.replace(/\/[^/?]*(\?|$)/, `/${dbName}$1`);
  let database: Database;
  let s3: TestS3;
  const procs: Proc[] = [];
  const ports: Record<"a" | "b", number> = { a: 0, b: 0 };
  let a: TestApp;
  let b: TestApp;
  const base = (p: "a" | "b") => `http://127.0.0.1:${ports[p]}`;

  function env(extra: Record<string, string>): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      DATABASE_URL: url,
      STORAGE: "s3",
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      HOST: "127.0.0.1",
      ...extra,
    };
  }

  /** Starts `dist/main.js` in a process of its own; resolves once it serves (API) or takes jobs (worker). */
  async function start(name: string, extra: Record<string, string>, args: string[] = []): Promise<Proc> {
    const child = spawn(process.execPath, ["apps/server/dist/main.js", ...args], {
      cwd: root,
      // Each process's connections carry its name (pg_stat_activity.application_name).
      env: env({ PGAPPNAME: name, ...extra }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output: string[] = [];
    let ready: () => void;
    const isReady = new Promise<void>((resolve) => {
      ready = resolve;
    });
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (/serving .* on http|worker taking jobs/.test(text)) ready();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const proc = { name, child, output, exited };
    procs.push(proc);
    const failed = exited.then((code) => {
      throw new Error(`${name} exited (${code}) before it was ready:\n${output.join("").slice(-3000)}`);
    });
    await Promise.race([isReady, failed]);
    return proc;
  }

  const startApi = (p: "a" | "b") => start(`api-${p}`, { PORT: String(ports[p]), TAKE_JOBS: "false" });

  beforeAll(async () => {
    // The build `npm start` runs first, so the processes run this checkout's sources.
    execFileSync(process.execPath, ["apps/server/build.mjs"], { cwd: root, stdio: "inherit" });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    s3 = await startTestS3();
    ports.a = await freePort();
    ports.b = await freePort();
    // All three start at once on the empty database: one migrates and seeds, the others wait for it.
    await Promise.all([startApi("a"), startApi("b"), start("worker", {}, ["--worker"])]);
    database = await openDatabase({ url, poolSize: 2 });
    a = client(base("a"));
    b = client(base("b"));
  }, 120_000);

  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill("SIGTERM");
    await Promise.all(procs.map((p) => p.exited));
    await database?.close();
    await s3?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  // A failed test shows what the processes logged as errors.
  afterEach(({ task }) => {
    if (task.result?.state !== "fail") return;
    for (const p of procs) {
      const errors = p.output
        .join("")
        .split("\n")
        .filter((l) => /"level":(50|60)/.test(l));
      if (errors.length) console.error(`${p.name}:\n${errors.slice(-5).join("\n")}`);
    }
  });

  it("started at once on an empty database, one process migrated and seeded it", () => {
    const seeded = procs.filter((p) => p.output.join("").includes("empty database: demo data seeded"));
    expect(seeded).toHaveLength(1);
  });

  it("both API processes serve, on PostgreSQL", async () => {
    for (const t of [a, b]) {
      const res = await t.get("/api/health");
      expect(res.statusCode).toBe(200);
      expect(res.json().Data).toMatchObject({ status: "up", database: "postgres" });
    }
  });

  it("only the API processes listen for upload lock release requests; the worker takes no upload lock", async () => {
    const listening = async () =>
      (
        await database.pool!.query<{ application_name: string }>(
          "select application_name from pg_stat_activity where datname = current_database() and query = $1 order by 1",
          ["LISTEN portal_tus_release"],
        )
      ).rows.map((r) => r.application_name);
    await expect.poll(listening, { timeout: 5_000, interval: 50 }).toEqual(["api-a", "api-b"]);
  });

  it("takes an upload split across both processes into the bucket; the worker runs its preflight", async () => {
    const buyer = await signIn(a, "buyer");
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]).drawText("Two processes, one upload");
    const bytes = await pdf.save();
    const token = await newToken(a, buyer);

    const created = await tusCreate(base("a"), token.access_token, "split.pdf", bytes.length);
    expect(created.status, await created.clone().text()).toBe(201);
    const uploadId = created.headers.get("location")!.split("/").pop()!;
    const half = Math.floor(bytes.length / 2);
    const first = await tusPatch(
      `${base("a")}/api/Library/upload/${uploadId}`,
      token.access_token,
      0,
      bytes.slice(0, half),
    );
    expect(first.status, await first.clone().text()).toBe(204);
    // The other process knows how far the upload got (the offset lives in the bucket, not in A).
    const head = await tusHead(`${base("b")}/api/Library/upload/${uploadId}`, token.access_token);
    expect(head.headers.get("upload-offset")).toBe(String(half));
    const rest = await tusPatch(
      `${base("b")}/api/Library/upload/${uploadId}`,
      token.access_token,
      half,
      bytes.slice(half),
    );
    expect(rest.status, await rest.clone().text()).toBe(204);
    expect(rest.headers.get("upload-offset")).toBe(String(bytes.length));

    const placed = await place(a, buyer, { packageid: token.id });
    expect(placed.statusCode, placed.body).toBe(200);
    const file = placed.json().Data.files[0];
    expect(file.Name).toBe("split.pdf");
    // Its SHA-256 was taken as the two PATCHes arrived, one on each process: placing it read no
    // byte of it back from the bucket.
    expect(s3.wholeReads(uploadId)).toBe(0);
    // The API processes take no jobs: the preflight is the worker's.
    const details = await waitForPreflight(b, buyer, file.FullUrl);
    expect(details.Preflight.status).toBe("done");
    expect(details.Sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    const keys = await s3.keys();
    expect(keys.some((k) => k.startsWith(`library/${buyer.Id}/`))).toBe(true);
    expect(keys.filter((k) => k.startsWith(uploadId))).toEqual([]);
  });

  it("places an order through one process and ships it through the other", async () => {
    const buyer = await signIn(a, "buyer");
    await clearLines(database.db, buyer.Id);
    await addLine(database.db, buyer.Id, adhesive(2));
    const placed = await a.post(
      "/api/Store/Checkout",
      {
        userId: buyer.Id,
        Billing: billing(),
        Shipping: shipping(),
        ShippingMethod: "FEDEX_GROUND",
        ConfirmConform: true,
        IdempotencyKey: randomUUID(),
      },
      buyer.auth,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().Message).toBe(ORDER_PLACED);
    const orderNumber = placed.json().Data as number;

    const ops = await signIn(b, "staff.ops");
    const [order] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const started = await b.post(
      `/api/Staff/Orders/${orderNumber}/Move`,
      { To: "in_production", Version: order!.version },
      ops.auth,
    );
    expect(started.statusCode, started.body).toBe(200);
    const shipped = await b.post(
      `/api/Staff/Orders/${orderNumber}/Ship`,
      { Version: started.json().Data.Version, Packages: [{ Carrier: "UPS", TrackingNumber: "1Z999AA10123456784" }] },
      ops.auth,
    );
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [after] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(after!.status).toBe("shipped");
    // The buyer, on the first process, gets the invoice the second one numbered.
    const invoice = await a.get(`/api/Store/Orders/${orderNumber}/Invoice`, buyer.auth);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers["content-type"]).toContain("application/pdf");
  });

  it("refuses a user deactivated through one process on both within a second", async () => {
    const terms = await signIn(a, "terms");
    const account = (t: TestApp) => t.post("/api/Account/GetUserAccount", {}, terms.auth);
    // Both processes have the caller cached.
    for (const t of [a, b, a, b]) expect((await account(t)).statusCode).toBe(200);
    const support = await signIn(b, "staff.support");
    const whole = (await b.get("/api/users/GetAll", support.auth))
      .json()
      .Data.find((u: { Id: number }) => u.Id === terms.Id);
    const removed = await b.post("/api/users/RemoveUser", whole, support.auth);
    expect(removed.json().Status).toBe("ok");
    for (const t of [b, a]) {
      await expect.poll(async () => (await account(t)).statusCode, { timeout: 1_000, interval: 10 }).toBe(401);
    }
  });

  it("shows a cart changed through one process on the other within a second", async () => {
    const manager = await signIn(a, "manager");
    await clearLines(database.db, manager.Id);
    const line = await addLine(database.db, manager.Id, adhesive(2));
    const quantities = async (t: TestApp) =>
      ((await t.post("/api/Store/GetCart", { userId: manager.Id }, manager.auth)).json().Data?.products ?? []).map(
        (p: { Quantity: number }) => p.Quantity,
      );
    // Both processes have the cart cached (modules/cart/cartCache.ts).
    for (const t of [a, b, a, b]) expect(await quantities(t)).toEqual([2]);
    const changed = await b.post("/api/Store/UpdateQuantity", { cartId: line.id, qty: 6 }, manager.auth);
    expect(changed.json().Status).toBe("ok");
    expect(await quantities(b)).toEqual([6]);
    await expect.poll(() => quantities(a), { timeout: 1_000, interval: 10 }).toEqual([6]);
  });

  it("locks an upload across processes: B waits until A's open PATCH has let go; the bytes are whole", async () => {
    const buyer = await signIn(a, "buyer2");
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]).drawText("Locked");
    await pdf.attach(randomBytes(10 * MiB), "data.bin", { mimeType: "application/octet-stream" });
    const bytes = await pdf.save({ useObjectStreams: false });
    const token = await newToken(a, buyer);
    const created = await tusCreate(base("a"), token.access_token, "locked.pdf", bytes.length);
    expect(created.status, await created.clone().text()).toBe(201);
    const uploadId = created.headers.get("location")!.split("/").pop()!;
    const at = (p: "a" | "b") => `${base(p)}/api/Library/upload/${uploadId}`;

    // A PATCH to A sends 9 MiB and then stalls with its request open, holding the upload's lock.
    const stall = 9 * MiB;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= stall) return new Promise(() => {});
        const end = Math.min(sent + MiB, stall);
        controller.enqueue(bytes.slice(sent, end));
        sent = end;
      },
    });
    const stalled = fetch(at("a"), {
      method: "PATCH",
      headers: {
        ...tusHeaders(token.access_token),
        "Upload-Offset": "0",
        "Content-Type": "application/offset+octet-stream",
      },
      body,
      duplex: "half",
    } as RequestInit).catch((err: Error) => err);
    await expect.poll(() => s3.partBytes(uploadId), { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(8 * MiB);

    // B's HEAD asks A to let go and answers once A has ended its PATCH, keeping what it stored.
    // Without a lock across processes B would answer at once, and the server would never end A's
    // stalled request.
    const head = await tusHead(at("b"), token.access_token);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get("upload-offset"));
    expect(offset).toBeGreaterThanOrEqual(8 * MiB);
    const ended = await stalled;
    if (ended instanceof Response) expect(ended.headers.get("upload-offset")).toBe(String(offset));

    const rest = await tusPatch(at("b"), token.access_token, offset, bytes.slice(offset));
    expect(rest.status, await rest.clone().text()).toBe(204);
    expect(rest.headers.get("upload-offset")).toBe(String(bytes.length));
    const placed = await place(b, buyer, { packageid: token.id });
    expect(placed.statusCode, placed.body).toBe(200);
    const file = placed.json().Data.files[0];
    const details = (
      await a.post("/api/Library/GetLibraryItemDetails", { item: file.FullUrl, userId: buyer.Id }, buyer.auth)
    ).json().Data;
    expect(details.Size).toBe(bytes.length);
    expect(details.Sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
  }, 120_000);

  it("resumes an upload on the other process after the first is killed in the middle of a PATCH", async () => {
    const buyer: SignedIn = await signIn(b, "buyer2");
    // A real PDF of about 17 MiB (an attachment of random bytes): several 8 MiB parts.
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]).drawText("Resumed");
    await pdf.attach(randomBytes(17 * MiB), "data.bin", { mimeType: "application/octet-stream" });
    const bytes = await pdf.save({ useObjectStreams: false });
    const token = await newToken(b, buyer);
    const created = await tusCreate(base("a"), token.access_token, "resumed.pdf", bytes.length);
    expect(created.status, await created.clone().text()).toBe(201);
    const uploadId = created.headers.get("location")!.split("/").pop()!;
    const at = (p: "a" | "b") => `${base(p)}/api/Library/upload/${uploadId}`;
    const offsetOn = async (p: "a" | "b") =>
      Number((await tusHead(at(p), token.access_token)).headers.get("upload-offset"));

    // One PATCH to A with everything but the last MiB; the stream then stalls, as a client on a
    // bad line would, and A is killed while the request is open.
    const stalled = bytes.length - MiB;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= stalled) return new Promise(() => {});
        const end = Math.min(sent + MiB, stalled);
        controller.enqueue(bytes.slice(sent, end));
        sent = end;
      },
    });
    const patch = fetch(at("a"), {
      method: "PATCH",
      headers: {
        ...tusHeaders(token.access_token),
        "Upload-Offset": "0",
        "Content-Type": "application/offset+octet-stream",
      },
      body,
      duplex: "half",
    } as RequestInit).catch((err: Error) => err);
    // Wait until at least two parts are in the bucket (looked at in the bucket itself: a HEAD would
    // take the upload's lock and ask A to end its PATCH).
    await expect.poll(() => s3.partBytes(uploadId), { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(16 * MiB);
    const procA = procs.find((p) => p.name === "api-a" && p.child.exitCode === null)!;
    procA.child.kill("SIGKILL");
    await procA.exited;
    await patch;

    const offset = await offsetOn("b");
    expect(offset).toBeGreaterThanOrEqual(16 * MiB);
    expect(offset).toBeLessThan(bytes.length);
    const rest = await tusPatch(at("b"), token.access_token, offset, bytes.slice(offset));
    expect(rest.status, await rest.clone().text()).toBe(204);
    expect(rest.headers.get("upload-offset")).toBe(String(bytes.length));

    const placed = await place(b, buyer, { packageid: token.id });
    expect(placed.statusCode, placed.body).toBe(200);
    const file = placed.json().Data.files[0];
    const details = (
      await b.post("/api/Library/GetLibraryItemDetails", { item: file.FullUrl, userId: buyer.Id }, buyer.auth)
    ).json().Data;
    expect(details.Size).toBe(bytes.length);
    expect(details.Sha256).toBe(createHash("sha256").update(bytes).digest("hex"));

    // A started again serves the same library.
    await startApi("a");
    const again = await a.post(
      "/api/Library/GetLibraryItemDetails",
      { item: file.FullUrl, userId: buyer.Id },
      buyer.auth,
    );
    expect(again.json().Data.Sha256).toBe(details.Sha256);
  }, 120_000);
});
