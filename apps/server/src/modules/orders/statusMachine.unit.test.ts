import { describe, expect, it } from "vitest";
import { allowedMoves, canCancel, moveKind } from "./statusMachine.js";

describe("order status machine", () => {
  it("moves an order forward through production, shipping and completion", () => {
    expect(moveKind("ordered", "in_production", null)).toBe("production");
    expect(moveKind("in_production", "shipped", null)).toBe("ship");
    expect(moveKind("shipped", "invoiced", null)).toBe("complete");
    expect(moveKind("needs_approval", "ordered", null)).toBe("release");
  });

  it("refuses skipping and going back", () => {
    expect(moveKind("ordered", "shipped", null)).toBeNull();
    expect(moveKind("in_production", "ordered", null)).toBeNull();
    expect(moveKind("invoiced", "shipped", null)).toBeNull();
    expect(moveKind("cancelled", "ordered", null)).toBeNull();
  });

  it("holds an open order and releases it only to where it was", () => {
    expect(moveKind("in_production", "on_hold", null)).toBe("hold");
    expect(moveKind("shipped", "on_hold", null)).toBeNull();
    expect(moveKind("on_hold", "in_production", "in_production")).toBe("unhold");
    expect(moveKind("on_hold", "ordered", "in_production")).toBeNull();
    expect(allowedMoves("on_hold", "ordered")).toEqual(["ordered", "cancelled"]);
  });

  it("cancels anything before shipped and nothing after", () => {
    expect(["needs_approval", "ordered", "in_production", "on_hold"].every((s) => canCancel(s as never))).toBe(true);
    expect(canCancel("shipped")).toBe(false);
    expect(canCancel("invoiced")).toBe(false);
    expect(canCancel("cancelled")).toBe(false);
  });

  it("lists the buttons of an order in production", () => {
    expect(allowedMoves("in_production", null)).toEqual(["on_hold", "shipped", "cancelled"]);
  });
});
