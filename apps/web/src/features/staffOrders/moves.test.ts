import { describe, expect, it } from "vitest";
import { cancelConsequences, moveButtons } from "./moves";

const usd = (n: number) => `$${n.toFixed(2)}`;

describe("workspace buttons", () => {
  it("offers production, hold and cancel on an ordered order, cancel last", () => {
    expect(moveButtons("ordered", ["cancelled", "in_production", "on_hold"]).map((b) => b.label)).toEqual([
      "Start production",
      "Put on hold",
      "Cancel order",
    ]);
  });

  it("releases a hold back to where it came from", () => {
    expect(moveButtons("on_hold", ["in_production", "cancelled"])).toEqual([
      { to: "in_production", label: "Release hold", dialog: "none" },
      { to: "cancelled", label: "Cancel order", dialog: "cancel" },
    ]);
  });

  it("leaves the office manager's release to the office manager", () => {
    expect(moveButtons("needs_approval", ["ordered", "on_hold"]).map((b) => b.label)).toEqual(["Put on hold"]);
  });

  it("ships and completes", () => {
    expect(moveButtons("in_production", ["shipped"])[0]?.dialog).toBe("ship");
    expect(moveButtons("shipped", ["invoiced"])[0]?.label).toBe("Mark completed");
  });
});

describe("what a cancel refunds or voids", () => {
  it("refunds what is left of a charge and voids a held card", () => {
    expect(
      cancelConsequences(
        [
          { Kind: "card", Status: "charged", Amount: 120.5, Card: "Visa ending 4242", Refunded: 20 },
          { Kind: "card", Status: "pending_release", Amount: 40, Card: "Mastercard ending 4444", Refunded: 0 },
        ],
        usd,
      ),
    ).toEqual([
      "$100.50 is refunded to Visa ending 4242.",
      "The $40.00 held on Mastercard ending 4444 is voided; it was never charged.",
    ]);
  });

  it("says a terms order gets no card operation", () => {
    expect(
      cancelConsequences([{ Kind: "terms", Status: "on_account", Amount: 80, Card: "", Refunded: 0 }], usd),
    ).toEqual(["Nothing is refunded: the order is on account; no card is charged."]);
    expect(cancelConsequences([], usd)).toEqual(["No payment is refunded or voided."]);
  });
});
