import type { Pattern } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { cartLines, pricingLines, substratesOf } from "./patternOrder.js";

const oak: Pattern = {
  Filename: "harbor-oak.png",
  PatternName: "Harbor Oak Plank",
  PatternNumber: "WD-101",
  designName: "Harbor Oak",
  designDescription: "",
  scrollTag: "wood",
  tagList: ["brown"],
  isOpaque: true,
  showBackground: true,
  Substrates: ["ROLL-T2", "ROLL-VINYL"],
  ImageUrl: "/api/PatternLibrary/Thumb/opaque/harbor-oak.webp",
  TransparentImageUrl: "/api/PatternLibrary/Thumb/transparent/harbor-oak.webp",
  base64String: "",
};

describe("pattern order lines", () => {
  it("sends one Rolled line per roll row with the shown variant's print file and an empty base64String", () => {
    const lines = cartLines(7, oak, false, [
      { quantity: "2", substrate: "ROLL-T2", rollSize: "24x120" },
      { quantity: "1", substrate: "ROLL-VINYL", rollSize: "52x120" },
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      userId: 7,
      SetId: 1,
      ItemNo: "ROLL-T2",
      product_type: "Rolled",
      rollSize: "24x120",
      Quantity: 2,
      Name: "Harbor Oak Plank",
      FullUrl: "/api/PatternLibrary/Print/transparent/harbor-oak.png",
      ImageUrl: "/api/PatternLibrary/Thumb/transparent/harbor-oak.webp",
      base64String: "",
    });
    expect(lines[1]).toMatchObject({ SetId: 2, ItemNo: "ROLL-VINYL", Quantity: 1 });
  });

  it("offers only the substrates the pattern prints on", () => {
    const all = ["ROLL-PSF", "ROLL-T2", "ROLL-VINYL"].map((ItemNo) => ({
      ItemNo,
      ItemDesc: ItemNo,
      Available: true,
      RollSizes: [],
    }));
    expect(substratesOf(oak, all).map((s) => s.ItemNo)).toEqual(["ROLL-T2", "ROLL-VINYL"]);
  });
});

describe("pattern order pricing", () => {
  it("prices only the rows with a quantity, a substrate and a roll size, as the cart prices them", () => {
    const { indexes, lines } = pricingLines(7, [
      { quantity: "2", substrate: "ROLL-T2", rollSize: "24x120" },
      { quantity: "", substrate: "ROLL-T2", rollSize: "24x120" },
      { quantity: "0", substrate: "ROLL-T2", rollSize: "24x120" },
      { quantity: "1", substrate: "ROLL-VINYL", rollSize: "" },
      { quantity: "3", substrate: "ROLL-VINYL", rollSize: "52x120" },
    ]);
    expect(indexes).toEqual([0, 4]);
    expect(lines).toEqual([
      { userId: 7, ItemNo: "ROLL-T2", product_type: "Rolled", rollSize: "24x120", Quantity: 2 },
      { userId: 7, ItemNo: "ROLL-VINYL", product_type: "Rolled", rollSize: "52x120", Quantity: 3 },
    ]);
  });
});
