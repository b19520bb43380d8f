import type { Db } from "@portal/db";
import { outbox } from "@portal/db/schema";
import { eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** Writes the message to the outbox as part of the caller's transaction; returns its id. */
  queue(tx: Db, message: MailMessage): Promise<number>;
  /** After the caller's transaction committed: hands queued messages to SMTP when SMTP_URL is set. */
  deliver(ids: number[]): Promise<void>;
}

/**
 * Every message lands in the outbox table first, so nothing is lost when SMTP is down or absent;
 * without SMTP_URL it stays there for staff to read. With SMTP_URL it is sent after the commit and
 * marked 'smtp', or 'failed' with the reason.
 */
export function createMailer(options: { db: Db; from: string; smtpUrl?: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async queue(tx, message) {
      const [row] = await tx
        .insert(outbox)
        .values({
          toAddress: message.to,
          fromAddress: options.from,
          replyTo: message.replyTo ?? "",
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? "",
        })
        .returning({ id: outbox.id });
      return row!.id;
    },
    async deliver(ids) {
      if (!transport || ids.length === 0) return;
      const rows = await options.db.select().from(outbox).where(inArray(outbox.id, ids));
      for (const row of rows) {
        try {
          await transport.sendMail({
            from: row.fromAddress,
            to: row.toAddress,
            replyTo: row.replyTo || undefined,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody || undefined,
          });
          await options.db.update(outbox).set({ delivery: "smtp" }).where(eq(outbox.id, row.id));
        } catch (err) {
          options.log.error({ err, outboxId: row.id }, "SMTP delivery failed; the message stays in the outbox");
          await options.db
            .update(outbox)
            .set({ delivery: "failed", error: String((err as Error).message).slice(0, 500) })
            .where(eq(outbox.id, row.id));
        }
      }
    },
  };
}
