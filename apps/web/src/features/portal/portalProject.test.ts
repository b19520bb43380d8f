import type { CatalogMaterial, ImageReport, OptionTables } from "@portal/contract";
import { describe, expect, it } from "vitest";
import {
  cartCheck,
  cartLines,
  EMPTY_PROJECT,
  initialProductType,
  itemDefaults,
  type PickedImage,
  type PortalProject,
  parseProject,
  pendingReports,
  portalParam,
  priceable,
  productTypeOfMaterial,
  projectIssues,
  projectReducer,
  reportFromSummary,
  serializeProject,
} from "./portalProject.js";

const image = (name: string): PickedImage => ({
  Name: name,
  FullUrl: `/ImgLibrary/7/${name}`,
  ImageUrl: `/api/Library/Thumbnail?path=${name}`,
  PreviewUrl: `/api/Library/Preview?path=${name}`,
});

const report = (widthIn: number, heightIn: number, ppi: number | null = null): ImageReport => ({
  widthIn,
  heightIn,
  minEffectivePpi: ppi,
  hasWhitespace: false,
  toolbox: { cut_contour: false, route: false, thru: false, embedded_fonts: false },
});

const corex: CatalogMaterial = {
  ItemNo: "COREX-4MM",
  ItemDesc: "Corex 4 mm",
  Description: "",
  product_type: "rigid",
  rigid_type: "corex",
  Available: true,
  ImageUrl: "",
  MaxWidth: null,
  SheetSizes: [{ MaterialSheetSize: "48,96", SheetWidth: 48, SheetHeight: 96, Name: "4 x 8 ft" }],
  Laminates: [{ LaminateType: "none", Name: "No Laminate", Available: true }],
  RollSizes: [],
};

const NO_OPTIONS: OptionTables = { dtOptions: [], dtOptionChoices: [], dtOptionCondition: [] };

function build(productType: string, names: string[], rep = report(24, 18)): PortalProject {
  let p = projectReducer(EMPTY_PROJECT, { type: "chooseType", productType });
  names.forEach((name, i) => {
    p = projectReducer(p, { type: "addImage", image: image(name), report: rep, defaults: {}, id: `id-${i}` });
  });
  return p;
}

describe("projectReducer", () => {
  it("keeps the first product type and adds images with 'Select' dropdowns and the artwork's size", () => {
    let p = build("adhesive", ["a.pdf"]);
    p = projectReducer(p, { type: "chooseType", productType: "rigid" });
    expect(p.productType).toBe("adhesive");
    expect(p.items[0]).toMatchObject({
      Name: "a.pdf",
      PreviewUrl: "/api/Library/Preview?path=a.pdf",
      ItemNo: "Select",
      LaminateType: "Select",
      Quantity: 1,
      InchWidth: 24,
      InchHeight: 18,
      product_type: "adhesive",
    });
    expect(p.activeIndex).toBe(0);
  });

  it("does not add an image before a product type is chosen", () => {
    const p = projectReducer(EMPTY_PROJECT, {
      type: "addImage",
      image: image("a.pdf"),
      report: null,
      defaults: {},
      id: "x",
    });
    expect(p.items).toEqual([]);
  });

  it("pre-fills the material and laminate from the defaults (wizard or EPD)", () => {
    let p = projectReducer(EMPTY_PROJECT, { type: "chooseType", productType: "adhesive" });
    p = projectReducer(p, {
      type: "addImage",
      image: image("a.pdf"),
      report: null,
      defaults: { ItemNo: "ADH-CAST", LaminateType: "gloss" },
      id: "x",
    });
    expect(p.items[0]).toMatchObject({ ItemNo: "ADH-CAST", LaminateType: "gloss", InchWidth: 0 });
  });

  it("removes an image and keeps a valid active index", () => {
    let p = build("adhesive", ["a.pdf", "b.pdf"]);
    expect(p.activeIndex).toBe(1);
    p = projectReducer(p, { type: "removeImage", index: 1 });
    expect(p.items.map((i) => i.Name)).toEqual(["a.pdf"]);
    expect(p.activeIndex).toBe(0);
    p = projectReducer(p, { type: "removeImage", index: 0 });
    expect(p.activeIndex).toBe(-1);
  });

  it("sets the rigid material's sheet and rigid type, and Rotate swaps the sheet sides", () => {
    let p = build("rigid", ["a.pdf"]);
    p = projectReducer(p, { type: "setField", index: 0, key: "ItemNo", value: "COREX-4MM", material: corex });
    expect(p.items[0]).toMatchObject({
      rigid_type: "corex",
      MaterialSheetSize: "48,96",
      SheetWidth: 48,
      SheetHeight: 96,
    });
    p = projectReducer(p, { type: "setField", index: 0, key: "Rotate", value: "yes" });
    expect(p.items[0]).toMatchObject({ Rotate: "yes", SheetWidth: 96, SheetHeight: 48 });
  });

  it("a standard size fills width and height; typing another size makes it custom", () => {
    let p = build("rigid", ["a.pdf"]);
    p = projectReducer(p, { type: "setField", index: 0, key: "size", value: "18,24" });
    expect(p.items[0]).toMatchObject({ size: "18,24", InchHeight: 18, InchWidth: 24 });
    p = projectReducer(p, { type: "setSize", index: 0, width: 30, height: 18 });
    expect(p.items[0]).toMatchObject({ size: "custom", InchWidth: 30, InchHeight: 18 });
  });

  it("a rigid size typed on any panel is every panel's size at once", () => {
    let p = build("rigid", ["a.pdf", "b.pdf"]);
    p = projectReducer(p, { type: "setSize", index: 1, width: 30, height: 20 });
    expect(p.items.map((i) => [i.InchWidth, i.InchHeight])).toEqual([
      [30, 20],
      [30, 20],
    ]);
    let a = build("adhesive", ["a.pdf", "b.pdf"]);
    a = projectReducer(a, { type: "setSize", index: 1, width: 30, height: 20 });
    expect(a.items[0]).toMatchObject({ InchWidth: 24, InchHeight: 18 });
  });

  it("cut_finish embedded sets the CAD fields and square clears them", () => {
    let p = build("adhesive", ["a.pdf"]);
    p = projectReducer(p, { type: "setField", index: 0, key: "cut_finish", value: "embedded" });
    expect(p.items[0]).toMatchObject({ HasCad: true, CADEmbedded: true, ContourCutFile: "embedded" });
    p = projectReducer(p, { type: "setField", index: 0, key: "cut_finish", value: "square" });
    expect(p.items[0]).toMatchObject({ HasCad: false, CADEmbedded: false, ContourCutFile: "" });
  });

  it("new rigid panels take the first panel's locked options, and a lock trigger copies them to all", () => {
    let p = build("rigid", ["a.pdf"]);
    p = projectReducer(p, { type: "setField", index: 0, key: "ItemNo", value: "COREX-4MM", material: corex });
    p = projectReducer(p, { type: "addImage", image: image("b.pdf"), report: null, defaults: {}, id: "b" });
    expect(p.items[1]).toMatchObject({ ItemNo: "COREX-4MM", MaterialSheetSize: "48,96", InchWidth: 24 });
    p = projectReducer(p, { type: "setField", index: 0, key: "sides", value: "2" });
    expect(p.locked).toBe(false);
    p = projectReducer(p, { type: "lockPanels", changedKey: "sides" });
    expect(p.locked).toBe(true);
    expect(p.items[1]?.sides).toBe("2");
  });

  it("a lock is not shown for a single panel or for a field that is not a trigger", () => {
    let p = build("rigid", ["a.pdf"]);
    p = projectReducer(p, { type: "lockPanels", changedKey: "sides" });
    expect(p.locked).toBe(false);
    p = projectReducer(p, { type: "addImage", image: image("b.pdf"), report: null, defaults: {}, id: "b" });
    p = projectReducer(p, { type: "lockPanels", changedKey: "holes" });
    expect(p.locked).toBe(false);
  });

  it("apply-to-all copies the active image's adhesive material and laminate to every image", () => {
    let p = build("adhesive", ["a.pdf", "b.pdf"]);
    p = projectReducer(p, { type: "setField", index: 1, key: "ItemNo", value: "ADH-CAST" });
    p = projectReducer(p, { type: "setField", index: 1, key: "LaminateType", value: "gloss" });
    p = projectReducer(p, { type: "setField", index: 1, key: "Quantity", value: 5 });
    p = projectReducer(p, { type: "applyToAll" });
    expect(p.items[0]).toMatchObject({ ItemNo: "ADH-CAST", LaminateType: "gloss", Quantity: 1 });
  });
});

describe("projectIssues", () => {
  it("finds LowDPI at the chosen size and MissingLibraryItem for a file that is gone", () => {
    let p = build("adhesive", ["a.pdf"], report(12, 8, 150));
    p = projectReducer(p, { type: "setField", index: 0, key: "ItemNo", value: "ADH-CAL" });
    p = projectReducer(p, { type: "setField", index: 0, key: "LaminateType", value: "none" });
    expect(projectIssues(p, { "ADH-CAL": NO_OPTIONS }, [])[0]).toEqual({ errors: {}, warnings: {} });
    p = projectReducer(p, { type: "setSize", index: 0, width: 24, height: 16 });
    const issues = projectIssues(p, { "ADH-CAL": NO_OPTIONS }, [])[0]!;
    expect(Object.keys(issues.warnings)).toEqual(["LowDPI"]);
    expect(issues.warnings.LowDPI).toContain("75 DPI");
    p = projectReducer(p, { type: "setReport", fullUrl: "/ImgLibrary/7/a.pdf", report: "missing" });
    expect(Object.keys(projectIssues(p, {}, [])[0]!.errors)).toContain("MissingLibraryItem");
  });

  it("warns HorizontalFlute for corex until it is rotated", () => {
    let p = build("rigid", ["a.pdf"]);
    p = projectReducer(p, { type: "setField", index: 0, key: "ItemNo", value: "COREX-4MM", material: corex });
    expect(projectIssues(p, {}, [corex])[0]!.warnings).toHaveProperty("HorizontalFlute");
    p = projectReducer(p, { type: "setField", index: 0, key: "Rotate", value: "yes" });
    expect(projectIssues(p, {}, [corex])[0]!.warnings).not.toHaveProperty("HorizontalFlute");
  });
});

describe("pendingReports", () => {
  it("lists each library file whose artwork check is not known or still running, once", () => {
    let p = build("adhesive", ["a.pdf", "b.pdf"]);
    p = projectReducer(p, { type: "addImage", image: image("a.pdf"), report: "pending", defaults: {}, id: "c" });
    expect(pendingReports(p)).toEqual(["/ImgLibrary/7/a.pdf"]);
    p = projectReducer(p, { type: "setReport", fullUrl: "/ImgLibrary/7/a.pdf", report: null });
    expect(pendingReports(p)).toEqual([]);
    expect(pendingReports({ ...p, reports: {} })).toEqual(["/ImgLibrary/7/a.pdf", "/ImgLibrary/7/b.pdf"]);
  });
});

describe("an image added while its check runs (issue 17 bug 9)", () => {
  it("takes the artwork's size when the check finishes, and keeps a size the customer typed", () => {
    let p = build("adhesive", []);
    p = projectReducer(p, { type: "addImage", image: image("a.pdf"), report: "pending", defaults: {}, id: "a" });
    p = projectReducer(p, { type: "addImage", image: image("b.pdf"), report: "pending", defaults: {}, id: "b" });
    expect(p.items.map((i) => [i.InchWidth, i.InchHeight])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    p = projectReducer(p, { type: "setSize", index: 1, width: 12, height: 8 });
    const done = report(24.004, 18);
    p = projectReducer(p, { type: "setReport", fullUrl: "/ImgLibrary/7/a.pdf", report: done });
    p = projectReducer(p, { type: "setReport", fullUrl: "/ImgLibrary/7/b.pdf", report: done });
    expect(p.items.map((i) => [i.InchWidth, i.InchHeight])).toEqual([
      [24, 18],
      [12, 8],
    ]);
  });
});

describe("priceable", () => {
  it("needs a material and a width and height above 0; a rigid piece must fit the sheet", () => {
    expect(priceable({ ItemNo: "Select", InchWidth: 10, InchHeight: 10 }, "adhesive")).toBe(false);
    expect(priceable({ ItemNo: "ADH-CAL", InchWidth: 0, InchHeight: 10 }, "adhesive")).toBe(false);
    expect(priceable({ ItemNo: "ADH-CAL", InchWidth: 10, InchHeight: 10 }, "adhesive")).toBe(true);
    const rigid = { ItemNo: "ACM-3MM", MaterialSheetSize: "48,96", size: "custom", InchHeight: 50 };
    expect(priceable({ ...rigid, InchWidth: 40 }, "rigid")).toBe(true);
    expect(priceable({ ...rigid, InchWidth: 60 }, "rigid")).toBe(false);
  });
});

describe("cartLines", () => {
  it("sends one SetId, the warnings in OrderNotes, coerced numbers and a blank base64String", () => {
    let p = build("Wallcoverings", ["a.pdf", "b.pdf"]);
    p = projectReducer(p, { type: "setField", index: 0, key: "Quantity", value: "" });
    p = projectReducer(p, { type: "setField", index: 0, key: "Overlap", value: "Select" });
    const lines = cartLines({ ...p, items: p.items.map((i) => ({ ...i, base64String: "abc" })) }, 7, [
      { errors: {}, warnings: { LowDPI: "Low." } },
      { errors: {}, warnings: {} },
    ]);
    expect(lines[0]).toMatchObject({
      userId: 7,
      SetId: 1,
      LineNumber: 1,
      Quantity: 1,
      Overlap: 0,
      base64String: "",
      OrderNotes: "Low.",
      SheetWidth: 1,
      CartID: 0,
    });
    expect(lines[1]).toMatchObject({ SetId: 1, LineNumber: 2, OrderNotes: "" });
  });

  it("keeps the edited set's SetId", () => {
    const p = build("adhesive", ["a.pdf"]);
    const edited = { ...p, items: p.items.map((i) => ({ ...i, SetId: 4, CartID: 12 })) };
    expect(cartLines(edited, 7, [])[0]).toMatchObject({ SetId: 4, CartID: 12 });
  });
});

describe("persistence", () => {
  it("stores and restores a project in progress, but not an edit or an empty one", () => {
    const p = build("Magnetic", ["a.pdf"]);
    const restored = parseProject(serializeProject(p) ?? null);
    expect(restored).toEqual({ ...p, locked: false, editId: 0 });
    expect(serializeProject(EMPTY_PROJECT)).toBeUndefined();
    expect(serializeProject({ ...p, editId: 3 })).toBeUndefined();
  });

  it("ignores text that is not a project", () => {
    expect(parseProject(null)).toBeUndefined();
    expect(parseProject("{oops")).toBeUndefined();
    expect(parseProject('{"productType":1,"items":[]}')).toBeUndefined();
    expect(parseProject('{"productType":"rigid","items":[3]}')).toBeUndefined();
    expect(parseProject('{"productType":"rigid","items":[{}],"activeIndex":9}')?.activeIndex).toBe(0);
  });
});

describe("portalParam", () => {
  it("tells a cart id from a material value", () => {
    expect(portalParam("42")).toEqual({ editId: 42 });
    expect(portalParam("ADH-CAL")).toEqual({ material: "ADH-CAL" });
    expect(portalParam(undefined)).toBeUndefined();
    expect(portalParam("0")).toBeUndefined();
  });
});

describe("cartCheck", () => {
  const items = [{ Name: "a.pdf" }, { Name: "b.pdf" }];
  it("blocks on any error, listing each as the image name and message", () => {
    const check = cartCheck(
      items,
      [
        { errors: {}, warnings: { LowDPI: "Low." } },
        { errors: { ItemNo: "Please choose a material." }, warnings: {} },
      ],
      100,
    );
    expect(check).toEqual({
      kind: "blocked",
      issues: [{ imageName: "b.pdf", name: "ItemNo", message: "Please choose a material." }],
    });
  });

  it("asks about warnings, and about a project over $4,000 (Overprice)", () => {
    const clean = [
      { errors: {}, warnings: {} },
      { errors: {}, warnings: {} },
    ];
    expect(cartCheck(items, clean, 400_000)).toEqual({ kind: "send" });
    const over = cartCheck(items, clean, 400_001);
    expect(over.kind).toBe("warning");
    expect(over.kind === "warning" && over.issues[0]).toMatchObject({ imageName: "Project", name: "Overprice" });
    expect(over.kind === "warning" && over.issues[0]?.message).toContain("$4,000");
    const warned = cartCheck(items, [{ errors: {}, warnings: { HasWhitespace: "White." } }, clean[1]!], 0);
    expect(warned).toEqual({
      kind: "warning",
      issues: [{ imageName: "a.pdf", name: "HasWhitespace", message: "White." }],
    });
  });
});

describe("pre-selection", () => {
  const wizard = {
    substrateName: "Cast Vinyl",
    substrateValue: "ADH-CAST",
    substrateTile: "Printed Graphics",
    substrateOptionValue: "gloss",
    productType: "adhesive",
    wizardActive: true,
  };
  const none = { ...wizard, wizardActive: false, productType: "", substrateValue: "" };

  it("starts EPD on adhesive and a wizard selection on its product type", () => {
    expect(initialProductType("EPD", none, "")).toBe("adhesive");
    expect(initialProductType("TradeLine", none, "")).toBe("");
    expect(initialProductType("TradeLine", wizard, "ADH-CAST")).toBe("adhesive");
    // Plain /portal (Restart, Launch Portal) offers every type though the Material Guide holds one.
    expect(initialProductType("TradeLine", wizard, "")).toBe("");
    expect(initialProductType("TradeLine", wizard, "ACM-3MM")).toBe("");
    expect(initialProductType("TradeLine", { ...wizard, productType: "misc" }, "ADH-CAST")).toBe("");
  });

  it("finds the product type of a material on the address in the tile menu's entries", () => {
    const entries = [
      { substrateValue: "ADH-CAL", productType: "adhesive" },
      { substrateValue: "STK-H-10X24", productType: "misc" },
    ];
    expect(productTypeOfMaterial(entries, "ADH-CAL")).toBe("adhesive");
    expect(productTypeOfMaterial(entries, "STK-H-10X24")).toBe("");
    expect(productTypeOfMaterial(entries, "NOPE")).toBe("");
  });

  it("pre-fills the wizard's material and laminate, or the material of the address", () => {
    expect(itemDefaults(wizard, "adhesive", "ADH-CAST", [])).toEqual({ ItemNo: "ADH-CAST", LaminateType: "gloss" });
    expect(itemDefaults(wizard, "rigid", "", [])).toEqual({});
    expect(itemDefaults(none, "rigid", "COREX-4MM", [corex])).toEqual({ ItemNo: "COREX-4MM" });
    expect(itemDefaults(none, "rigid", "NOPE", [corex])).toEqual({});
  });
});

describe("reportFromSummary", () => {
  const summary = {
    status: "done" as const,
    widthIn: 24,
    heightIn: 18,
    toolbox: { cut_contour: true, route: false, thru: false, embedded_fonts: false },
    minEffectivePpi: 150,
    hasWhitespace: false,
    spotColors: ["CutContourCad"],
    liveText: false,
    encrypted: false,
    overprintFill: false,
  };
  it("reads the artwork size, ppi, white space and toolbox of a finished check", () => {
    expect(reportFromSummary(summary)).toEqual({
      widthIn: 24,
      heightIn: 18,
      minEffectivePpi: 150,
      hasWhitespace: false,
      toolbox: summary.toolbox,
    });
  });
  it("is pending while the check runs and empty when it failed", () => {
    expect(reportFromSummary({ ...summary, status: "queued" })).toBe("pending");
    expect(reportFromSummary({ ...summary, status: "running" })).toBe("pending");
    expect(reportFromSummary({ ...summary, status: "failed" })).toBeNull();
  });
});
