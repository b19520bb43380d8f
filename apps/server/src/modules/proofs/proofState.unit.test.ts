import { describe, expect, it } from "vitest";
import { orderProofState, proofsOpen } from "./proofState.js";

describe("orderProofState", () => {
  it("is null without proofs, unless the customer requires them", () => {
    expect(orderProofState(false, [{ lineNo: 1, latest: null }])).toEqual({ state: null, items: [] });
    expect(orderProofState(true, [{ lineNo: 1, latest: null }])).toEqual({ state: "needed", items: [1] });
  });

  it("puts changes requested before waiting, and waiting before needed", () => {
    const lines = [
      { lineNo: 1, latest: "waiting" as const },
      { lineNo: 2, latest: "changes_requested" as const },
      { lineNo: 3, latest: null },
    ];
    expect(orderProofState(true, lines)).toEqual({ state: "changes_requested", items: [2] });
    expect(orderProofState(true, [lines[0]!, lines[2]!])).toEqual({ state: "waiting", items: [1] });
  });

  it("is approved when every proof sent is approved (and, when required, every line has one)", () => {
    expect(
      orderProofState(false, [
        { lineNo: 1, latest: "approved" },
        { lineNo: 2, latest: null },
      ]),
    ).toEqual({
      state: "approved",
      items: [],
    });
    expect(
      orderProofState(true, [
        { lineNo: 1, latest: "approved" },
        { lineNo: 2, latest: null },
      ]),
    ).toEqual({
      state: "needed",
      items: [2],
    });
  });
});

describe("proofsOpen", () => {
  it("allows proofs before production only", () => {
    expect(proofsOpen("ordered", null)).toBe(true);
    expect(proofsOpen("needs_approval", null)).toBe(true);
    expect(proofsOpen("on_hold", "ordered")).toBe(true);
    expect(proofsOpen("on_hold", "in_production")).toBe(false);
    expect(proofsOpen("in_production", null)).toBe(false);
    expect(proofsOpen("cancelled", null)).toBe(false);
  });
});
