import { maskCardNumber, type PaymentOption } from "@portal/contract";
import type { Db } from "@portal/db";
import { paymentMethods } from "@portal/db/schema";
import { and, asc, eq, isNull, ne } from "drizzle-orm";

export type PaymentRow = typeof paymentMethods.$inferSelect;
export type PaymentFields = Omit<typeof paymentMethods.$inferInsert, "id" | "userId" | "createdAt" | "deletedAt">;

export function toPaymentOption(row: PaymentRow): PaymentOption {
  return {
    CCkey: String(row.id),
    CardNo: maskCardNumber(row.last4, row.cardBrand),
    Type: row.cardBrand,
    Name: row.name,
    MonthExpire: String(row.expMonth).padStart(2, "0"),
    YearExpire: String(row.expYear),
    CVV: "",
    Address: row.address,
    Address2: row.address2,
    City: row.city,
    State: row.state,
    Zip: row.zip,
    Country: row.country,
    Phone: row.phone,
    Email: row.email,
    County: row.county,
    userId: row.userId,
  };
}

/** The saved (not deleted) cards of a user, oldest first. */
export function listPaymentMethods(db: Db, userId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt)))
    .orderBy(asc(paymentMethods.id));
}

export async function findPaymentMethod(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row;
}

/** Another saved card of the user with this fingerprint (the card being edited does not count). */
export async function hasDuplicate(db: Db, userId: number, fingerprint: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.fingerprint, fingerprint),
        isNull(paymentMethods.deletedAt),
        exceptId === undefined ? undefined : ne(paymentMethods.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPaymentMethod(db: Db, userId: number, fields: PaymentFields): Promise<PaymentRow> {
  const [row] = await db
    .insert(paymentMethods)
    .values({ ...fields, userId })
    .returning();
  return row!;
}

export async function updatePaymentMethod(db: Db, id: number, fields: PaymentFields): Promise<PaymentRow> {
  const [row] = await db.update(paymentMethods).set(fields).where(eq(paymentMethods.id, id)).returning();
  return row!;
}

export async function deletePaymentMethod(db: Db, id: number): Promise<void> {
  await db.update(paymentMethods).set({ deletedAt: new Date() }).where(eq(paymentMethods.id, id));
}
