import { describe, expect, it } from "vitest";
import { APPLY_TO_ALL_FIELDS, applyToAll, applyToAllOffered, changeMaterial } from "./applyToAll.js";
import { applyCutFinish } from "./cutFinish.js";
import { applyRotate, isLockTrigger, lockRigidPanels, panelsLocked, RIGID_LOCKED_FIELDS } from "./rigidLocking.js";

const panel = (over: Record<string, unknown> = {}) => ({
  Name: "a.pdf",
  rigid_type: "acm",
  ItemNo: "ACM-3MM",
  MaterialSheetSize: "48,96",
  SheetWidth: 48,
  SheetHeight: 96,
  size: "custom",
  sides: "1",
  LaminateType: "none",
  Rotate: "no",
  InchWidth: 24,
  InchHeight: 36,
  holes: "none",
  ...over,
});

describe("rigid option locking", () => {
  it("copies the first item's locked fields to every panel when a trigger changes", () => {
    const items = [panel({ ItemNo: "ACM-6MM", sides: "2" }), panel({ Name: "b.pdf", holes: "2", InchWidth: 10 })];
    for (const key of ["ItemNo", "LaminateType", "size", "sides", "Rotate", "MaterialSheetSize"]) {
      expect(isLockTrigger(key)).toBe(true);
      const { items: out, locked } = lockRigidPanels(items, "rigid", key);
      expect(locked).toBe(true);
      for (const f of RIGID_LOCKED_FIELDS) expect(out[1]![f]).toEqual(items[0]![f]);
      expect(out[1]).toMatchObject({ Name: "b.pdf", holes: "2" });
      expect(panelsLocked(out)).toBe(true);
    }
    expect(panelsLocked(items)).toBe(false);
  });

  it("does nothing for other keys or other product types", () => {
    const items = [panel(), panel({ InchWidth: 10 })];
    expect(lockRigidPanels(items, "rigid", "holes").locked).toBe(false);
    expect(lockRigidPanels(items, "adhesive", "ItemNo")).toEqual({ items, locked: false });
  });

  it("Rotate yes swaps the sheet and removes HorizontalFlute; no restores it and warns for corex", () => {
    const corex = panel({ rigid_type: "corex" });
    const yes = applyRotate(corex, "yes", { HorizontalFlute: "x" });
    expect(yes.item).toMatchObject({ Rotate: "yes", SheetWidth: 96, SheetHeight: 48 });
    expect(yes.warnings).toEqual({});
    const no = applyRotate(yes.item, "no", yes.warnings);
    expect(no.item).toMatchObject({ Rotate: "no", SheetWidth: 48, SheetHeight: 96 });
    expect(Object.keys(no.warnings)).toEqual(["HorizontalFlute"]);
    expect(applyRotate(panel(), "no", {}).warnings).toEqual({});
  });
});

describe("cut_finish", () => {
  it("'embedded' sets the CAD settings and marks the cut file checked", () => {
    const r = applyCutFinish({ cut_finish: "square" }, "embedded", { MissingCutfile: "m" });
    expect(r.item).toEqual({
      cut_finish: "embedded",
      HasCad: true,
      CADEmbedded: true,
      ContourCutFile: "embedded",
      CutFileChecked: true,
    });
    expect(r.errors).toEqual({});
  });

  it("'square' clears the CAD settings and the CAD cut errors", () => {
    const r = applyCutFinish({ HasCad: true, ContourCutFile: "embedded" }, "square", {
      CadCutError: "c",
      MissingCutfile: "m",
      LowDPI: "l",
    });
    expect(r.item).toMatchObject({ cut_finish: "square", HasCad: false, CADEmbedded: false, ContourCutFile: "" });
    expect(r.errors).toEqual({ LowDPI: "l" });
  });
});

describe("apply to all", () => {
  it("sets the fields of each product type", () => {
    expect(APPLY_TO_ALL_FIELDS.adhesive).toEqual(["ItemNo", "LaminateType"]);
    expect(APPLY_TO_ALL_FIELDS.misc).toEqual(["ItemNo"]);
    const items = [
      { ItemNo: "A", LaminateType: "none", Quantity: 1 },
      { ItemNo: "B", LaminateType: "gloss", Quantity: 5 },
    ];
    expect(applyToAll(items, items[0]!, "adhesive")).toEqual([
      { ItemNo: "A", LaminateType: "none", Quantity: 1 },
      { ItemNo: "A", LaminateType: "none", Quantity: 5 },
    ]);
    const rigid = [
      panel({ holes: "2", round_corners: "0.5", grommets: "none", self_cut: "no" }),
      panel({ InchWidth: 5 }),
    ];
    const out = applyToAll(rigid, rigid[0]!, "rigid");
    expect(out[1]).toMatchObject({ holes: "2", round_corners: "0.5", InchWidth: 24, InchHeight: 36 });
    expect(applyToAll(items, items[0]!, "misc")[1]).toMatchObject({ ItemNo: "A", LaminateType: "gloss" });
    expect(applyToAllOffered("adhesive", 1)).toBe(false);
    expect(applyToAllOffered("adhesive", 2)).toBe(true);
    expect(applyToAllOffered("Wallcoverings", 2)).toBe(false);
  });

  it("a material change clears issues for non-rigid types and adds ItemNo when empty", () => {
    const issues = { errors: { Mismatched: "m" }, warnings: { LowDPI: "l" } };
    expect(changeMaterial({}, "ADH-CAL", "adhesive", issues)).toEqual({
      item: { ItemNo: "ADH-CAL" },
      errors: {},
      warnings: {},
    });
    expect(Object.keys(changeMaterial({}, "Select", "adhesive", issues).errors)).toEqual(["ItemNo"]);
    expect(changeMaterial({}, "ACM-3MM", "rigid", issues)).toMatchObject(issues);
  });
});
