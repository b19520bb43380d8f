/**
 * The error and warning catalogue of docs/product/portal.md, name by name: each name is raised by its rule
 * (and not raised when the rule holds), lands among the errors or the warnings as the spec says,
 * and reads its message with the placeholders filled. The table must list every name of the
 * catalogue, so a new name without a rule test fails here. Also the section 4 and 5 rules the
 * other files leave open: the locked and apply-to-all field lists, visibility conditions through
 * the options form, and the limits at their boundaries.
 */
import { describe, expect, it } from "vitest";
import { APPLY_TO_ALL_FIELDS } from "./applyToAll.js";
import { type CheckImageInput, checkImage, type ImageReport, type OptionTables, PORTAL_LIMITS } from "./checkImage.js";
import { applyCutFinish } from "./cutFinish.js";
import { ISSUE_MESSAGES, ISSUE_NAMES, type IssueMap, projectWarnings, WARNING_NAMES } from "./messages.js";
import { applyRotate, RIGID_LOCK_TRIGGERS, RIGID_LOCKED_FIELDS } from "./rigidLocking.js";

/** The seeded option names (packages/db/src/seed/catalog.ts), which the option messages quote. */
const OPTION_NAMES: Record<string, string> = {
  size: "Size",
  sides: "Printed Sides",
  LaminateType: "Laminate",
  round_corners: "Round Corners",
  holes: "Drilled Holes",
  hole_placement: "Hole Placement",
  hole_edge_distance: "Hole Distance From Edge (in)",
  hole_hole_distance: "Distance Between Holes (in)",
  grommets: "Grommets",
  self_cut: "I Will Cut These Myself",
  Rotate: "Rotate On Sheet",
  cut_finish: "Cut Finish",
};

/** Option tables like GetProductOptions' for the seeded rigid and adhesive forms. */
function tables(
  options: [key: string, kind: "select" | "checkbox" | "textbox", choices: string[]][],
  conditions: [key: string, other: string, condition: "EQ" | "NEQ" | "GT", value: string][] = [],
): OptionTables {
  return {
    dtOptions: options.map(([OptionKey, kind]) => ({
      OptionKey,
      OptionName: OPTION_NAMES[OptionKey] ?? OptionKey,
      IsCheckbox: kind === "checkbox",
      IsTextbox: kind === "textbox",
    })),
    dtOptionChoices: options.flatMap(([OptionKey, , choices]) =>
      choices.map((ChoiceValue) => ({ OptionKey, ChoiceValue, ChoiceName: ChoiceValue, ChoiceAvailable: true })),
    ),
    dtOptionCondition: conditions.map(([OptionKey, OtherOptionKey, Condition, ConditionValue]) => ({
      OptionKey,
      OtherOptionKey,
      Condition,
      ConditionValue,
    })),
  };
}

const RIGID = tables(
  [
    ["size", "select", ["custom", "18,24"]],
    ["sides", "select", ["1", "2"]],
    ["LaminateType", "select", ["none", "gloss"]],
    ["round_corners", "select", ["none", "0.5"]],
    ["holes", "select", ["none", "2", "4"]],
    ["hole_placement", "select", ["top", "sides", "corners"]],
    ["hole_edge_distance", "textbox", []],
    ["hole_hole_distance", "textbox", []],
    ["grommets", "select", ["none", "4"]],
    ["self_cut", "checkbox", ["no", "yes"]],
    ["Rotate", "checkbox", ["no", "yes"]],
  ],
  [
    ["hole_placement", "holes", "NEQ", "none"],
    ["hole_edge_distance", "holes", "GT", "0"],
    ["hole_hole_distance", "holes", "GT", "0"],
    ["grommets", "holes", "EQ", "none"],
    ["self_cut", "round_corners", "EQ", "none"],
  ],
);
const ADHESIVE = tables([
  ["cut_finish", "select", ["square", "embedded"]],
  ["LaminateType", "select", ["none", "gloss"]],
]);
const NONE = tables([]);

const report = (over: Partial<ImageReport> = {}): ImageReport => ({
  widthIn: 24,
  heightIn: 18,
  minEffectivePpi: 300,
  hasWhitespace: false,
  toolbox: { cut_contour: false, route: false, thru: false, embedded_fonts: false },
  ...over,
});
const tools = (over: Partial<NonNullable<ImageReport["toolbox"]>>) =>
  report({ toolbox: { cut_contour: false, route: false, thru: false, embedded_fonts: false, ...over } });

const panel = {
  ItemNo: "ACM-3MM",
  rigid_type: "acm",
  size: "custom",
  sides: "1",
  LaminateType: "none",
  round_corners: "none",
  holes: "none",
  grommets: "none",
  self_cut: "no",
  Rotate: "no",
  InchWidth: 24,
  InchHeight: 18,
  MaterialSheetSize: "48,96",
};
const adhesive = { ItemNo: "ADH-CAL", cut_finish: "square", LaminateType: "none", InchWidth: 24, InchHeight: 18 };

type Input = Partial<CheckImageInput> & { item: CheckImageInput["item"] };
const rigid = (item: Record<string, unknown>, over: Partial<CheckImageInput> = {}): Input => ({
  item: { ...panel, ...item },
  options: RIGID,
  productType: "rigid",
  ...over,
});
const film = (item: Record<string, unknown>, over: Partial<CheckImageInput> = {}): Input => ({
  item: { ...adhesive, ...item },
  ...over,
});
const run = (input: Input) => checkImage({ report: report(), options: ADHESIVE, productType: "adhesive", ...input });

/**
 * For each name: an input that raises it and one, as close as possible, that does not. `kind`
 * says where the spec puts it: the six warnings, the rest errors.
 */
const IMAGE_RULES: Record<string, { kind: "error" | "warning"; raised: Input; clear: Input }> = {
  ACMOversized: {
    kind: "warning",
    raised: rigid({}, { report: report({ widthIn: 48, heightIn: 36 }) }),
    clear: rigid({}, { report: report({ widthIn: 24.4, heightIn: 18.3 }) }),
  },
  ACMUndersized: {
    kind: "warning",
    raised: rigid({}, { report: report({ widthIn: 12, heightIn: 9 }) }),
    clear: rigid({}, { report: report({ widthIn: 23.6, heightIn: 17.7 }) }),
  },
  ACMSizeMin: {
    kind: "error",
    raised: rigid({ InchWidth: 24, InchHeight: 3.9 }, { report: null }),
    clear: rigid({ InchWidth: 4, InchHeight: 4 }, { report: null }),
  },
  ACMPanelOversizedHeight: {
    kind: "error",
    raised: rigid({ InchHeight: 96.5 }, { report: null }),
    clear: rigid({ InchHeight: 96 }, { report: null }),
  },
  ACMPanelOversizedWidth: {
    kind: "error",
    raised: rigid({ InchWidth: 48.5 }, { report: null }),
    clear: rigid({ InchWidth: 48 }, { report: null }),
  },
  CadCutError: {
    kind: "error",
    raised: film({ cut_finish: "embedded" }, { report: tools({ route: true, thru: true }) }),
    clear: film({ cut_finish: "embedded" }, { report: tools({ cut_contour: true }) }),
  },
  EmbeddedFonts: {
    kind: "error",
    raised: film({}, { report: tools({ embedded_fonts: true }) }),
    clear: film({}),
  },
  HorizontalFlute: {
    kind: "warning",
    raised: rigid({ rigid_type: "corex" }, { report: null }),
    clear: rigid({ rigid_type: "corex", Rotate: "yes" }, { report: null }),
  },
  LowDPI: {
    kind: "warning",
    raised: film({ InchWidth: 48, InchHeight: 36 }, { report: report({ minEffectivePpi: 190 }) }),
    clear: film({ InchWidth: 48, InchHeight: 36 }, { report: report({ minEffectivePpi: 200 }) }),
  },
  NullWidthHeight: {
    kind: "error",
    raised: film({ InchHeight: undefined }, { report: null }),
    clear: film({ InchHeight: 0.5, InchWidth: 0.5 }, { report: null }),
  },
  HasWhitespace: {
    kind: "warning",
    raised: film({}, { report: report({ hasWhitespace: true }) }),
    clear: film({}, { report: report({ hasWhitespace: null }) }),
  },
  HoleSizeError: {
    kind: "error",
    raised: rigid(
      { holes: "4", hole_placement: "corners", hole_edge_distance: "0.3", hole_hole_distance: "10" },
      { report: null },
    ),
    // The same too-small distance while holes are 'none' (the field is hidden) is no error.
    clear: rigid({ holes: "none", hole_edge_distance: "0.3" }, { report: null }),
  },
  Overlap: {
    kind: "warning",
    // No overlap chosen yet: the default 0.25 in is used.
    raised: {
      item: { ItemNo: "WALL-T2", InchWidth: 100, InchHeight: 96 },
      report: null,
      options: NONE,
      productType: "Wallcoverings",
      panelWidthIn: 54,
    },
    clear: {
      item: { ItemNo: "WALL-T2", Overlap: "0", InchWidth: 100, InchHeight: 96 },
      report: null,
      options: NONE,
      productType: "Wallcoverings",
      panelWidthIn: 54,
    },
  },
  TooWideWindow: {
    kind: "error",
    raised: {
      item: { ItemNo: "WIN-PERF", InchWidth: 53.5, InchHeight: 20 },
      report: null,
      options: NONE,
      productType: "Window Decoration",
    },
    // Tall is fine: the limit is on the width.
    clear: {
      item: { ItemNo: "WIN-PERF", InchWidth: 20, InchHeight: 80 },
      report: null,
      options: NONE,
      productType: "Window Decoration",
    },
  },
  Mismatched: {
    kind: "error",
    raised: film({}, { report: report({ widthIn: 18, heightIn: 24 }) }),
    clear: film({}, { report: report({ widthIn: 12, heightIn: 9 }) }),
  },
  MissingSize: {
    kind: "error",
    raised: film({}, { report: report({ heightIn: 0 }) }),
    clear: film({}),
  },
  MissingCutfile: {
    kind: "error",
    raised: rigid({ HasCad: true, ContourCutFile: "" }, { report: null }),
    clear: rigid({ HasCad: true, ContourCutFile: "route.dxf" }, { report: null }),
  },
  cut_finish: {
    kind: "error",
    raised: film({ cut_finish: "Select" }),
    clear: film({ cut_finish: "embedded" }, { report: tools({ cut_contour: true }) }),
  },
  MissingLibraryItem: { kind: "error", raised: film({}, { report: undefined }), clear: film({}, { report: null }) },
  product_type: { kind: "error", raised: film({}, { productType: "Select" }), clear: film({}) },
  ItemNo: { kind: "error", raised: film({ ItemNo: "" }), clear: film({}) },
  LaminateType: { kind: "error", raised: film({ LaminateType: "satin" }), clear: film({ LaminateType: "gloss" }) },
  size: {
    kind: "error",
    raised: rigid({ size: "Select" }),
    clear: rigid({ size: "18,24", InchWidth: 0, InchHeight: 0 }),
  },
  sides: { kind: "error", raised: rigid({ sides: "3" }), clear: rigid({ sides: "2" }) },
  round_corners: { kind: "error", raised: rigid({ round_corners: "" }), clear: rigid({ round_corners: "0.5" }) },
  holes: { kind: "error", raised: rigid({ holes: "Select" }), clear: rigid({ holes: "none" }) },
  hole_placement: {
    kind: "error",
    raised: rigid({ holes: "2", hole_placement: "Select", hole_edge_distance: "1", hole_hole_distance: "10" }),
    clear: rigid({ holes: "2", hole_placement: "top", hole_edge_distance: "1", hole_hole_distance: "10" }),
  },
  hole_edge_distance: {
    kind: "error",
    raised: rigid({ holes: "2", hole_placement: "top", hole_edge_distance: "", hole_hole_distance: "10" }),
    clear: rigid({ holes: "2", hole_placement: "top", hole_edge_distance: "0.375", hole_hole_distance: "10" }),
  },
  hole_hole_distance: {
    kind: "error",
    raised: rigid({ holes: "2", hole_placement: "top", hole_edge_distance: "1", hole_hole_distance: "-2" }),
    clear: rigid({ holes: "2", hole_placement: "top", hole_edge_distance: "1", hole_hole_distance: "12.5" }),
  },
  grommets: {
    kind: "error",
    raised: rigid({ grommets: "Select" }),
    // Hidden while there are holes (EQ none), so an unchosen value is no error.
    clear: rigid({
      grommets: "Select",
      holes: "2",
      hole_placement: "top",
      hole_edge_distance: "1",
      hole_hole_distance: "10",
    }),
  },
  self_cut: {
    kind: "error",
    raised: rigid({ self_cut: "Select" }),
    // Hidden once corners are rounded (EQ none).
    clear: rigid({ self_cut: "Select", round_corners: "0.5" }),
  },
};

/** Names that are not about one image's artwork or options, with where their rule is tested. */
const OTHER_NAMES = {
  AddCartError: "the cart failure modal's text (spec wording, checked below)",
  WouldOverwrite: "the library's handle_masv reply (apps/server/src/modules/library/uploads.int.test.ts)",
  Overprice: "projectWarnings, over $4,000 (checked below)",
};

const issuesOf = (input: Input) => {
  const r = run(input);
  return { ...r, all: { ...r.errors, ...r.warnings } as IssueMap };
};

describe("docs/product/portal.md: each image error and warning name", () => {
  it("the table covers every name of the catalogue", () => {
    expect([...Object.keys(IMAGE_RULES), ...Object.keys(OTHER_NAMES)].sort()).toEqual([...ISSUE_NAMES].sort());
  });

  it("the warnings are exactly the spec's six and every other image name is an error", () => {
    const warnings = Object.entries(IMAGE_RULES)
      .filter(([, rule]) => rule.kind === "warning")
      .map(([name]) => name);
    expect(warnings.sort()).toEqual([...WARNING_NAMES].sort());
  });

  it.each(Object.entries(IMAGE_RULES))("%s is raised by its rule, in the right list, and only then", (name, rule) => {
    const raised = issuesOf(rule.raised);
    const list = rule.kind === "warning" ? raised.warnings : raised.errors;
    const other = rule.kind === "warning" ? raised.errors : raised.warnings;
    expect(Object.keys(list)).toContain(name);
    expect(Object.keys(other)).not.toContain(name);
    expect(list[name]).toMatch(/^[A-Z].*\.$/);
    expect(list[name]).not.toMatch(/\{\w+\}/);
    expect(Object.keys(issuesOf(rule.clear).all)).not.toContain(name);
  });

  it("fills each placeholder from the image", () => {
    expect(issuesOf(IMAGE_RULES.ACMOversized!.raised).warnings.ACMOversized).toBe(
      "The artwork (48 x 36 in) is larger than the panel (24 x 18 in); it will be resized to fit.",
    );
    expect(issuesOf(IMAGE_RULES.ACMPanelOversizedHeight!.raised).errors.ACMPanelOversizedHeight).toBe(
      "The panel height (96.5 in) is larger than the sheet height (96 in).",
    );
    expect(issuesOf(IMAGE_RULES.ACMSizeMin!.raised).errors.ACMSizeMin).toBe(
      "Rigid panels must be at least 4 inches in width and height.",
    );
    // 300 ppi at 24 x 18 printed at 48 x 36 is 150; 190 ppi is 95.
    expect(issuesOf(IMAGE_RULES.LowDPI!.raised).warnings.LowDPI).toContain("95 DPI");
    expect(issuesOf(IMAGE_RULES.HoleSizeError!.raised).errors.HoleSizeError).toBe(
      "Holes are 0.375 in across and must be at least 0.375 in from the edge; 0.3 in is too close.",
    );
    expect(issuesOf(IMAGE_RULES.TooWideWindow!.raised).errors.TooWideWindow).toBe(
      "Window film can be at most 53 inches wide; this image is 53.5 inches wide.",
    );
    // 100 in on 54 in panels: 2 panels, one seam, plus the overlap.
    expect(issuesOf(IMAGE_RULES.Overlap!.raised).warnings.Overlap).toBe(
      "Wallcovering panels overlap by 0.25 inch; the maximum printed size is 100.5 x 96 in.",
    );
  });

  it("CadCutError names the spot colour each product needs", () => {
    const noLines = tools({});
    expect(issuesOf(film({ cut_finish: "embedded" }, { report: noLines })).errors.CadCutError).toContain(
      "CutContourCad",
    );
    const cad = { HasCad: true, ContourCutFile: "embedded" };
    expect(issuesOf(rigid(cad, { report: noLines })).errors.CadCutError).toContain("Route");
    expect(issuesOf(rigid({ ...cad, rigid_type: "corex" }, { report: noLines })).errors.CadCutError).toContain(
      "Thru-cut",
    );
    // Each product reads its own line: a Route line does not do for corex, a Thru-cut line does.
    expect(issuesOf(rigid(cad, { report: tools({ route: true }) })).errors).not.toHaveProperty("CadCutError");
    expect(issuesOf(rigid({ ...cad, rigid_type: "corex" }, { report: tools({ route: true }) })).errors).toHaveProperty(
      "CadCutError",
    );
    expect(
      issuesOf(rigid({ ...cad, rigid_type: "corex" }, { report: tools({ thru: true }) })).errors,
    ).not.toHaveProperty("CadCutError");
  });

  it("AddCartError keeps the spec's text; Overprice is for a project over $4,000", () => {
    expect(ISSUE_MESSAGES.AddCartError).toBe("There was a server error adding items to your cart.");
    expect(projectWarnings(400_000)).toEqual({});
    expect(projectWarnings(400_001).Overprice).toBe(
      "Jobs over $4,000 may need 1-5 extra business days to produce and may ship by freight.",
    );
  });
});

describe("docs/product/portal.md: the rules behind the names", () => {
  it("locks the spec's fields of every rigid panel, on the spec's triggers", () => {
    expect([...RIGID_LOCKED_FIELDS].sort()).toEqual(
      [
        "rigid_type",
        "ItemNo",
        "MaterialSheetSize",
        "SheetWidth",
        "SheetHeight",
        "size",
        "sides",
        "LaminateType",
        "Rotate",
        "InchWidth",
        "InchHeight",
      ].sort(),
    );
    // Material, finish, size, sides, rotation and sheet size.
    expect([...RIGID_LOCK_TRIGGERS].sort()).toEqual(
      ["ItemNo", "LaminateType", "size", "sides", "Rotate", "MaterialSheetSize"].sort(),
    );
  });

  it("applies the spec's rigid fields to all panels", () => {
    expect([...(APPLY_TO_ALL_FIELDS.rigid ?? [])].sort()).toEqual(
      [
        "round_corners",
        "holes",
        "hole_placement",
        "hole_edge_distance",
        "hole_hole_distance",
        "grommets",
        "self_cut",
        "InchWidth",
        "InchHeight",
      ].sort(),
    );
  });

  it("Rotate keeps HorizontalFlute away from ACM and adds it once for corex", () => {
    const corex = { ...panel, rigid_type: "corex" };
    const twice = applyRotate(applyRotate(corex, "no", {}).item, "no", { HorizontalFlute: "already" });
    expect(twice.warnings).toEqual({ HorizontalFlute: ISSUE_MESSAGES.HorizontalFlute });
    expect(applyRotate(panel, "no", { LowDPI: "l" }).warnings).toEqual({ LowDPI: "l" });
    // Without a sheet size there is nothing to swap, but Rotate is still set.
    expect(applyRotate({ Rotate: "no" }, "yes", {}).item).toEqual({ Rotate: "yes" });
  });

  it("cut_finish 'embedded' satisfies the cut file, so MissingCutfile does not follow", () => {
    const { item } = applyCutFinish(adhesive, "embedded", {});
    expect(Object.keys(issuesOf(film(item, { report: tools({ cut_contour: true }) })).errors)).toEqual([]);
    const square = applyCutFinish(item, "square", { CadCutError: "c" });
    expect(Object.keys(issuesOf(film(square.item, { report: tools({}) })).errors)).toEqual([]);
  });

  it("shows an option by EQ, NEQ and GT against another option, so only shown options can be errors", () => {
    const blank = { hole_placement: "", hole_edge_distance: "", hole_hole_distance: "", grommets: "", self_cut: "" };
    // holes 'none': placement (NEQ none) and distances (GT 0) hidden; grommets (EQ none) shown.
    expect(Object.keys(issuesOf(rigid({ ...blank, holes: "none" })).errors)).toEqual(["grommets"]);
    // holes '4': placement and distances shown, grommets hidden.
    expect(Object.keys(issuesOf(rigid({ ...blank, holes: "4" })).errors).sort()).toEqual([
      "hole_edge_distance",
      "hole_hole_distance",
      "hole_placement",
    ]);
    // self_cut is a checkbox: shown while corners are square, but unticked is no error; 'Select' is.
    expect(issuesOf(rigid({ self_cut: "" })).errors).toEqual({});
    expect(Object.keys(issuesOf(rigid({ self_cut: "Select", round_corners: "none" })).errors)).toEqual(["self_cut"]);
  });

  it("uses the limits of docs/product/portal.md", () => {
    expect(PORTAL_LIMITS).toMatchObject({
      minRigidPanelIn: 4,
      maxWindowWidthIn: 53,
      defaultOverlapIn: 0.25,
      minDpi: 100,
      minHoleEdgeIn: 0.375,
      holeSizeIn: 0.375,
    });
  });
});
