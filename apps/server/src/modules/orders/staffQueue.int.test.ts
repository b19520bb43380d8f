import { ORDER_STATUSES, type StaffOrderPage } from "@portal/contract";
import { customers, orderStatusCounts, orders } from "@portal/db/schema";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import type { SignedIn } from "../../test/signIn.js";
import { signInOn } from "../cart/cart.testkit.js";
import { lateCutoff } from "./staffQueue.service.js";
import { insertTestOrder } from "./staffQueue.testkit.js";

type Row = StaffOrderPage["Orders"][number];

describe("the staff order queue (BRAND=Wholesale)", () => {
  let t: TestApp;
  let ops: SignedIn;
  let admin: SignedIn;
  let support: SignedIn;
  let buyer: SignedIn;
  let manager: SignedIn;
  let template: typeof orders.$inferSelect;
  let lakeshore: number;
  const db = () => t.database.db;
  const made: Record<string, number> = {};

  const queue = async (query: string, who: SignedIn = ops): Promise<StaffOrderPage> => {
    const res = await t.get(`/api/Staff/Orders${query ? `?${query}` : ""}`, who.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data;
  };
  const numbers = (page: StaffOrderPage) => page.Orders.map((o: Row) => o.OrderNumber);

  /** Orders per status of this brand, counted from the table itself. */
  const countedByStatus = async (where = sql`true`) => {
    const rows = await db()
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(and(eq(orders.franchise, "Wholesale"), where))
      .groupBy(orders.status);
    return Object.fromEntries(ORDER_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]));
  };

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    [ops, admin, support, buyer, manager] = await Promise.all([
      signInOn(t, "staff.ops"),
      signInOn(t, "staff.admin"),
      signInOn(t, "staff.support"),
      signInOn(t, "buyer"),
      signInOn(t, "manager"),
    ]);
    const [first] = await db()
      .select()
      .from(orders)
      .where(eq(orders.userId, buyer.Id))
      .orderBy(asc(orders.id))
      .limit(1);
    template = first!;
    const [lake] = await db().select().from(customers).where(eq(customers.companyName, "Lakeshore Wraps LLC"));
    lakeshore = lake!.id;
    const base = { template };
    // Placed in 2021 (older than every seeded order), each with a file name this suite searches for.
    made.lateOrdered = (
      await insertTestOrder(db(), {
        ...base,
        status: "ordered",
        placedAt: new Date("2021-03-16T05:30:00Z"), // 00:30 CDT on 16 March
        productionDate: "2021-03-17",
        lines: [{ filename: "qx-harbor-banner.pdf", productType: "banner", itemNo: "BAN-13" }],
      })
    ).orderNumber;
    made.dayBefore = (
      await insertTestOrder(db(), {
        ...base,
        status: "shipped",
        placedAt: new Date("2021-03-16T04:30:00Z"), // 23:30 CDT on 15 March
        productionDate: "2021-03-16",
        lines: [{ filename: "qx-window-cling.pdf" }],
      })
    ).orderNumber;
    made.onHold = (
      await insertTestOrder(db(), {
        ...base,
        status: "on_hold",
        placedAt: new Date("2021-03-20T15:00:00Z"),
        productionDate: "2021-03-22",
        lines: [{ filename: "qx-100%_literal.pdf" }],
      })
    ).orderNumber;
    made.futureProduction = (
      await insertTestOrder(db(), {
        ...base,
        status: "in_production",
        placedAt: new Date("2021-03-21T15:00:00Z"),
        productionDate: "2099-01-05",
        lines: [{ filename: "qx-future.pdf" }],
      })
    ).orderNumber;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists every order of the brand newest first, a page at a time, with the counts per status", async () => {
    const expected = await countedByStatus();
    const total = Object.values(expected).reduce((a, b) => a + b, 0);
    const first = await queue("pageSize=5");
    expect(first.Total).toBe(total);
    expect(first.Counts).toEqual(expected);
    expect(first.Orders).toHaveLength(5);
    const all: Row[] = [];
    for (let page = 1; page <= Math.ceil(total / 5); page++)
      all.push(...(await queue(`pageSize=5&page=${page}`)).Orders);
    expect(all).toHaveLength(total);
    expect(new Set(all.map((o) => o.OrderNumber)).size).toBe(total);
    const dates = all.map((o) => o.DateOrdered);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.at(-1)!.OrderNumber).toBe(made.dayBefore);

    const row = all.find((o) => o.OrderNumber === made.lateOrdered)!;
    expect(row).toMatchObject({
      Status: "ordered",
      Customer: "Northside Sign Co.",
      OrderedBy: "Bailey Byers",
      Email: "bailey@northsidesign.example",
      DateOrdered: "2021-03-16T05:30:00.000Z",
      ProductionDate: "2021-03-17",
      Lines: 1,
      Late: true,
    });
    expect(row.Total).toBeCloseTo(template.totalCents / 100, 2);
    // Past the last page: no rows, the same total.
    const beyond = await queue(`pageSize=5&page=${Math.ceil(total / 5) + 1}`);
    expect(beyond.Orders).toEqual([]);
    expect(beyond.Total).toBe(total);
  });

  it("filters by status; the counts stay those of every status", async () => {
    const expected = await countedByStatus();
    const shipped = await queue("status=shipped&pageSize=100");
    expect(shipped.Total).toBe(expected.shipped);
    expect(shipped.Orders.every((o) => o.Status === "shipped")).toBe(true);
    expect(shipped.Orders).toHaveLength(expected.shipped!);
    expect(shipped.Counts).toEqual(expected);
    const held = await queue("status=on_hold");
    expect(numbers(held)).toEqual([made.onHold]);
  });

  it("keeps the counts right across inserts, status changes and deletes (any process sees them)", async () => {
    const extra = await insertTestOrder(db(), {
      template,
      status: "ordered",
      placedAt: new Date("2020-01-02T15:00:00Z"),
      lines: [{ filename: "qx-counted.pdf" }],
    });
    await db().update(orders).set({ status: "in_production" }).where(eq(orders.id, extra.id));
    expect((await queue("")).Counts).toEqual(await countedByStatus());
    await db().execute(sql`delete from order_lines where order_id = ${extra.id}`);
    await db().delete(orders).where(eq(orders.id, extra.id));
    const stored = await db().select().from(orderStatusCounts).where(eq(orderStatusCounts.franchise, "Wholesale"));
    const expected = await countedByStatus();
    for (const s of ORDER_STATUSES) expect(stored.find((r) => r.status === s)?.n ?? 0, s).toBe(expected[s]);
    expect((await queue("")).Counts).toEqual(expected);
  });

  it("filters by customer, with that customer's counts", async () => {
    const page = await queue(`customerId=${lakeshore}&pageSize=100`);
    const expected = await countedByStatus(eq(orders.customerId, lakeshore));
    expect(page.Counts).toEqual(expected);
    expect(page.Orders.length).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
    expect(page.Orders.every((o) => o.Customer === "Lakeshore Wraps LLC" && o.CustomerId === lakeshore)).toBe(true);
    expect((await queue(`customerId=${lakeshore}&status=shipped`)).Orders.every((o) => o.Status === "shipped")).toBe(
      true,
    );
  });

  it("filters by the US Central calendar days an order was placed on", async () => {
    // 04:30 UTC on 16 March 2021 is 23:30 on the 15th in Chicago; 05:30 is 00:30 on the 16th.
    expect(numbers(await queue("from=2021-03-16&to=2021-03-16"))).toEqual([made.lateOrdered]);
    expect(numbers(await queue("from=2021-03-15&to=2021-03-15"))).toEqual([made.dayBefore]);
    expect(numbers(await queue("from=2021-03-15&to=2021-03-21"))).toEqual([
      made.futureProduction,
      made.onHold,
      made.lateOrdered,
      made.dayBefore,
    ]);
    const open = await queue("to=2021-03-16");
    expect(numbers(open)).toEqual([made.lateOrdered, made.dayBefore]);
    expect(open.Counts).toMatchObject({ ordered: 1, shipped: 1, on_hold: 0 });
  });

  it("filters by product type (an order with a line of that type)", async () => {
    const banners = await queue("productType=banner");
    expect(numbers(banners)).toEqual([made.lateOrdered]);
    expect(banners.Total).toBe(1);
    expect((await queue("productType=rigid&pageSize=100")).Orders.length).toBeGreaterThan(0);
    expect((await queue("productType=nothing-like-this")).Total).toBe(0);
  });

  it("lists late orders: accepted, not shipped, production date before the last business day", async () => {
    const late = await queue("late=true&pageSize=100");
    const lateNumbers = numbers(late);
    expect(lateNumbers).toContain(made.lateOrdered);
    expect(lateNumbers).toContain(made.onHold);
    expect(lateNumbers).not.toContain(made.dayBefore); // shipped
    expect(lateNumbers).not.toContain(made.futureProduction);
    expect(late.Orders.every((o) => o.Late)).toBe(true);
    // Exactly the open orders whose production date is before the cut-off.
    const [{ n }] = (await db()
      .select({ n: count() })
      .from(orders)
      .where(
        sql`${orders.franchise} = 'Wholesale' and ${orders.status} in ('ordered', 'in_production', 'on_hold') and ${orders.productionDate} < ${lateCutoff(new Date())}`,
      )) as [{ n: number }];
    expect(late.Total).toBe(n);
    expect(late.Counts.shipped + late.Counts.invoiced + late.Counts.cancelled + late.Counts.needs_approval).toBe(0);
  });

  it("searches order numbers, company names, e-mails and file names", async () => {
    expect(numbers(await queue(`q=${made.onHold}`))).toEqual([made.onHold]);
    expect(numbers(await queue(`q=%23${made.onHold}`))).toEqual([made.onHold]);
    expect(numbers(await queue("q=HARBOR-BAN"))).toEqual([made.lateOrdered]);
    const byCompany = await queue("q=lakeshore&pageSize=100");
    expect(byCompany.Total).toBe(
      Object.values(await countedByStatus(eq(orders.customerId, lakeshore))).reduce((a, b) => a + b, 0),
    );
    expect(byCompany.Orders.every((o) => o.Customer === "Lakeshore Wraps LLC")).toBe(true);
    const byEmail = await queue("q=casey@lakeshore&pageSize=100");
    expect(byEmail.Total).toBe(byCompany.Total);
    // LIKE's own characters are taken literally.
    expect(numbers(await queue("q=100%25_lit"))).toEqual([made.onHold]);
    expect(numbers(await queue("q=%25"))).toEqual([made.onHold]);
    expect((await queue("q=qx-%25-none")).Total).toBe(0);
    expect((await queue("q=qx-&status=shipped")).Orders.map((o) => o.OrderNumber)).toEqual([made.dayBefore]);
    const combined = await queue("q=qx-&late=true");
    expect(numbers(combined)).toEqual([made.onHold, made.lateOrdered]);
    expect(combined.Counts).toMatchObject({ on_hold: 1, ordered: 1, in_production: 0 });
  });

  it("searches within a customer's or the late orders as among all of them", async () => {
    // A customer or late filter tests each of those orders against the search instead of collecting
    // every match of the brand first: the same orders and counts either way.
    const northside = await queue("q=northside&pageSize=100");
    const customerId = northside.Orders[0]!.CustomerId!;
    const within = async (filter: string, q: string) => {
      const both = await queue(`${filter}&q=${q}&pageSize=100`);
      const alone = await queue(`${filter}&pageSize=100`);
      const searched = await queue(`q=${q}&pageSize=100`);
      const expected = alone.Orders.filter((o) => searched.Orders.some((s) => s.OrderNumber === o.OrderNumber));
      expect(numbers(both), `${filter} ${q}`).toEqual(expected.map((o) => o.OrderNumber));
      const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, expected.filter((o) => o.Status === s).length]));
      expect(both.Counts, `${filter} ${q}`).toEqual(counts);
      return both;
    };
    expect((await within(`customerId=${customerId}`, "northside")).Total).toBe(northside.Total);
    expect((await within(`customerId=${customerId}`, "bailey@north")).Total).toBeGreaterThan(0);
    expect(numbers(await within(`customerId=${customerId}`, "HARBOR-BAN"))).toEqual([made.lateOrdered]);
    expect(numbers(await within(`customerId=${customerId}`, String(made.onHold)))).toEqual([made.onHold]);
    expect((await within(`customerId=${lakeshore}`, "HARBOR-BAN")).Total).toBe(0);
    expect(numbers(await within("late=true", "100%25_lit"))).toEqual([made.onHold]);
    expect((await within("late=true", "bailey@north")).Orders.map((o) => o.OrderNumber)).toContain(made.lateOrdered);
    const ordered = await queue("late=true&status=ordered&q=northside");
    expect(numbers(ordered)).toContain(made.lateOrdered);
    expect(ordered.Orders.every((o) => o.Status === "ordered")).toBe(true);
    expect((await within("late=true", "northside")).Orders.every((o) => o.Customer === "Northside Sign Co.")).toBe(
      true,
    );
    expect((await queue(`late=true&q=${made.futureProduction}`)).Total).toBe(0);
  });

  it("keeps prepared statements only for the screen's first pages, whatever pages and sizes are asked for", async () => {
    for (let page = 1; page <= 6; page++) {
      await queue(`page=${page}`);
      await queue(`page=${page}&status=ordered`);
      await queue(`page=${page}&pageSize=${page + 5}&late=true`);
    }
    // PostgreSQL keeps a connection's prepared statements until it closes: ask every connection of the
    // pool, each held at once so none is asked twice (PGlite has one session).
    const keptPages = async () => {
      const query = `select statement from pg_prepared_statements where name like 'staff_queue_%'`;
      const texts: string[] = [];
      const pool = t.database.pool;
      if (pool) {
        const clients = await Promise.all(Array.from({ length: pool.options.max ?? 10 }, () => pool.connect()));
        try {
          for (const c of clients)
            texts.push(...(await c.query<{ statement: string }>(query)).rows.map((r) => r.statement));
        } finally {
          for (const c of clients) c.release();
        }
      } else {
        const rows = (await t.database.db.execute(sql.raw(query))) as unknown as { rows: { statement: string }[] };
        texts.push(...rows.rows.map((r) => r.statement));
      }
      return texts.map((text) => /limit (\d+) offset (\d+)/.exec(text)?.slice(1).join(" "));
    };
    const pages = await keptPages();
    expect(
      pages.every((p) => p === "25 0" || p === "25 25" || p === "25 50"),
      pages.join(", "),
    ).toBe(true);
    if (t.database.kind === "postgres") {
      // The first page keeps its prepared plan on PostgreSQL (PGlite runs every statement unnamed), on the
      // connection that ran it, unless the pool has closed that connection while idle: then on the next one.
      let again = pages;
      for (let i = 0; i < 3 && !again.includes("25 0"); i++) {
        await queue("page=1");
        again = await keptPages();
      }
      expect(again).toContain("25 0");
    }
  });

  it("answers the customer filter's options by name", async () => {
    const res = await t.get("/api/Staff/Customers?q=WRAPS", ops.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toEqual([{ Id: lakeshore, Name: "Lakeshore Wraps LLC" }]);
    const all = (await t.get("/api/Staff/Customers", ops.auth)).json().Data as { Name: string }[];
    expect(all.map((c) => c.Name)).toEqual([
      "Brightline Proof Studio",
      "Lakeshore Wraps LLC",
      "Northside Sign Co.",
      "Prairie Installers Inc.",
    ]);
  });

  it("refuses bad filters with a clear message", async () => {
    const bad = async (query: string) => {
      const res = await t.get(`/api/Staff/Orders?${query}`, ops.auth);
      expect(res.statusCode, query).toBe(400);
      return res.json().Message as string;
    };
    expect(await bad("status=lost")).toContain("Unknown status.");
    expect(await bad("from=2026-02-30")).toContain("from is not a calendar day");
    expect(await bad("from=03/16/2021")).toContain("Dates are YYYY-MM-DD.");
    expect(await bad("from=2021-03-16&to=2021-03-15")).toBe("The date range ends before it starts.");
    expect(await bad("late=yes")).toContain("late must be true or false.");
    expect(await bad("pageSize=1000")).toBeTruthy();
  });

  it("is for staff ops and admin only: customers and support get 403 and no orders, anonymous 401", async () => {
    expect((await queue("", admin)).Total).toBeGreaterThan(0);
    for (const url of ["/api/Staff/Orders", "/api/Staff/Orders?q=lakeshore", "/api/Staff/Customers?q=a"]) {
      for (const who of [buyer, manager, support]) {
        const res = await t.get(url, who.auth);
        expect(res.statusCode, `${url} ${who.Id}`).toBe(403);
        expect(res.body).not.toContain("Lakeshore");
        expect(res.body).not.toContain("OrderNumber");
      }
      expect((await t.get(url)).statusCode).toBe(401);
    }
  });
});
