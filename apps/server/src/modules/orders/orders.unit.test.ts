import { AccountOrdersRequestSchema, orderStatusLabel, ReorderRequestSchema } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { releasedMail } from "./ordersMail.js";

describe("order groups and requests", () => {
  it("labels the groups as docs/product/orders.md names them", () => {
    expect(orderStatusLabel("needs_approval", false)).toBe("Await Release");
    expect(orderStatusLabel("needs_approval", true)).toBe("Release to Production");
    expect(orderStatusLabel("ordered", true)).toBe("In Production");
    expect(orderStatusLabel("shipped", false)).toBe("Shipped");
    expect(orderStatusLabel("invoiced", false)).toBe("Completed Orders");
  });

  it("pages AccountOrders 10 at a time by default and refuses an unknown status", () => {
    expect(AccountOrdersRequestSchema.parse({ userId: "7", Type: "ordered" })).toMatchObject({
      userId: 7,
      page: 1,
      pageSize: 10,
    });
    expect(AccountOrdersRequestSchema.safeParse({ userId: 7, Type: "lost" }).success).toBe(false);
    expect(AccountOrdersRequestSchema.safeParse({ userId: 7, Type: "ordered", pageSize: 500 }).success).toBe(false);
  });

  it("reads reorder line ids as numbers", () => {
    expect(ReorderRequestSchema.parse({ userId: 1, orderNumber: "100001", lines: ["4", 5] }).lines).toEqual([4, 5]);
  });

  it("tells the buyer their order was released", () => {
    const mail = releasedMail("bailey@example.com", {
      brandName: "Wholesale Graphics Direct",
      publicUrl: "https://portal.example/",
      orderNumber: 100123,
      buyerName: "Bailey Byers",
      releasedBy: "manager",
      productionDate: "2026-11-23",
      shipDate: "2026-11-24",
    });
    expect(mail.subject).toBe("Wholesale Graphics Direct: your order 100123 was released");
    expect(mail.text).toContain("https://portal.example/store/orderdetails/100123");
  });
});
