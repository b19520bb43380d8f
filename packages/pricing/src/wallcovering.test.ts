import { describe, expect, it } from "vitest";
import { printedWidthIn, wallPanels } from "./wallcovering.js";

describe("wallPanels (52 in panels)", () => {
  it.each([
    // [wall width, overlap, panels]
    [10, 0.25, 1],
    [52, 0.25, 1],
    // just over one panel: two
    [52.01, 0.25, 2],
    // two panels cover 2 x 52 - 0.25 = 103.75
    [103.75, 0.25, 2],
    [103.76, 0.25, 3],
    // ceil((120 - 0.25) / 51.75) = ceil(2.31) = 3
    [120, 0.25, 3],
    // no overlap: ceil(104 / 52) = 2, ceil(104.5 / 52) = 3
    [104, 0, 2],
    [104.5, 0, 3],
    // ceil((200 - 0.5) / 51.5) = ceil(3.87) = 4
    [200, 0.5, 4],
  ])("a %s in wall with %s in overlap needs %s panels", (width, overlap, panels) => {
    expect(wallPanels(width, 52, overlap)).toBe(panels);
  });

  it("prints the overlap once per seam", () => {
    // 3 panels, 2 seams: 120 + 2 x 0.25 = 120.5
    expect(printedWidthIn(120, 52, 0.25)).toBe(120.5);
    // 1 panel, no seam
    expect(printedWidthIn(48, 52, 0.25)).toBe(48);
    // 2 panels of 52 overlapping 0.25: 103.75 + 0.25 = 104 printed, i.e. exactly 2 x 52
    expect(printedWidthIn(103.75, 52, 0.25)).toBe(104);
  });
});
