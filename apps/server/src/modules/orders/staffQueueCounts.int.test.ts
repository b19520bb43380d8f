import { ORDER_STATUSES, type StaffOrderPage } from "@portal/contract";
import { orderStatusCounts, orders } from "@portal/db/schema";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeOrder, startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { adhesive, clearLines } from "../cart/cart.testkit.js";
import { deskKit } from "./staffMoves.testkit.js";

/**
 * The queue's tabs read order_status_counts and its file-name search orders.line_filenames,
 * order_file_names and file_names, all kept
 * by triggers (docs/ARCHITECTURE.md, "Database"): after every kind of change made through the API
 * (checkout, moves, cancels, many moves at once) the tabs and the kept rows equal a fresh COUNT of the
 * orders, and every order's file names those of its lines.
 */
describe("the staff queue's kept counts and file names", () => {
  let t: TestApp;
  let ops: SignedIn;
  let admin: SignedIn;
  let manager: SignedIn;
  let kit: ReturnType<typeof deskKit>;
  const db = () => t.database.db;

  const counted = async () => {
    const rows = await db()
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(eq(orders.franchise, "Wholesale"))
      .groupBy(orders.status);
    return Object.fromEntries(ORDER_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]));
  };
  const expectCountsTrue = async () => {
    const expected = await counted();
    const kept = await db().select().from(orderStatusCounts).where(eq(orderStatusCounts.franchise, "Wholesale"));
    for (const s of ORDER_STATUSES) expect(kept.find((r) => r.status === s)?.n ?? 0, s).toBe(expected[s]);
    const res = await t.get("/api/Staff/Orders?pageSize=1", ops.auth);
    expect(res.statusCode, res.body).toBe(200);
    const page: StaffOrderPage = res.json().Data;
    expect(page.Counts).toEqual(expected);
    expect(page.Total).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
    // A status tab answers the same counts (a prepared statement of its own on PostgreSQL).
    const tab: StaffOrderPage = (await t.get("/api/Staff/Orders?status=ordered&pageSize=1", ops.auth)).json().Data;
    expect(tab.Counts).toEqual(expected);
    expect(tab.Total).toBe(expected.ordered);
    const stale = await db().execute(sql`
      select o.id from orders o
      where o.line_filenames <> coalesce((select string_agg(l.filename, E'\n' order by l.line_no) from order_lines l
        where l.order_id = o.id and l.filename <> ''), '')`);
    expect(Array.isArray(stale) ? stale : (stale as unknown as { rows: unknown[] }).rows).toEqual([]);
    // order_file_names holds every order's file names, one a row, with the order's brand, status and date.
    const split = await db().execute(sql`
      (select o.id, f.n, o.franchise, o.status, o.placed_at, f.name from orders o
        cross join lateral regexp_split_to_table(o.line_filenames, E'\n') with ordinality as f(name, n) where f.name <> ''
       except select order_id, n, franchise, status, placed_at, filename from order_file_names)
      union all
      (select order_id, n, franchise, status, placed_at, filename from order_file_names
       except select o.id, f.n, o.franchise, o.status, o.placed_at, f.name from orders o
        cross join lateral regexp_split_to_table(o.line_filenames, E'\n') with ordinality as f(name, n) where f.name <> '')`);
    expect(Array.isArray(split) ? split : (split as unknown as { rows: unknown[] }).rows).toEqual([]);
    // Each row's name is in file_names (the search's trigram index) once, under the row's key.
    const unnamed = await db().execute(sql`
      select f.order_id, f.n from order_file_names f
      where f.name_hash <> md5(f.filename)::uuid
         or (select count(*) from file_names fn where fn.hash = f.name_hash and fn.filename = f.filename) <> 1`);
    expect(Array.isArray(unnamed) ? unnamed : (unnamed as unknown as { rows: unknown[] }).rows).toEqual([]);
    const fileRows = await db().execute(sql`select count(*)::int as n from order_file_names`);
    const [{ n }] = Array.isArray(fileRows) ? fileRows : (fileRows as unknown as { rows: { n: number }[] }).rows;
    expect(n).toBeGreaterThan(0);
  };

  const place = async (filename = "qk-storefront.pdf") => {
    await clearLines(db(), manager.Id);
    const orderNumber = await placeOrder(t, manager, [
      adhesive(1, { filename }),
      adhesive(2, { filename: "qk-second-line.pdf" }),
    ]);
    return kit.order(orderNumber);
  };

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    kit = deskKit(t);
    [ops, admin, manager] = await Promise.all([signIn(t, "staff.ops"), signIn(t, "staff.admin"), signIn(t, "manager")]);
  });
  afterAll(() => t.close());

  it("equal a fresh count after checkout, a move, a hold and a cancel", async () => {
    await expectCountsTrue();
    const order = await place("qk-Lobby Mural 50%.pdf");
    await expectCountsTrue();
    // Found by a file name of a line placed through checkout, and not by a text across two names.
    const found: StaffOrderPage = (await t.get("/api/Staff/Orders?q=lobby%20mural%2050%25", ops.auth)).json().Data;
    expect(found.Orders.map((o) => o.OrderNumber)).toEqual([order.orderNumber]);
    const across: StaffOrderPage = (await t.get("/api/Staff/Orders?q=pdf%20qk-second", ops.auth)).json().Data;
    expect(across.Orders).toEqual([]);
    const moved = await kit.move(ops, order.orderNumber, { To: "in_production", Version: order.version });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectCountsTrue();
    const held = await kit.move(ops, order.orderNumber, { To: "on_hold", Version: order.version + 1, Note: "Wait" });
    expect(held.statusCode, held.body).toBe(200);
    await expectCountsTrue();
    const cancelled = await kit.cancel(ops, order.orderNumber, { Version: order.version + 2 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectCountsTrue();
    // A refused move changes no count.
    const refused = await kit.move(ops, order.orderNumber, { To: "in_production", Version: order.version + 3 });
    expect(refused.statusCode).toBe(422);
    await expectCountsTrue();
  });

  it("equal a fresh count after many moves at once, and after two staff moving one order at once", async () => {
    const placed = [];
    for (let i = 0; i < 6; i++) placed.push(await place());
    const replies = await Promise.all(
      placed.map((o, i) =>
        kit.move(i % 2 ? ops : admin, o.orderNumber, { To: i % 3 ? "in_production" : "on_hold", Version: o.version }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(placed.map(() => 200));
    await expectCountsTrue();
    const ids = placed.map((o) => o.id);
    const inProduction = await db()
      .select()
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.status, "in_production")));
    const one = inProduction[0]!;
    const race = await Promise.all([
      kit.move(ops, one.orderNumber, { To: "on_hold", Version: one.version }),
      kit.cancel(admin, one.orderNumber, { Version: one.version }),
    ]);
    // One wins. The other sees the version changed (409), or, when the cancel's card refund has
    // already started, that the order is being cancelled (422): both leave the counts true.
    const [won, lost] = race.map((r) => r.statusCode).sort();
    expect(won).toBe(200);
    expect([409, 422]).toContain(lost);
    await expectCountsTrue();
  });

  it("keep each new file name once when two orders take the same new names at once, crosswise", async () => {
    const [a, b] = [await place(), await place()];
    const rename = (orderId: number, first: string, second: string) =>
      db().transaction(async (tx) => {
        await tx.execute(sql`
          update order_lines set filename = case line_no when 1 then ${first} else ${second} end
          where order_id = ${orderId} and filename <> ''`);
      });
    await Promise.all([
      rename(a!.id, "qk-crosswise-one.pdf", "qk-crosswise-two.pdf"),
      rename(b!.id, "qk-crosswise-two.pdf", "qk-crosswise-one.pdf"),
    ]);
    await expectCountsTrue();
    for (const q of ["crosswise-one", "crosswise-two"]) {
      const found: StaffOrderPage = (await t.get(`/api/Staff/Orders?q=${q}`, ops.auth)).json().Data;
      expect(found.Orders.map((o) => o.OrderNumber).sort()).toEqual([a!.orderNumber, b!.orderNumber].sort());
    }
  });
});
