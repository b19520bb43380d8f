import type { Db } from "@portal/db";
import { cartItems } from "@portal/db/schema";
import { count, eq } from "drizzle-orm";

export async function cartItemCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}
