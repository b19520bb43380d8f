import { describe, expect, it } from "vitest";
import { type CheckImageInput, checkImage, type ImageReport, type OptionTables, optionErrors } from "./checkImage.js";

const option = (OptionKey: string, extra: { IsCheckbox?: boolean; IsTextbox?: boolean } = {}) => ({
  OptionKey,
  OptionName: OptionKey,
  IsCheckbox: extra.IsCheckbox ?? false,
  IsTextbox: extra.IsTextbox ?? false,
});
const choice = (OptionKey: string, ChoiceValue: string, ChoiceAvailable = true) => ({
  OptionKey,
  ChoiceValue,
  ChoiceName: ChoiceValue,
  ChoiceAvailable,
});

const RIGID_OPTIONS: OptionTables = {
  dtOptions: [
    option("size"),
    option("sides"),
    option("LaminateType"),
    option("round_corners"),
    option("holes"),
    option("hole_placement"),
    option("hole_edge_distance", { IsTextbox: true }),
    option("hole_hole_distance", { IsTextbox: true }),
    option("grommets"),
    option("self_cut", { IsCheckbox: true }),
    option("Rotate", { IsCheckbox: true }),
  ],
  dtOptionChoices: [
    choice("size", "custom"),
    choice("size", "24,36"),
    choice("sides", "1"),
    choice("LaminateType", "none"),
    choice("round_corners", "none"),
    choice("round_corners", "1", false),
    choice("holes", "none"),
    choice("holes", "2"),
    choice("holes", "4"),
    choice("hole_placement", "top"),
    choice("hole_placement", "sides"),
    choice("hole_placement", "corners"),
    choice("grommets", "none"),
    choice("self_cut", "no"),
    choice("self_cut", "yes"),
    choice("Rotate", "no"),
    choice("Rotate", "yes"),
  ],
  dtOptionCondition: [
    { OptionKey: "hole_placement", OtherOptionKey: "holes", Condition: "NEQ", ConditionValue: "none" },
    { OptionKey: "hole_edge_distance", OtherOptionKey: "holes", Condition: "GT", ConditionValue: "0" },
    { OptionKey: "hole_hole_distance", OtherOptionKey: "holes", Condition: "GT", ConditionValue: "0" },
    { OptionKey: "grommets", OtherOptionKey: "holes", Condition: "EQ", ConditionValue: "none" },
    { OptionKey: "self_cut", OtherOptionKey: "round_corners", Condition: "EQ", ConditionValue: "none" },
  ],
};

const ADHESIVE_OPTIONS: OptionTables = {
  dtOptions: [option("cut_finish"), option("LaminateType")],
  dtOptionChoices: [choice("cut_finish", "square"), choice("cut_finish", "embedded"), choice("LaminateType", "none")],
  dtOptionCondition: [],
};
const NO_OPTIONS: OptionTables = { dtOptions: [], dtOptionChoices: [], dtOptionCondition: [] };

const report = (over: Partial<ImageReport> = {}): ImageReport => ({
  widthIn: 24,
  heightIn: 36,
  minEffectivePpi: null,
  hasWhitespace: false,
  toolbox: { cut_contour: false, route: false, thru: false, embedded_fonts: false },
  ...over,
});

const rigidPanel = {
  ItemNo: "ACM-3MM",
  size: "custom",
  sides: "1",
  LaminateType: "none",
  round_corners: "none",
  holes: "none",
  grommets: "none",
  self_cut: "no",
  Rotate: "yes",
  InchWidth: 24,
  InchHeight: 36,
  MaterialSheetSize: "48,96",
};
const adhesiveItem = { ItemNo: "ADH-CAL", cut_finish: "square", LaminateType: "none", InchWidth: 24, InchHeight: 36 };

function check(over: Partial<CheckImageInput> & { item: CheckImageInput["item"] }) {
  return checkImage({ report: report(), options: ADHESIVE_OPTIONS, productType: "adhesive", ...over });
}

const names = (r: { errors: object; warnings: object }) => ({
  errors: Object.keys(r.errors),
  warnings: Object.keys(r.warnings),
});

describe("checkImage", () => {
  it("passes a complete adhesive image and a complete rigid panel", () => {
    expect(names(check({ item: adhesiveItem }))).toEqual({ errors: [], warnings: [] });
    expect(names(check({ item: rigidPanel, options: RIGID_OPTIONS, productType: "rigid", rigidType: "acm" }))).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it("product_type and ItemNo: an empty type or an empty / 'Select' material", () => {
    expect(names(check({ item: adhesiveItem, productType: "" })).errors).toContain("product_type");
    expect(names(check({ item: { ...adhesiveItem, ItemNo: "Select" } })).errors).toEqual(["ItemNo"]);
    expect(names(check({ item: { ...adhesiveItem, ItemNo: "" } })).errors).toEqual(["ItemNo"]);
  });

  it.each(["size", "sides", "LaminateType", "round_corners", "holes", "grommets"])(
    "an unchosen visible option is an error named %s",
    (key) => {
      const r = check({ item: { ...rigidPanel, [key]: "Select" }, options: RIGID_OPTIONS, productType: "rigid" });
      expect(Object.keys(r.errors)).toContain(key);
    },
  );

  it("hole_placement, hole_edge_distance, hole_hole_distance are errors only while shown", () => {
    const holed = {
      ...rigidPanel,
      holes: "2",
      hole_placement: "Select",
      hole_edge_distance: "",
      hole_hole_distance: "",
    };
    const r = check({ item: holed, options: RIGID_OPTIONS, productType: "rigid" });
    expect(Object.keys(r.errors)).toEqual(["hole_placement", "hole_edge_distance", "hole_hole_distance"]);
    expect(r.errors.hole_edge_distance).toBe("Please enter the Hole Distance From Edge.");
    const hidden = check({
      item: { ...rigidPanel, hole_placement: "Select" },
      options: RIGID_OPTIONS,
      productType: "rigid",
    });
    expect(hidden.errors).toEqual({});
  });

  it("hole_hole_distance: the Distance Between Holes must fit the sign with the edge distance at both ends", () => {
    const holed = { ...rigidPanel, holes: "2", hole_placement: "top", hole_edge_distance: "1" };
    const checked = (spacing: string, over: Record<string, unknown> = {}) =>
      check({ item: { ...holed, hole_hole_distance: spacing, ...over }, options: RIGID_OPTIONS, productType: "rigid" })
        .errors;
    // A 24 in wide sign: 30 in between two holes cannot be drilled.
    expect(checked("30").hole_hole_distance).toBe(
      "Distance Between Holes: 2 holes 30 in apart, 1 in from each edge, need 32 in, but the sign is 24 in wide.",
    );
    expect(checked("22")).toEqual({});
    expect(checked("22.5").hole_hole_distance).toContain("need 24.5 in");
    // Down the sides the sign's height counts (36 in here), with half the holes on each side.
    expect(checked("30", { holes: "4", hole_placement: "sides" })).toEqual({});
    expect(checked("35", { holes: "4", hole_placement: "sides" }).hole_hole_distance).toContain(
      "the sign is 36 in tall",
    );
    // Not asked for corner holes.
    expect(checked("30", { hole_placement: "corners" })).toEqual({});
  });

  it("InchWidth / InchHeight: a roll material's shorter side fits its roll, and no side is over 100 ft (issue 17 bug 8)", () => {
    const huge = check({ item: { ...adhesiveItem, InchWidth: 10_000, InchHeight: 10_000 }, panelWidthIn: 53 });
    expect(huge.errors.InchWidth).toBe("No side can be longer than 1200 in (100 ft); 10000 x 10000 in is too large.");
    const wide = check({ item: { ...adhesiveItem, InchWidth: 60, InchHeight: 90 }, panelWidthIn: 53 });
    expect(wide.errors.InchWidth).toBe(
      "This material prints at most 53 in across the roll: one side of 60 x 90 in must be 53 in or less.",
    );
    expect(
      check({ item: { ...adhesiveItem, InchWidth: 53, InchHeight: 80 }, panelWidthIn: 53 }).errors,
    ).not.toHaveProperty("InchWidth");
    // Wallcoverings are printed in panels: a wide wall is fine, a wall over 100 ft long is not.
    const wall = { ...adhesiveItem, InchWidth: 400, InchHeight: 100 };
    expect(check({ item: wall, productType: "Wallcoverings", panelWidthIn: 52 }).errors).not.toHaveProperty(
      "InchWidth",
    );
    expect(
      check({ item: { ...wall, InchWidth: 1300 }, productType: "Wallcoverings", panelWidthIn: 52 }).errors,
    ).toHaveProperty("InchWidth");
  });

  it("self_cut: 'Select' is an error, an unticked (empty) checkbox is not", () => {
    const r = check({ item: { ...rigidPanel, self_cut: "Select" }, options: RIGID_OPTIONS, productType: "rigid" });
    expect(Object.keys(r.errors)).toEqual(["self_cut"]);
    const unticked = check({ item: { ...rigidPanel, self_cut: "" }, options: RIGID_OPTIONS, productType: "rigid" });
    expect(unticked.errors).toEqual({});
  });

  it("cut_finish and LaminateType on adhesive", () => {
    const r = check({ item: { ...adhesiveItem, cut_finish: "", LaminateType: "Select" } });
    expect(Object.keys(r.errors)).toEqual(["cut_finish", "LaminateType"]);
  });

  it("a choice that is not offered, or unavailable, is an error named by the option", () => {
    const items = [
      { ...rigidPanel, LaminateType: "gold-leaf" },
      { ...rigidPanel, round_corners: "1" },
    ];
    expect(optionErrors(items[0]!, RIGID_OPTIONS)).toEqual([
      ["LaminateType", "LaminateType: 'gold-leaf' is not offered for this material."],
    ]);
    expect(optionErrors(items[1]!, RIGID_OPTIONS)).toEqual([
      ["round_corners", "round_corners: 1 is temporarily unavailable."],
    ]);
    expect(
      optionErrors(
        { ...rigidPanel, holes: "2", hole_placement: "top", hole_edge_distance: "x", hole_hole_distance: "4" },
        RIGID_OPTIONS,
      ),
    ).toEqual([["hole_edge_distance", "hole_edge_distance must be a number of inches."]]);
  });

  it("NullWidthHeight when width or height is 0 or missing (sized products only)", () => {
    expect(names(check({ item: { ...adhesiveItem, InchWidth: 0 } })).errors).toEqual(["NullWidthHeight"]);
    expect(names(check({ item: { ItemNo: "ROLL-T2" }, productType: "Rolled", options: NO_OPTIONS })).errors).toEqual(
      [],
    );
  });

  it("ACMSizeMin for a rigid panel under 4 in", () => {
    const r = check({
      item: { ...rigidPanel, InchWidth: 3, InchHeight: 4.5 },
      report: null,
      options: RIGID_OPTIONS,
      productType: "rigid",
    });
    expect(names(r).errors).toEqual(["ACMSizeMin"]);
  });

  it("ACMPanelOversizedHeight and ACMPanelOversizedWidth against the sheet as laid out", () => {
    const tall = { ...rigidPanel, Rotate: "no", InchWidth: 24, InchHeight: 100 };
    expect(names(check({ item: tall, report: null, options: RIGID_OPTIONS, productType: "rigid" })).errors).toEqual([
      "ACMPanelOversizedHeight",
    ]);
    const wide = { ...rigidPanel, Rotate: "no", InchWidth: 50, InchHeight: 20 };
    expect(names(check({ item: wide, report: null, options: RIGID_OPTIONS, productType: "rigid" })).errors).toEqual([
      "ACMPanelOversizedWidth",
    ]);
    // Rotated, the 48 x 96 sheet is 96 wide: the wide panel fits.
    const rotated = { ...wide, Rotate: "yes" };
    expect(check({ item: rotated, report: null, options: RIGID_OPTIONS, productType: "rigid" }).errors).toEqual({});
    // A standard size 'height,width' is the ordered size.
    const standard = { ...rigidPanel, size: "24,36", InchWidth: 0, InchHeight: 0 };
    expect(
      check({
        item: standard,
        report: report({ widthIn: 36, heightIn: 24 }),
        options: RIGID_OPTIONS,
        productType: "rigid",
      }).errors,
    ).toEqual({});
  });

  it("HorizontalFlute warns for corex unless rotated", () => {
    const item = { ...rigidPanel, Rotate: "no" };
    const r = check({ item, report: null, options: RIGID_OPTIONS, productType: "rigid", rigidType: "corex" });
    expect(names(r)).toEqual({ errors: [], warnings: ["HorizontalFlute"] });
    const acm = check({ item, report: null, options: RIGID_OPTIONS, productType: "rigid", rigidType: "acm" });
    expect(acm.warnings).toEqual({});
  });

  it("TooWideWindow over 53 in", () => {
    const item = { ItemNo: "WIN-CLEAR", InchWidth: 54, InchHeight: 10 };
    const r = check({ item, report: null, options: NO_OPTIONS, productType: "Window Decoration" });
    expect(names(r).errors).toEqual(["TooWideWindow"]);
    expect(
      check({ item: { ...item, InchWidth: 53 }, report: null, options: NO_OPTIONS, productType: "Window Decoration" })
        .errors,
    ).toEqual({});
  });

  it("Overlap warns for wallcoverings with the printed size", () => {
    const item = { ItemNo: "WALL-T2", Overlap: 0.25, InchWidth: 100, InchHeight: 96 };
    const r = check({ item, report: null, options: NO_OPTIONS, productType: "Wallcoverings", panelWidthIn: 54 });
    expect(names(r)).toEqual({ errors: [], warnings: ["Overlap"] });
    expect(r.warnings.Overlap).toContain("100.5 x 96");
    const none = check({
      item: { ...item, Overlap: 0 },
      report: null,
      options: NO_OPTIONS,
      productType: "Wallcoverings",
    });
    expect(none.warnings).toEqual({});
  });

  it("an Overlap still to choose is an error asking for it, not the Overlap warning's text", () => {
    const options: OptionTables = {
      dtOptions: [{ ...option("Overlap"), OptionName: "Panel Overlap" }],
      dtOptionChoices: [choice("Overlap", "0"), choice("Overlap", "0.25")],
      dtOptionCondition: [],
    };
    const item = { ItemNo: "WALL-T2", Overlap: "Select", InchWidth: 100, InchHeight: 96 };
    const r = check({ item, report: null, options, productType: "Wallcoverings", panelWidthIn: 54 });
    expect(r.errors).toEqual({ Overlap: "Please choose Panel Overlap." });
    expect(r.warnings).toEqual({});
    const chosen = check({ item: { ...item, Overlap: "0.25" }, report: null, options, productType: "Wallcoverings" });
    expect(names(chosen)).toEqual({ errors: [], warnings: ["Overlap"] });
  });

  it("HoleSizeError when a hole is closer than 3/8 in to the edge", () => {
    const item = {
      ...rigidPanel,
      holes: "2",
      hole_placement: "top",
      hole_edge_distance: "0.25",
      hole_hole_distance: "10",
    };
    const r = check({ item, report: null, options: RIGID_OPTIONS, productType: "rigid" });
    expect(names(r).errors).toEqual(["HoleSizeError"]);
    const ok = check({
      item: { ...item, hole_edge_distance: "0.375" },
      report: null,
      options: RIGID_OPTIONS,
      productType: "rigid",
    });
    expect(ok.errors).toEqual({});
  });

  it("MissingLibraryItem when the report is undefined; artwork checks skipped when null", () => {
    expect(names(check({ item: adhesiveItem, report: undefined })).errors).toEqual(["MissingLibraryItem"]);
    expect(check({ item: adhesiveItem, report: null })).toEqual({ errors: {}, warnings: {} });
  });

  it("EmbeddedFonts is an error, HasWhitespace a warning", () => {
    const r = check({
      item: adhesiveItem,
      report: report({
        hasWhitespace: true,
        toolbox: { cut_contour: false, route: false, thru: false, embedded_fonts: true },
      }),
    });
    expect(names(r)).toEqual({ errors: ["EmbeddedFonts"], warnings: ["HasWhitespace"] });
  });

  it("CadCutError per product: adhesive CutContourCad, rigid Route, corex Thru-cut", () => {
    const adhesive = check({ item: { ...adhesiveItem, cut_finish: "embedded" } });
    expect(adhesive.errors.CadCutError).toContain("CutContourCad");
    const withLine = report({ toolbox: { cut_contour: true, route: false, thru: false, embedded_fonts: false } });
    expect(check({ item: { ...adhesiveItem, cut_finish: "embedded" }, report: withLine }).errors).toEqual({});
    expect(check({ item: adhesiveItem }).errors).toEqual({});

    const cad = { ...rigidPanel, HasCad: true, ContourCutFile: "embedded" };
    const rigid = check({ item: cad, options: RIGID_OPTIONS, productType: "rigid", rigidType: "acm" });
    expect(rigid.errors.CadCutError).toContain("Route");
    const corex = check({ item: cad, options: RIGID_OPTIONS, productType: "rigid", rigidType: "corex" });
    expect(corex.errors.CadCutError).toContain("Thru-cut");
  });

  it("MissingCutfile when HasCad is set without a cut file", () => {
    const r = check({ item: { ...adhesiveItem, HasCad: true, ContourCutFile: "" }, report: null });
    expect(names(r).errors).toEqual(["MissingCutfile"]);
  });

  it("MissingSize when the artwork size is unknown", () => {
    expect(names(check({ item: adhesiveItem, report: report({ widthIn: 0 }) })).errors).toEqual(["MissingSize"]);
  });

  it("Mismatched when proportions differ by more than 2 %", () => {
    expect(names(check({ item: adhesiveItem, report: report({ widthIn: 24, heightIn: 30 }) })).errors).toEqual([
      "Mismatched",
    ]);
    expect(check({ item: adhesiveItem, report: report({ widthIn: 24, heightIn: 36.5 }) }).errors).toEqual({});
  });

  it("ACMOversized and ACMUndersized for rigid panels with proportions kept", () => {
    const input = { item: rigidPanel, options: RIGID_OPTIONS, productType: "rigid" };
    expect(names(check({ ...input, report: report({ widthIn: 48, heightIn: 72 }) })).warnings).toEqual([
      "ACMOversized",
    ]);
    expect(names(check({ ...input, report: report({ widthIn: 12, heightIn: 18 }) })).warnings).toEqual([
      "ACMUndersized",
    ]);
    // Not for adhesive.
    expect(check({ item: adhesiveItem, report: report({ widthIn: 12, heightIn: 18 }) }).warnings).toEqual({});
  });

  it("LowDPI at the chosen print size", () => {
    // 150 ppi at 12 x 18 printed at 24 x 36 is 75 ppi.
    const r = check({ item: adhesiveItem, report: report({ widthIn: 12, heightIn: 18, minEffectivePpi: 150 }) });
    expect(names(r).warnings).toEqual(["LowDPI"]);
    expect(r.warnings.LowDPI).toContain("75 DPI");
    // 150 ppi at its own size is fine; 99 is not.
    expect(check({ item: adhesiveItem, report: report({ minEffectivePpi: 150 }) }).warnings).toEqual({});
    expect(Object.keys(check({ item: adhesiveItem, report: report({ minEffectivePpi: 99 }) }).warnings)).toEqual([
      "LowDPI",
    ]);
  });

  it("LowDPI compares the unrounded density: 99.6 DPI warns and reads 99", () => {
    const r = check({ item: adhesiveItem, report: report({ minEffectivePpi: 99.6 }) });
    expect(r.warnings.LowDPI).toContain("99 DPI");
    expect(check({ item: adhesiveItem, report: report({ minEffectivePpi: 100 }) }).warnings).toEqual({});
  });

  it("Distance Between Holes is not asked for corner holes (the demo catalog's condition)", () => {
    const options: OptionTables = {
      ...RIGID_OPTIONS,
      dtOptionChoices: [...RIGID_OPTIONS.dtOptionChoices, choice("hole_placement", "corners")],
      dtOptionCondition: [
        ...RIGID_OPTIONS.dtOptionCondition,
        {
          OptionKey: "hole_hole_distance",
          OtherOptionKey: "hole_placement",
          Condition: "NEQ",
          ConditionValue: "corners",
        },
      ],
    };
    const item = { ...rigidPanel, holes: "2", hole_edge_distance: "1", hole_hole_distance: "" };
    const corners = check({
      item: { ...item, hole_placement: "corners" },
      options,
      productType: "rigid",
      report: null,
    });
    expect(corners.errors).toEqual({});
    const top = check({ item: { ...item, hole_placement: "top" }, options, productType: "rigid", report: null });
    expect(Object.keys(top.errors)).toEqual(["hole_hole_distance"]);
  });
});
