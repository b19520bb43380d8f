import type { StaffOrderDetail } from "@portal/contract";
import {
  orderLines,
  orderPayments,
  orderShipmentLines,
  orderShipments,
  orderStatusHistory,
  orders,
} from "@portal/db/schema";
import { makeSpotPdf } from "@portal/preflight/fixtures";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import type { SignedIn } from "../../test/signIn.js";
import { signInOn } from "../cart/cart.testkit.js";
import { readPdf } from "../docs/pdfTestKit.js";
import { listen, newToken, place, tusUpload, waitForPreflight } from "../library/library.testkit.js";
import { insertTestOrder } from "./staffQueue.testkit.js";

const FILE = "Grüße Fenster.pdf";
const WARNING = `${FILE}: The artwork is 150 ppi at this size; it may look soft.`;

describe("the staff order workspace, artwork and job tickets (BRAND=Wholesale)", () => {
  let t: TestApp;
  let ops: SignedIn;
  let admin: SignedIn;
  let support: SignedIn;
  let buyer: SignedIn;
  let buyer2: SignedIn;
  let bytes: Uint8Array;
  let order: { id: number; orderNumber: number };
  let other: { id: number; orderNumber: number };
  let lineIds: number[];
  const db = () => t.database.db;
  const detailOf = async (orderNumber: number, who: SignedIn = ops): Promise<StaffOrderDetail> => {
    const res = await t.get(`/api/Staff/Orders/${orderNumber}`, who.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data;
  };

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    const base = await listen(t.app);
    [ops, admin, support, buyer, buyer2] = await Promise.all([
      signInOn(t, "staff.ops"),
      signInOn(t, "staff.admin"),
      signInOn(t, "staff.support"),
      signInOn(t, "buyer"),
      signInOn(t, "buyer2"),
    ]);
    bytes = makeSpotPdf("PANTONE 185 C");
    const token = await newToken(t, buyer);
    await tusUpload(base, token.access_token, FILE, bytes);
    expect((await place(t, buyer, { packageid: token.id })).statusCode).toBe(200);
    const fullUrl = `/ImgLibrary/${buyer.Id}/${FILE}`;
    expect((await waitForPreflight(t, buyer, fullUrl)).Preflight.status).toBe("done");

    const [template] = await db().select().from(orders).where(eq(orders.userId, buyer.Id)).orderBy(asc(orders.id));
    order = await insertTestOrder(db(), {
      template: { ...template!, orderNotes: "Deliver to the loading dock.", version: 3 },
      status: "in_production",
      placedAt: new Date("2026-01-05T16:00:00Z"),
      productionDate: "2026-01-06",
      lines: [
        {
          filename: FILE,
          fullUrl,
          quantity: 4,
          priceCents: 13800,
          fields: { InchWidth: 24, InchHeight: 36, LaminateType: "gloss", sides: "1", Name: FILE },
          orderNotes: WARNING,
        },
        { filename: "no-file.pdf", itemNo: "COREX-4MM", itemDesc: "4 mm Corex", productType: "rigid" },
        {
          kind: "service",
          itemNo: "TS-SVC-1",
          itemDesc: "Color Matching",
          productType: "misc",
          filename: FILE,
          fields: { Colors: ["PANTONE 185 C"] },
        },
      ],
    });
    lineIds = (
      await db().select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.lineNo))
    ).map((l) => l.id);
    await db().insert(orderPayments).values({
      orderId: order.id,
      seq: 1,
      kind: "card",
      status: "charged",
      amountCents: template!.totalCents,
      chargeId: "ch_test",
      cardBrand: "Visa",
      last4: "4242",
    });
    await db()
      .insert(orderStatusHistory)
      .values([
        {
          orderId: order.id,
          fromStatus: null,
          toStatus: "ordered",
          changedBy: buyer.Id,
          changedAt: new Date("2026-01-05T16:00:00Z"),
        },
        {
          orderId: order.id,
          fromStatus: "ordered",
          toStatus: "in_production",
          changedBy: ops.Id,
          changedAt: new Date("2026-01-06T14:00:00Z"),
          note: "On press 2",
        },
      ]);
    const [shipment] = await db()
      .insert(orderShipments)
      .values({
        orderId: order.id,
        carrier: "UPS",
        trackingNumber: "1Z999AA10123456784",
        weightLb: 12.5,
        createdBy: ops.Id,
      })
      .returning();
    await db().insert(orderShipmentLines).values({ shipmentId: shipment!.id, orderLineId: lineIds[0]! });
    other = await insertTestOrder(db(), {
      template: template!,
      status: "ordered",
      placedAt: new Date("2026-01-07T16:00:00Z"),
      lines: [{ filename: "theirs.pdf" }],
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it("shows everything staff need about the order", async () => {
    const d = await detailOf(order.orderNumber);
    expect(d).toMatchObject({
      OrderNumber: order.orderNumber,
      Status: "in_production",
      Version: 3,
      AllowedMoves: ["on_hold", "shipped", "cancelled"],
      Customer: "Northside Sign Co.",
      OrderedBy: { Name: "Bailey Byers", Username: "buyer", Email: "bailey@northsidesign.example" },
      PlacedBy: "Bailey Byers",
      DateOrdered: "2026-01-05T16:00:00.000Z",
      ProductionDate: "2026-01-06",
      Late: true,
      Carrier: "FedEx",
      ShippingMethod: "FedEx Ground",
      Notes: "Deliver to the loading dock.",
      Payments: [{ Kind: "card", Status: "charged", Card: "Visa ending 4242", Refunded: 0 }],
    });
    expect(d.ShipTo).toMatchObject({ Name: "Bailey Byers", Company: "Northside Sign Co.", City: "Minneapolis" });
    expect(d.BillTo.Name).toBe("Bailey Byers");
    expect(JSON.stringify(d)).not.toContain("ch_test");
    expect(d.History).toEqual([
      { From: null, To: "ordered", By: "Bailey Byers", At: "2026-01-05T16:00:00.000Z", Note: "", Decision: null },
      {
        From: "ordered",
        To: "in_production",
        By: "Staff staff.ops",
        At: "2026-01-06T14:00:00.000Z",
        Note: "On press 2",
        Decision: null,
      },
    ]);
    expect(d.Shipments).toEqual([
      expect.objectContaining({
        Carrier: "UPS",
        TrackingNumber: "1Z999AA10123456784",
        TrackingLink: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
        WeightLb: 12.5,
        LineIds: [lineIds[0]],
        By: "staff.ops",
      }),
    ]);
  });

  it("shows each line: product, size, options, services, file, thumbnail, preflight and accepted warnings", async () => {
    const d = await detailOf(order.orderNumber);
    const [art, plain, service] = d.Lines;
    expect(art).toMatchObject({
      LineId: lineIds[0],
      LineNo: 1,
      Kind: "product",
      Product: "Calendered Vinyl",
      Material: "Calendered Vinyl",
      ProductType: "adhesive",
      WidthIn: 24,
      HeightIn: 36,
      Quantity: 4,
      Price: 138,
      Services: ["Color Matching: PANTONE 185 C"],
      Filename: FILE,
      ArtworkPath: `/api/Staff/Orders/${order.orderNumber}/Lines/${lineIds[0]}/Artwork`,
      AcceptedWarnings: [WARNING],
      Shipped: true,
    });
    expect(art!.Options).toContainEqual({ Name: "Laminate", Value: "Gloss Laminate" });
    expect(art!.Preflight).toMatchObject({
      status: "done",
      widthIn: 12,
      spotColors: ["PANTONE 185 C"],
      errors: [],
      fonts: [],
      pageCount: 1,
    });
    // The thumbnail link is signed: it works without the bearer token.
    const thumb = await t.get(art!.ThumbnailUrl);
    expect(thumb.statusCode, thumb.body).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/png");

    expect(plain).toMatchObject({
      Product: "4 mm Corex",
      ArtworkPath: "",
      Preflight: null,
      ThumbnailUrl: "",
      Shipped: false,
    });
    expect(service).toMatchObject({ Kind: "service", Services: [], Options: [] });
  });

  it("streams the original artwork under its real name", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/Staff/Orders/${order.orderNumber}/Lines/${lineIds[0]}/Artwork`,
      headers: ops.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-length"]).toBe(String(bytes.length));
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Gru_e Fenster.pdf"; filename*=UTF-8''Gr%C3%BC%C3%9Fe%20Fenster.pdf`,
    );
    expect(Buffer.compare(res.rawPayload, Buffer.from(bytes))).toBe(0);
  });

  it("answers a clear 404 for an unknown order, another order's line, a line without artwork, another brand", async () => {
    const notFound = async (url: string, message: string) => {
      const res = await t.get(url, ops.auth);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().Message).toBe(message);
    };
    await notFound("/api/Staff/Orders/999999", "Order not found.");
    await notFound(`/api/Staff/Orders/999999/Lines/${lineIds[0]}/Artwork`, "Order not found.");
    await notFound(
      `/api/Staff/Orders/${other.orderNumber}/Lines/${lineIds[0]}/Artwork`,
      `Line ${lineIds[0]} is not part of order ${other.orderNumber}.`,
    );
    await notFound(
      `/api/Staff/Orders/${order.orderNumber}/Lines/${lineIds[1]}/Artwork`,
      `Line 2 of order ${order.orderNumber} has no artwork file.`,
    );
    await db().update(orders).set({ franchise: "TradeLine" }).where(eq(orders.id, other.id));
    try {
      await notFound(`/api/Staff/Orders/${other.orderNumber}`, "Order not found.");
    } finally {
      await db().update(orders).set({ franchise: "Wholesale" }).where(eq(orders.id, other.id));
    }
    expect((await t.get("/api/Staff/Orders/abc", ops.auth)).statusCode).toBe(400);
  });

  it("prints the job ticket of the order and of one line as PDFs", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/Staff/Orders/${order.orderNumber}/JobTicket`,
      headers: ops.auth,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`inline; filename="job-ticket-${order.orderNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = readPdf(res.rawPayload)
      .pages.map((p) => p.text)
      .join(" ");
    expect(text).toContain(String(order.orderNumber));
    expect(text).toContain("Northside Sign Co.");
    expect(text).toContain(FILE);
    expect(text).toContain("Gloss Laminate");
    expect(text).toContain("Color Matching: PANTONE 185 C");

    const line = await t.app.inject({
      method: "GET",
      url: `/api/Staff/Orders/${order.orderNumber}/Lines/${lineIds[1]}/JobTicket`,
      headers: admin.auth,
    });
    expect(line.statusCode).toBe(200);
    expect(line.headers["content-disposition"]).toBe(`inline; filename="job-ticket-${order.orderNumber}-2.pdf"`);
    expect(
      readPdf(line.rawPayload)
        .pages.map((p) => p.text)
        .join(" "),
    ).toContain("4 mm Corex");
  });

  it("refuses customers and support with 403 on every call and shows them nothing", async () => {
    const urls = [
      `/api/Staff/Orders/${order.orderNumber}`,
      `/api/Staff/Orders/${order.orderNumber}/Lines/${lineIds[0]}/Artwork`,
      `/api/Staff/Orders/${order.orderNumber}/JobTicket`,
      `/api/Staff/Orders/${order.orderNumber}/Lines/${lineIds[0]}/JobTicket`,
    ];
    for (const url of urls) {
      for (const who of [buyer, buyer2, support]) {
        const res = await t.get(url, who.auth);
        expect(res.statusCode, url).toBe(403);
        expect(res.body).not.toContain("Northside");
        expect(res.body).not.toContain("%PDF");
      }
      expect((await t.get(url)).statusCode).toBe(401);
    }
    expect((await detailOf(order.orderNumber, admin)).OrderNumber).toBe(order.orderNumber);
  });
});
