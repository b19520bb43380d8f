import type { Address } from "@portal/contract";
import type { Db } from "@portal/db";
import { shippingAddresses } from "@portal/db/schema";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";

export type AddressRow = typeof shippingAddresses.$inferSelect;
export type AddressFields = Omit<typeof shippingAddresses.$inferInsert, "id" | "userId" | "createdAt" | "deletedAt">;

export function toAddress(row: AddressRow): Address {
  return {
    ShipKey: String(row.id),
    FirstName: row.firstName,
    LastName: row.lastName,
    CompanyName: row.companyName,
    Address1: row.address1,
    Address2: row.address2,
    City: row.city,
    State: row.state,
    Zip: row.zip,
    Country: row.country,
    PhoneNumber: row.phoneNumber,
    Email: row.email,
    Residential: row.residential,
    County: row.county,
    userId: row.userId,
  };
}

/** The saved (not deleted) addresses of a user, oldest first. */
export function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.userId, userId), isNull(shippingAddresses.deletedAt)))
    .orderBy(asc(shippingAddresses.id));
}

export async function findAddress(db: Db, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(shippingAddresses).where(eq(shippingAddresses.id, id));
  return row;
}

export async function insertAddress(db: Db, userId: number, fields: AddressFields): Promise<AddressRow> {
  const [row] = await db
    .insert(shippingAddresses)
    .values({ ...fields, userId })
    .returning();
  return row!;
}

export async function updateAddress(db: Db, id: number, fields: AddressFields): Promise<AddressRow> {
  const [row] = await db.update(shippingAddresses).set(fields).where(eq(shippingAddresses.id, id)).returning();
  return row!;
}

/** Soft delete: the row stays for orders that shipped to it. */
export async function deleteAddress(db: Db, id: number): Promise<void> {
  await db.update(shippingAddresses).set({ deletedAt: new Date() }).where(eq(shippingAddresses.id, id));
}

/** The saved (not deleted) addresses of several users (a customer's, for the staff customer page). */
export function addressesOfUsers(db: Db, userIds: readonly number[]): Promise<AddressRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(shippingAddresses)
    .where(and(inArray(shippingAddresses.userId, [...userIds]), isNull(shippingAddresses.deletedAt)))
    .orderBy(asc(shippingAddresses.userId), asc(shippingAddresses.id));
}
