import { describe, expect, it } from "vitest";
import {
  cornerRadius,
  describePiece,
  fitScale,
  fluteDirection,
  fluteLines,
  holeLayout,
  inches,
  itemPreviewSize,
  piecesOnSheet,
  sheetBoxStyle,
  sheetLayout,
  sheetOfItem,
} from "./previewGeometry";

const panel = { InchWidth: 24, InchHeight: 18 };

describe("itemPreviewSize", () => {
  it("uses InchWidth and InchHeight", () => {
    expect(itemPreviewSize(panel)).toEqual({ width: 24, height: 18 });
  });

  it("uses a standard size choice 'height,width' over the inch fields", () => {
    expect(itemPreviewSize({ size: "18,24", InchWidth: 5, InchHeight: 5 })).toEqual({ width: 24, height: 18 });
  });

  it("counts a width or height of 0 or undefined as 1 (docs/product/portal.md)", () => {
    expect(itemPreviewSize({ InchWidth: 0, InchHeight: 12 })).toEqual({ width: 1, height: 12 });
    expect(itemPreviewSize({ InchWidth: 30 })).toEqual({ width: 30, height: 1 });
    expect(itemPreviewSize({ size: "custom", InchWidth: "", InchHeight: undefined })).toEqual({ width: 1, height: 1 });
  });
});

describe("fitScale", () => {
  it("fits the long side of a wide piece to the box width", () => {
    expect(fitScale({ width: 24, height: 18 }, { width: 480, height: 480 })).toBe(20);
  });

  it("fits the height of a tall piece", () => {
    expect(fitScale({ width: 10, height: 40 }, { width: 400, height: 200 })).toBe(5);
  });

  it("is 0 for an empty box", () => {
    expect(fitScale({ width: 10, height: 10 }, { width: 0, height: 100 })).toBe(0);
  });
});

describe("cornerRadius", () => {
  const size = { width: 24, height: 18 };

  it("reads the radius of the round_corners choice", () => {
    expect(cornerRadius({ round_corners: "0.25" }, size)).toBe(0.25);
    expect(cornerRadius({ round_corners: "0.5" }, size)).toBe(0.5);
    expect(cornerRadius({ round_corners: "1" }, size)).toBe(1);
  });

  it("is 0 for square corners or no choice", () => {
    expect(cornerRadius({ round_corners: "none" }, size)).toBe(0);
    expect(cornerRadius({ round_corners: "Select" }, size)).toBe(0);
    expect(cornerRadius({}, size)).toBe(0);
  });

  it("is never more than half the short side", () => {
    expect(cornerRadius({ round_corners: "1" }, { width: 1, height: 1 })).toBe(0.5);
  });
});

describe("holeLayout", () => {
  const size = { width: 24, height: 18 };

  it("has no markers without holes or grommets", () => {
    expect(holeLayout({ holes: "none", grommets: "none" }, size)).toMatchObject({ kind: "none", markers: [] });
  });

  it("puts 4 corner holes the edge distance in from both edges, 0.375 in across", () => {
    const layout = holeLayout({ holes: "4", hole_placement: "corners", hole_edge_distance: "0.5" }, size);
    expect(layout.markers).toEqual([
      { x: 0.5, y: 0.5, diameter: 0.375 },
      { x: 23.5, y: 0.5, diameter: 0.375 },
      { x: 0.5, y: 17.5, diameter: 0.375 },
      { x: 23.5, y: 17.5, diameter: 0.375 },
    ]);
    expect(layout.dimensions.map((d) => d.label)).toEqual(["0.5 in", "0.5 in", "23 in"]);
  });

  it("uses the default preview edge distance of 1 in when none is entered (docs/product/portal.md)", () => {
    const layout = holeLayout({ holes: "2", hole_placement: "corners", hole_edge_distance: "" }, size);
    expect(layout.edge).toBe(1);
    expect(layout.markers.map(({ x, y }) => [x, y])).toEqual([
      [1, 1],
      [23, 1],
    ]);
  });

  it("puts corner holes at the corners when no placement is chosen", () => {
    expect(holeLayout({ holes: "4", hole_placement: "Select" }, size).placement).toBe("corners");
  });

  it("centres top holes the entered spacing apart and labels edge and spacing", () => {
    const layout = holeLayout(
      { holes: "2", hole_placement: "top", hole_edge_distance: "1", hole_hole_distance: "10" },
      size,
    );
    expect(layout.markers.map(({ x, y }) => [x, y])).toEqual([
      [7, 1],
      [17, 1],
    ]);
    expect(layout.dimensions).toEqual([
      { from: { x: 0, y: 1 }, to: { x: 7, y: 1 }, label: "7 in" },
      { from: { x: 7, y: 0 }, to: { x: 7, y: 1 }, label: "1 in" },
      { from: { x: 7, y: 1 }, to: { x: 17, y: 1 }, label: "10 in" },
    ]);
  });

  it("spreads top holes from edge to edge when the spacing is empty", () => {
    const top = { holes: "2", hole_placement: "top", hole_edge_distance: "2" };
    expect(holeLayout(top, size).markers.map(({ x, y }) => [x, y])).toEqual([
      [2, 2],
      [22, 2],
    ]);
  });

  it("draws the spacing entered, labelled as entered, even when it does not fit (issue 17 bug 7)", () => {
    const four = holeLayout(
      { holes: "4", hole_placement: "top", hole_edge_distance: "1", hole_hole_distance: "10" },
      size,
    );
    expect(four.markers.map(({ x }) => x)).toEqual([-3, 7, 17, 27]);
    expect(four.dimensions.map((d) => d.label)).toContain("10 in");
    expect(four.dimensions.map((d) => d.label)).not.toContain("7.333 in");
  });

  it("puts side holes on the left and right edges, centred and spaced down the side", () => {
    const two = holeLayout({ holes: "2", hole_placement: "sides", hole_edge_distance: "1" }, size);
    expect(two.markers.map(({ x, y }) => [x, y])).toEqual([
      [1, 9],
      [23, 9],
    ]);
    const four = holeLayout(
      { holes: "4", hole_placement: "sides", hole_edge_distance: "1", hole_hole_distance: "6" },
      size,
    );
    expect(four.markers.map(({ x, y }) => [x, y])).toEqual([
      [1, 6],
      [1, 12],
      [23, 6],
      [23, 12],
    ]);
    expect(four.dimensions.map((d) => d.label)).toEqual(["1 in", "6 in"]);
  });

  it("draws grommets at the corners, and at the mid-edges too for 8", () => {
    const four = holeLayout({ holes: "none", grommets: "4" }, size);
    expect(four.kind).toBe("grommets");
    expect(four.markers).toHaveLength(4);
    const eight = holeLayout({ holes: "none", grommets: "8" }, size);
    expect(eight.markers.map(({ x, y }) => [x, y])).toContainEqual([12, 1]);
    expect(eight.markers).toHaveLength(8);
  });
});

describe("flutes", () => {
  it("are horizontal on corex as drawn and vertical when rotated", () => {
    expect(fluteDirection({ rigid_type: "corex", Rotate: "no" })).toBe("horizontal");
    expect(fluteDirection({ rigid_type: "corex" })).toBe("horizontal");
    expect(fluteDirection({ rigid_type: "corex", Rotate: "yes" })).toBe("vertical");
  });

  it("are not drawn on other materials", () => {
    expect(fluteDirection({ rigid_type: "acm" })).toBeUndefined();
    expect(fluteDirection({ rigid_type: "acm" }, "corex")).toBe("horizontal");
  });

  it("are spaced evenly across the piece", () => {
    expect(fluteLines({ width: 10, height: 3 }, "horizontal")).toEqual([0.75, 1.5, 2.25]);
    expect(fluteLines({ width: 2, height: 30 }, "vertical")).toEqual([2 / 3, 4 / 3]);
    expect(fluteLines({ width: 200, height: 200 }, "vertical")).toHaveLength(60);
  });
});

describe("sheetLayout", () => {
  const yard = { InchWidth: 24, InchHeight: 18, MaterialSheetSize: "48,96", Quantity: 10 };

  it("fits the pieces with the pricing engine and counts sheets = ceil(quantity / per sheet)", () => {
    const layout = sheetLayout([yard], 0);
    // 48 x 96: 2 across, 5 down.
    expect(layout).toEqual({
      sheet: { width: 48, height: 96 },
      piece: { width: 24, height: 18 },
      perSheet: 10,
      sheetCount: 1,
      totalQuantity: 10,
    });
    expect(sheetLayout([{ ...yard, Quantity: 11 }], 0)?.sheetCount).toBe(2);
  });

  it("adds the quantities of every image of the project", () => {
    const layout = sheetLayout([yard, { ...yard, Quantity: 15 }], 1);
    expect(layout?.totalQuantity).toBe(25);
    expect(layout?.sheetCount).toBe(3);
  });

  it("lays the pieces out on the turned sheet when Rotate is yes", () => {
    const layout = sheetLayout([{ ...yard, Rotate: "yes" }], 0);
    // 96 x 48: 4 across, 2 down.
    expect(layout?.sheet).toEqual({ width: 96, height: 48 });
    expect(layout?.perSheet).toBe(8);
    expect(layout?.sheetCount).toBe(2);
  });

  it("has no sheets when the piece does not fit, and no layout without a sheet", () => {
    expect(sheetLayout([{ ...yard, InchWidth: 60 }], 0)).toMatchObject({ perSheet: 0, sheetCount: 0 });
    expect(sheetLayout([{ InchWidth: 24, InchHeight: 18 }], 0)).toBeUndefined();
    expect(sheetLayout([], -1)).toBeUndefined();
  });

  it("puts each image's pieces in order, row by row, and pages by sheet", () => {
    const items = [
      { ...yard, Quantity: 3 },
      { ...yard, Quantity: 9 },
    ];
    const layout = sheetLayout(items, 0)!;
    expect(layout.sheetCount).toBe(2);
    const first = piecesOnSheet(items, layout, 0);
    expect(first).toHaveLength(10);
    expect(first.map((p) => p.itemIndex)).toEqual([0, 0, 0, 1, 1, 1, 1, 1, 1, 1]);
    expect(first.slice(0, 3).map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [24, 0],
      [0, 18],
    ]);
    const second = piecesOnSheet(items, layout, 1);
    expect(second.map((p) => p.itemIndex)).toEqual([1, 1]);
    expect(piecesOnSheet(items, layout, 2)).toEqual([]);
    expect(sheetOfItem(items, layout, 1)).toBe(0);
    expect(sheetOfItem([{ ...yard, Quantity: 12 }, yard], layout, 1)).toBe(1);
  });
});

describe("sheetBoxStyle", () => {
  it("is 40vh by 20vh (height by width) as drawn and 20vh by 40vh when rotated (docs/product/portal.md)", () => {
    expect(sheetBoxStyle({ Rotate: "no" })).toEqual({ height: "40vh", width: "20vh" });
    expect(sheetBoxStyle({ Rotate: "yes" })).toEqual({ height: "20vh", width: "40vh" });
  });
});

describe("describePiece", () => {
  it("names size, corners, holes and flutes", () => {
    expect(
      describePiece({
        InchWidth: 24,
        InchHeight: 18,
        round_corners: "0.5",
        holes: "4",
        hole_placement: "corners",
        rigid_type: "corex",
      }),
    ).toBe("24 in x 18 in, 0.5 in rounded corners, 4 holes at the corners, 1 in from the edge, horizontal flutes");
  });

  it("says when no size is set yet", () => {
    expect(describePiece({})).toBe("size not set");
  });

  it("formats inches with at most three decimals", () => {
    expect(inches(0.375)).toBe("0.375 in");
    expect(inches(2 / 3)).toBe("0.667 in");
    expect(inches(12)).toBe("12 in");
  });
});
