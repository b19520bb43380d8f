import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Messages sent through the contact form. */
export const contactMessages = pgTable("contact_messages", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  brand: text("brand").notNull(),
  name: text("name").notNull(),
  businessName: text("business_name").notNull().default(""),
  email: text("email").notNull(),
  phoneNumber: text("phone_number").notNull().default(""),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every e-mail the app writes. Without SMTP_URL it stays here for staff to read. */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    replyTo: text("reply_to").notNull().default(""),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull().default(""),
    /** Files sent with the message (an invoice PDF with the shipped e-mail): name, type and base64 content. */
    attachments: jsonb("attachments")
      .$type<{ filename: string; contentType: string; base64: string }[]>()
      .notNull()
      .default([]),
    /**
     * 'outbox' when kept for reading, 'smtp' once handed to the SMTP server (the body then keeps its
     * one-time links masked), 'failed' while retries are due, 'dead' when every retry failed.
     */
    delivery: text("delivery", { enum: ["outbox", "smtp", "failed", "dead"] })
      .notNull()
      .default("outbox"),
    error: text("error").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt)],
);
