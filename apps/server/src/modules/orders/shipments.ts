import type { Db } from "@portal/db";
import { peopleByIds } from "../identity/users.service.js";
import { type ShipmentRow, shipmentRowsOfOrders } from "./staffMoves.repo.js";

/** The packages of some orders, oldest first (the customer's lists and details, the shipped e-mail). */
export async function shipmentsOfOrders(db: Db, orderIds: readonly number[]): Promise<ShipmentRow[]> {
  const rows = await shipmentRowsOfOrders(db, orderIds);
  const people = await peopleByIds(
    db,
    rows.map((r) => r.createdById),
  );
  return rows.flatMap(({ createdById, ...row }) => {
    const by = people.get(createdById);
    return by ? [{ ...row, createdBy: by.username }] : [];
  });
}
