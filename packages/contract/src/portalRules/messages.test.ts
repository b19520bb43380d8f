import { describe, expect, it } from "vitest";
import {
  addIssue,
  fillMessage,
  formatIssue,
  ISSUE_MESSAGES,
  ISSUE_NAMES,
  issueList,
  issueMessage,
  isWarningName,
  projectWarnings,
  removeIssues,
  WARNING_NAMES,
} from "./messages.js";

const SPEC_NAMES = [
  "ACMOversized",
  "ACMUndersized",
  "ACMSizeMin",
  "ACMPanelOversizedHeight",
  "ACMPanelOversizedWidth",
  "AddCartError",
  "CadCutError",
  "EmbeddedFonts",
  "HorizontalFlute",
  "LowDPI",
  "NullWidthHeight",
  "HasWhitespace",
  "HoleSizeError",
  "Overlap",
  "TooWideWindow",
  "Mismatched",
  "MissingSize",
  "MissingCutfile",
  "cut_finish",
  "MissingLibraryItem",
  "product_type",
  "ItemNo",
  "LaminateType",
  "WouldOverwrite",
  "size",
  "sides",
  "round_corners",
  "holes",
  "hole_placement",
  "hole_edge_distance",
  "hole_hole_distance",
  "grommets",
  "self_cut",
  "Overprice",
];

describe("the portal message catalogue", () => {
  it("has a message for every name of docs/product/portal.md, and no other", () => {
    expect([...ISSUE_NAMES].sort()).toEqual([...SPEC_NAMES].sort());
  });

  it.each(SPEC_NAMES)("%s reads as a sentence with its placeholders filled", (name) => {
    const values = {
      artWidth: 10,
      artHeight: 20,
      width: 30,
      height: 40,
      min: 4,
      sheetWidth: 48,
      sheetHeight: 96,
      spotColor: "Route",
      product: "rigid panels",
      dpi: 72,
      holeSize: 0.375,
      distance: 0.25,
      overlap: 0.25,
      printedWidth: 30.25,
      max: 53,
      limit: "$4,000",
    };
    const message = issueMessage(name, values);
    expect(message).toMatch(/^[A-Z].*\.$/);
    expect(message).not.toMatch(/\{\w+\}/);
  });

  it("keeps the spec's wording where it gives it", () => {
    expect(ISSUE_MESSAGES.AddCartError).toBe("There was a server error adding items to your cart.");
    expect(issueMessage("LowDPI", { dpi: 72, min: 100 })).toContain("100 DPI");
    expect(issueMessage("TooWideWindow", { max: 53, width: 60 })).toContain("53 inches");
    expect(issueMessage("Overlap", { overlap: 0.25, printedWidth: 1, height: 1 })).toContain("0.25 inch");
    expect(issueMessage("CadCutError", { spotColor: "CutContourCad", product: "adhesive vinyl" })).toContain(
      "CutContourCad",
    );
    expect(issueMessage("EmbeddedFonts")).toContain("outlines");
    expect(issueMessage("ACMSizeMin", { min: 4 })).toContain("4 inches");
  });

  it("has exactly the six warnings; the rest are errors", () => {
    expect([...WARNING_NAMES]).toEqual([
      "LowDPI",
      "HasWhitespace",
      "Overlap",
      "ACMOversized",
      "ACMUndersized",
      "HorizontalFlute",
    ]);
    expect(isWarningName("LowDPI")).toBe(true);
    expect(isWarningName("Mismatched")).toBe(false);
    expect(isWarningName("Overprice")).toBe(false);
  });

  it("fills placeholders and leaves unknown ones", () => {
    expect(fillMessage("a {x} b {y}", { x: 1 })).toBe("a 1 b {y}");
  });

  it("formats an issue as the image name in bold and the message, escaped", () => {
    expect(formatIssue("sign.pdf", "Too small.")).toBe("<b>sign.pdf</b> Too small.");
    expect(formatIssue("<x>.pdf", "a & b")).toBe("<b>&#60;x&#62;.pdf</b> a &#38; b");
    expect(issueList("a.pdf", { LowDPI: "m" })).toEqual([{ imageName: "a.pdf", name: "LowDPI", message: "m" }]);
  });

  it("never adds a name twice and removes by name", () => {
    const once = addIssue({}, "LowDPI", "first");
    expect(addIssue(once, "LowDPI", "second")).toEqual({ LowDPI: "first" });
    expect(removeIssues({ a: "1", b: "2" }, ["a"])).toEqual({ b: "2" });
  });

  it("warns Overprice for a project over $4,000 only", () => {
    expect(projectWarnings(400_000)).toEqual({});
    expect(Object.keys(projectWarnings(400_001))).toEqual(["Overprice"]);
    expect(projectWarnings(400_001).Overprice).toContain("$4,000");
  });
});
