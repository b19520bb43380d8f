import { conditionHolds, formatCentsUsd, GetPricingRequestSchema, optionVisible } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { CatalogCache } from "./catalogCache.js";
import type { CatalogSnapshot } from "./catalogSnapshot.js";
import { escapeXml, ICONS, shade, tileSvg } from "./tileImages.js";

function fakeSnapshot(n: number): CatalogSnapshot {
  return { loadedAt: new Date(n) } as unknown as CatalogSnapshot;
}

describe("CatalogCache", () => {
  it("loads once for concurrent requests and keeps the catalog until invalidated", async () => {
    let loads = 0;
    const cache = new CatalogCache(async () => fakeSnapshot(++loads));
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe(b);
    expect(await cache.get()).toBe(a);
    expect(loads).toBe(1);
    cache.invalidate();
    const c = await cache.get();
    expect(c).not.toBe(a);
    expect(loads).toBe(2);
  });

  it("after the TTL serves the loaded catalog while a fresh one loads in the background", async () => {
    let now = 0;
    let loads = 0;
    const cache = new CatalogCache(async () => fakeSnapshot(++loads), { ttlMs: 1000, now: () => now });
    const first = await cache.get();
    now = 1500;
    expect(await cache.get()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(2);
    const second = await cache.get();
    expect(second).not.toBe(first);
    expect(loads).toBe(2);
  });

  it("does not keep a failed load, and keeps the old catalog when a refresh fails", async () => {
    let now = 0;
    let fail = true;
    const errors: unknown[] = [];
    const cache = new CatalogCache(
      async () => {
        if (fail) throw new Error("database down");
        return fakeSnapshot(now);
      },
      { ttlMs: 1000, now: () => now, onRefreshError: (err) => errors.push(err) },
    );
    await expect(cache.get()).rejects.toThrow("database down");
    fail = false;
    const loaded = await cache.get();
    fail = true;
    now = 2000;
    expect(await cache.get()).toBe(loaded);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toHaveLength(1);
    expect(await cache.get()).toBe(loaded);
  });
});

describe("option conditions", () => {
  const conditions = [
    { OptionKey: "hole_placement", OtherOptionKey: "holes", Condition: "NEQ" as const, ConditionValue: "none" },
    { OptionKey: "hole_edge_distance", OtherOptionKey: "holes", Condition: "GT" as const, ConditionValue: "0" },
    { OptionKey: "grommets", OtherOptionKey: "holes", Condition: "EQ" as const, ConditionValue: "none" },
  ];

  it("EQ and NEQ compare text, GT compares numbers and is false for text", () => {
    expect(conditionHolds(conditions[2]!, "none")).toBe(true);
    expect(conditionHolds(conditions[2]!, "4")).toBe(false);
    expect(conditionHolds(conditions[0]!, "4")).toBe(true);
    expect(conditionHolds(conditions[1]!, "4")).toBe(true);
    expect(conditionHolds(conditions[1]!, 2)).toBe(true);
    expect(conditionHolds(conditions[1]!, "none")).toBe(false);
    expect(conditionHolds(conditions[1]!, "")).toBe(false);
    expect(conditionHolds(conditions[1]!, undefined)).toBe(false);
  });

  it("shows an option only while all of its conditions hold; options without conditions always show", () => {
    expect(optionVisible("hole_placement", { holes: "2" }, conditions)).toBe(true);
    expect(optionVisible("hole_placement", { holes: "none" }, conditions)).toBe(false);
    expect(optionVisible("grommets", { holes: "none" }, conditions)).toBe(true);
    expect(optionVisible("grommets", { holes: "Select" }, conditions)).toBe(false);
    // A dependent option waits until the option it depends on is chosen.
    expect(optionVisible("hole_placement", { holes: "Select" }, conditions)).toBe(false);
    expect(optionVisible("hole_placement", {}, conditions)).toBe(false);
    expect(optionVisible("sides", {}, conditions)).toBe(true);
  });
});

describe("GetPricing request coercions", () => {
  it("applies docs/product/portal.md: numbers as text, Quantity below 1 is 1, Overlap 'Select' is 0", () => {
    const [item] = GetPricingRequestSchema.parse([
      {
        ItemNo: "WALL-T2",
        product_type: "Wallcoverings",
        InchWidth: "120",
        InchHeight: 96,
        Quantity: "",
        Overlap: "Select",
        LaminateType: "Select",
        Rotate: "Select",
        hole_edge_distance: 1.5,
        base64String: "ignored",
      },
    ]);
    expect(item).toMatchObject({
      InchWidth: 120,
      Quantity: 1,
      Overlap: 0,
      LaminateType: "",
      Rotate: "",
      hole_edge_distance: "1.5",
    });
    expect(item).not.toHaveProperty("base64String");
  });

  it("names the item (1-based) and the field", () => {
    const result = GetPricingRequestSchema.safeParse([
      { ItemNo: "A", product_type: "adhesive", InchWidth: 1, InchHeight: 1 },
      { ItemNo: "A", product_type: "adhesive", InchWidth: 0, InchHeight: "x" },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["1.InchHeight", "Item 2: InchHeight must be a number."],
    ]);
    const zero = GetPricingRequestSchema.safeParse([{ ItemNo: "A", product_type: "adhesive", InchHeight: 2 }]);
    expect(zero.error?.issues.map((i) => i.message)).toEqual(["Item 1: InchWidth must be greater than 0."]);
    expect(GetPricingRequestSchema.safeParse([{ ItemNo: "S", product_type: "misc", Quantity: 3 }]).success).toBe(true);
  });

  it("formats cents as en-US dollars", () => {
    expect(formatCentsUsd(123450)).toBe("$1,234.50");
    expect(formatCentsUsd(5)).toBe("$0.05");
  });
});

describe("tile images", () => {
  it("escapes names and draws every icon", () => {
    expect(escapeXml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
    const svg = tileSvg({ title: "Glass Walls & <Windows>", subtitle: "Guide", color: "#2f8fb3", icon: "glass" });
    expect(svg).toContain("<title>Glass Walls &amp; &lt;Windows&gt;</title>");
    expect(svg).not.toContain("<Windows>");
    const drawn = new Set(ICONS.map((icon) => tileSvg({ title: "X", subtitle: "", color: "#123456", icon })));
    expect(drawn.size).toBe(ICONS.length);
  });

  it("splits long names over two lines and falls back to grey for a bad colour", () => {
    const svg = tileSvg({ title: "Perforated Window Film 50/50", subtitle: "", color: "red", icon: "glass" });
    expect(svg.match(/<text /g)).toHaveLength(2);
    expect(svg).toContain(shade("#5b6770", -0.35));
    expect(shade("#000000", 1)).toBe("#ffffff");
  });
});
