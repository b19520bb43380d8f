import { type Db, runPrepared } from "@portal/db";
import { outbox } from "@portal/db/schema";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Jobs } from "./jobs.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with it (the invoice PDF with the shipped e-mail), kept in the outbox row until sent. */
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
}

export interface Mailer {
  /** Writes the message to the outbox as part of the caller's transaction; returns its id. */
  queue(tx: Db, message: MailMessage): Promise<number>;
  /**
   * Rewrites a queued message not yet handed to SMTP (the shipped e-mail gets its invoice PDF after the
   * ship committed); false when it was already sent or is gone.
   */
  amend(id: number, message: MailMessage): Promise<boolean>;
  /** After the caller's transaction committed: hands queued messages to SMTP when SMTP_URL is set. */
  deliver(ids: number[]): Promise<void>;
  /**
   * `deliver` without the caller waiting (Place Order's reply); `idle` waits for these, so closing the
   * app does not drop a send in flight. A failure is logged with `context`; the message stays in the outbox.
   */
  deliverLater(ids: number[], context: Record<string, unknown>): void;
  /** Settles once every `deliverLater` send started so far has ended. */
  idle(): Promise<void>;
  /** The newest outbox messages, newest first (the staff outbox page). */
  newest(limit: number): Promise<(typeof outbox.$inferSelect)[]>;
}

/** An outbox row's columns for a message (attachments kept as base64). */
function columnsOf(message: MailMessage) {
  return {
    toAddress: message.to,
    replyTo: message.replyTo ?? "",
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? "",
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      base64: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength).toString("base64"),
    })),
  };
}

/** The job that tries a failed delivery again, and the one a message lands in when every try failed. */
const MAIL_RETRY_JOB = "mail-delivery";
const MAIL_DEAD_JOB = "mail-delivery-dead";
/** The timed job that sends what a process committed but never handed to SMTP (it stopped in between). */
export const MAIL_SWEEP_JOB = "mail-outbox-sweep";
/**
 * A message still 'outbox' this long after it was written was never handed over: its process stopped between the
 * commit and the send (a deliver runs right after the commit; the shipped e-mail is amended within seconds).
 * Older than a day it is left alone: an outbox kept before SMTP_URL was set is not sent out late.
 */
const UNSENT_AFTER = "10 minutes";
const UNSENT_UNTIL = "1 day";

export interface MailRetry {
  /** Tries after the first failure. */
  limit: number;
  /** Seconds before the first retry; each next one waits about twice as long (pg-boss backoff). */
  delaySeconds: number;
}

/** 8 retries from 1 minute doubling: about 4 hours of SMTP trouble before a message is marked dead. */
const DEFAULT_MAIL_RETRY: MailRetry = { limit: 8, delaySeconds: 60 };

/**
 * One-time links in a message (password reset, invitation) with their token hidden. A delivered
 * message keeps only this form, so whoever can read the outbox table cannot use the links
 * (docs/product/security.md).
 */
export function maskTokens(text: string): string {
  return text.replace(/((?:reset-password|accept-invite)\?token=)[\w-]+/g, "$1(hidden)");
}

/**
 * Every message lands in the outbox table first, so nothing is lost when SMTP is down or absent;
 * without SMTP_URL it stays there (live links included: development only) for staff to read. With
 * SMTP_URL it is sent after the commit and marked 'smtp', keeping only the masked body. A failed
 * send is marked 'failed' and tried again by a pg-boss job with backoff; when every try failed the
 * job's dead letter marks it 'dead' (it stays in the outbox with the last error).
 */
export function createMailer(options: {
  db: Db;
  from: string;
  smtpUrl?: string;
  log: FastifyBaseLogger;
  jobs: Jobs;
  retry?: MailRetry;
}): Mailer {
  const { db, log, jobs } = options;
  // nodemailer is imported only where SMTP_URL is set (docs/decisions/0043-server-memory.md).
  const smtpUrl = options.smtpUrl;
  const transport: Promise<Transporter> | undefined = smtpUrl
    ? import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
    : undefined;
  // A transport that cannot be made fails each send instead (logged, retried), as a refused connection does.
  transport?.catch(() => undefined);
  const retry = options.retry ?? DEFAULT_MAIL_RETRY;

  /** Sends one outbox message; true when it is (or already was) delivered. */
  async function send(id: number): Promise<boolean> {
    if (!transport) return false;
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    if (!row) return true;
    if (row.delivery === "smtp") return true;
    try {
      await (await transport).sendMail({
        from: row.fromAddress,
        to: row.toAddress,
        replyTo: row.replyTo || undefined,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody || undefined,
        attachments: row.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.base64, "base64"),
        })),
      });
    } catch (err) {
      const error = String((err as Error).message).slice(0, 500);
      log.warn({ outboxId: id, error }, "SMTP delivery failed; it will be tried again");
      await db.update(outbox).set({ delivery: "failed", error }).where(eq(outbox.id, id));
      return false;
    }
    await db
      .update(outbox)
      .set({ delivery: "smtp", error: "", textBody: maskTokens(row.textBody), htmlBody: maskTokens(row.htmlBody) })
      .where(eq(outbox.id, id));
    return true;
  }

  /**
   * Claims (marks 'failed', so an overlapping sweep skips them) and sends the messages never handed to SMTP;
   * returns how many it claimed.
   */
  async function sweepUnsent(): Promise<number> {
    const claimed = await db
      .update(outbox)
      .set({ delivery: "failed", error: "Not handed to SMTP after it was written; sent by the outbox sweep." })
      .where(
        and(
          eq(outbox.delivery, "outbox"),
          sql`${outbox.createdAt} < now() - ${UNSENT_AFTER}::interval`,
          sql`${outbox.createdAt} > now() - ${UNSENT_UNTIL}::interval`,
        ),
      )
      .returning({ id: outbox.id });
    await mailer.deliver(claimed.map((r) => r.id).sort((a, b) => a - b));
    return claimed.length;
  }

  if (transport) {
    jobs.define(MAIL_SWEEP_JOB, async () => {
      const sent = await sweepUnsent();
      if (sent > 0) log.warn({ messages: sent }, "outbox sweep: e-mails written but never handed to SMTP were sent");
    });
    jobs.schedule(MAIL_SWEEP_JOB, "*/5 * * * *");
    // The dead-letter queue first: the retry queue names it.
    jobs.define<{ id: number }>(MAIL_DEAD_JOB, async ({ id }) => {
      log.error({ outboxId: id }, "SMTP delivery failed on every try; the message is marked dead in the outbox");
      await db.update(outbox).set({ delivery: "dead" }).where(eq(outbox.id, id));
    });
    jobs.define<{ id: number }>(
      MAIL_RETRY_JOB,
      async ({ id }) => {
        if (!(await send(id))) throw new Error(`Outbox message ${id}: SMTP delivery failed.`);
      },
      {
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: true,
        deadLetter: MAIL_DEAD_JOB,
      },
    );
  }

  const inFlight = new Set<Promise<void>>();

  const mailer: Mailer = {
    newest(limit) {
      return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
    },
    async queue(tx, message) {
      const [row] = await runPrepared(
        tx
          .insert(outbox)
          .values({ ...columnsOf(message), fromAddress: options.from })
          .returning({ id: outbox.id }),
        "outbox_insert",
      );
      return row!.id;
    },
    async amend(id, message) {
      const changed = await db
        .update(outbox)
        .set(columnsOf(message))
        .where(and(eq(outbox.id, id), eq(outbox.delivery, "outbox")))
        .returning({ id: outbox.id });
      return changed.length > 0;
    },
    async deliver(ids) {
      if (!transport || ids.length === 0) return;
      const rows = await db.select({ id: outbox.id }).from(outbox).where(inArray(outbox.id, ids));
      for (const { id } of rows) {
        if (await send(id)) continue;
        try {
          await jobs.send(MAIL_RETRY_JOB, { id });
        } catch (err) {
          // The message stays 'failed' in the outbox with its error; nothing is lost.
          log.error({ err, outboxId: id }, "could not queue the retry of an e-mail");
        }
      }
    },
    deliverLater(ids, context) {
      if (!transport || ids.length === 0) return;
      const sending = mailer
        .deliver(ids)
        .catch((err: unknown) => log.error({ err, ...context }, "e-mails not handed to SMTP; they stay in the outbox"))
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async idle() {
      await Promise.all(inFlight);
    },
  };
  return mailer;
}
