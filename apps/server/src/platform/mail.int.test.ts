import type { AddressInfo } from "node:net";
import type { Database } from "@portal/db";
import { outbox } from "@portal/db/schema";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { freshDatabase } from "../test/harness.js";
import { Jobs } from "./jobs.js";
import { createMailer, MAIL_SWEEP_JOB, type Mailer, maskTokens } from "./mail.js";

const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: () => undefined,
  child: () => silent,
  level: "silent",
} as unknown as FastifyBaseLogger;

const RESET = "Reset your password: https://portal.example/reset-password?token=abc123-LIVE_token";

/** A local SMTP server that refuses the first `failures` messages (451, try later), then takes them. */
function smtpServer(failures: number) {
  const received: string[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        if (refused < failures) {
          refused++;
          callback(Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 }));
          return;
        }
        received.push(data);
        callback();
      });
    },
  });
  return {
    received,
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("mail delivery", () => {
  let database: Database;
  const stops: (() => Promise<void>)[] = [];
  const db = () => database.db;
  const stored = async (id: number) => (await db().select().from(outbox).where(eq(outbox.id, id)))[0]!;

  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterEach(async () => {
    while (stops.length > 0) await stops.pop()!();
  });
  afterAll(() => database.close());

  let jobs: Jobs;
  async function mailerWith(smtpUrl: string | undefined, retry = { limit: 3, delaySeconds: 1 }): Promise<Mailer> {
    jobs = new Jobs({ database, log: silent, pollingIntervalSeconds: 1 });
    const mailer = createMailer({ db: db(), from: "Shop <shop@example.com>", smtpUrl, log: silent, jobs, retry });
    await jobs.start();
    stops.push(() => jobs.stop(2_000));
    return mailer;
  }
  const queue = async (mailer: Mailer) => mailer.queue(db(), { to: "lee@example.com", subject: "Reset", text: RESET });

  it("masks reset and invitation tokens", () => {
    expect(maskTokens(RESET)).toBe("Reset your password: https://portal.example/reset-password?token=(hidden)");
    expect(maskTokens("Join: https://p.example/accept-invite?token=Zz9_-x")).toBe(
      "Join: https://p.example/accept-invite?token=(hidden)",
    );
  });

  it("keeps the live body in the outbox without SMTP (development)", async () => {
    const mailer = await mailerWith(undefined);
    const id = await queue(mailer);
    await mailer.deliver([id]);
    expect(await stored(id)).toMatchObject({ delivery: "outbox", textBody: RESET });
  });

  it("delivers at once when SMTP takes the message, and keeps only the masked body", async () => {
    const smtp = smtpServer(0);
    stops.push(smtp.close);
    const mailer = await mailerWith(await smtp.start());
    const id = await queue(mailer);
    await mailer.deliver([id]);
    expect(smtp.received).toHaveLength(1);
    // The recipient gets the live link (quoted-printable: soft line breaks and '=' as '=3D').
    expect(smtp.received[0]!.replace(/=\r\n/g, "").replace(/=3D/g, "=")).toContain("token=abc123-LIVE_token");
    const row = await stored(id);
    expect(row.delivery).toBe("smtp");
    expect(row.textBody).toBe(maskTokens(RESET));
    expect(row.textBody).not.toContain("abc123");
  });

  it("idle waits for a send handed over without waiting (Place Order), so closing does not drop it", async () => {
    let reply!: () => void;
    let arrived!: () => void;
    const inServer = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const held = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => {
          reply = callback;
          arrived();
        });
      },
    });
    await new Promise<void>((resolve) => held.listen(0, "127.0.0.1", resolve));
    stops.push(() => new Promise<void>((resolve) => held.close(() => resolve())));
    const mailer = await mailerWith(`smtp://127.0.0.1:${(held.server.address() as AddressInfo).port}`);
    const id = await queue(mailer);
    mailer.deliverLater([id], { test: true });
    await inServer;
    let idle = false;
    const closing = mailer.idle().then(() => {
      idle = true;
    });
    // The SMTP server holds its answer: the send is still in flight.
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    expect((await stored(id)).delivery).toBe("outbox");
    reply();
    await closing;
    expect((await stored(id)).delivery).toBe("smtp");
  });

  it("the outbox sweep sends what a stopped process wrote but never handed over, not a fresh or a day-old message", async () => {
    const smtp = smtpServer(0);
    stops.push(smtp.close);
    const mailer = await mailerWith(await smtp.start());
    // Written and committed, the process gone before its deliver: nobody hands these over.
    const [stranded, fresh, stale] = [await queue(mailer), await queue(mailer), await queue(mailer)];
    const age = (id: number, interval: string) =>
      db()
        .update(outbox)
        .set({ createdAt: sql`now() - ${interval}::interval` })
        .where(eq(outbox.id, id));
    await age(stranded, "11 minutes");
    await age(stale, "2 days");
    await jobs.send(MAIL_SWEEP_JOB, {});
    await vi.waitFor(async () => expect((await stored(stranded)).delivery).toBe("smtp"), {
      timeout: 30_000,
      interval: 100,
    });
    expect(smtp.received).toHaveLength(1);
    expect((await stored(fresh)).delivery).toBe("outbox");
    expect((await stored(stale)).delivery).toBe("outbox");
  });

  it("tries a failed delivery again by a job until SMTP takes it", async () => {
    const smtp = smtpServer(2);
    stops.push(smtp.close);
    const mailer = await mailerWith(await smtp.start());
    const id = await queue(mailer);
    await mailer.deliver([id]);
    expect(await stored(id)).toMatchObject({ delivery: "failed", textBody: RESET });
    expect((await stored(id)).error).toContain("Mailbox busy");
    await vi.waitFor(async () => expect((await stored(id)).delivery).toBe("smtp"), { timeout: 60_000, interval: 200 });
    expect(smtp.received).toHaveLength(1);
    expect(await stored(id)).toMatchObject({ error: "", textBody: maskTokens(RESET) });
  });

  it("marks a message dead (kept, with its error) when every try failed", async () => {
    const smtp = smtpServer(1_000);
    stops.push(smtp.close);
    const mailer = await mailerWith(await smtp.start(), { limit: 1, delaySeconds: 1 });
    const id = await queue(mailer);
    await mailer.deliver([id]);
    await vi.waitFor(async () => expect((await stored(id)).delivery).toBe("dead"), { timeout: 60_000, interval: 200 });
    const row = await stored(id);
    expect(row.error).toContain("Mailbox busy");
    expect(row.textBody).toBe(RESET);
    expect(smtp.received).toEqual([]);
  });
});
