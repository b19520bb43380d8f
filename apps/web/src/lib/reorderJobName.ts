import { STORAGE_PREFIX } from "./session.js";

/**
 * A reorder carries the order's job name into the next checkout, not its PO number
 * (docs/product/orders.md): kept per user in sessionStorage until checkout takes it.
 */
const key = (userId: number) => `${STORAGE_PREFIX}checkout.${userId}.jobName`;

export function carryJobName(userId: number, jobName: string): void {
  if (jobName) sessionStorage.setItem(key(userId), jobName);
}

/** The job name a reorder left for this user's checkout, or undefined. */
export function carriedJobName(userId: number): string | undefined {
  return sessionStorage.getItem(key(userId)) ?? undefined;
}

/** Checkout took it (its own draft keeps it from now on). */
export function dropCarriedJobName(userId: number): void {
  sessionStorage.removeItem(key(userId));
}
