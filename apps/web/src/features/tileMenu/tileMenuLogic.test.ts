import {
  DROPDOWN_UNAVAILABLE,
  type DropdownEntry,
  EMPTY_WIZARD_SELECTION,
  siteBrand,
  type TileEntry,
  WizardSelectionSchema,
} from "@portal/contract";
import { describe, expect, it } from "vitest";
import {
  categoryOf,
  currentSelectionText,
  designerTarget,
  dropdownGroups,
  fixedTiles,
  isChosen,
  libraryTarget,
  materialsInCategory,
  offeredFilters,
  parseDropdownValue,
  parseWizardSelection,
  selectionFrom,
  toTilesReply,
  uploadTarget,
} from "./tileMenuLogic.js";

function tile(over: Partial<TileEntry>): TileEntry {
  return {
    category: "Floors",
    substrateName: "Anti-Slip Floor Vinyl",
    substrateValue: "FLOOR-AS",
    productType: "adhesive",
    optionValue: "1",
    filters: ["upload"],
    substrateUnAvailable: false,
    description: "",
    imageUrl: "/api/TileMenu/Image/floor.svg",
    ...over,
  };
}

function drop(over: Partial<DropdownEntry>): DropdownEntry {
  return {
    substrateName: "Cast Wrap Vinyl",
    substrateValue: "CAST-WRAP",
    productType: "adhesive",
    optionValue: "2",
    filters: ["upload", "designer", "library"],
    substrateUnAvailable: false,
    ...over,
  };
}

const MATERIALS = [
  tile({}),
  tile({ category: "Car/Fleet/Rail Wraps", substrateName: "Cast Wrap Vinyl", substrateValue: "CAST-WRAP" }),
  tile({ category: "Signage", substrateName: "ACM Panel", substrateValue: "ACM", productType: "rigid" }),
  tile({ category: "Floors", substrateName: "Floor Carpet Film", substrateValue: "FLOOR-CF" }),
];

const ALL = { library: true, publicLibrary: true, textures: true };
const NONE = { library: false, publicLibrary: false, textures: false };

describe("materialsInCategory", () => {
  it("keeps the materials of the chosen category in order", () => {
    expect(materialsInCategory(MATERIALS, "Floors").map((m) => m.substrateValue)).toEqual(["FLOOR-AS", "FLOOR-CF"]);
  });
  it("is empty for no category or an unknown one", () => {
    expect(materialsInCategory(MATERIALS, "")).toEqual([]);
    expect(materialsInCategory(MATERIALS, "Ceilings")).toEqual([]);
  });
});

describe("selection", () => {
  it("a tile choice stores name, value, category, option value and product type with wizardActive true", () => {
    const s = selectionFrom(MATERIALS[0]!, "Floors");
    expect(s).toEqual({
      substrateName: "Anti-Slip Floor Vinyl",
      substrateValue: "FLOOR-AS",
      substrateTile: "Floors",
      substrateOptionValue: "1",
      productType: "adhesive",
      wizardActive: true,
    });
    expect(WizardSelectionSchema.parse(s)).toEqual(s);
    expect(isChosen(s, MATERIALS[0]!)).toBe(true);
    expect(isChosen(s, MATERIALS[3]!)).toBe(false);
  });

  it("Current Selection reads category › material, the material alone, or None", () => {
    expect(currentSelectionText(EMPTY_WIZARD_SELECTION)).toBe("None");
    expect(currentSelectionText(selectionFrom(MATERIALS[0]!, "Floors"))).toBe("Floors › Anti-Slip Floor Vinyl");
    expect(currentSelectionText(selectionFrom(drop({}), ""))).toBe("Cast Wrap Vinyl");
    expect(currentSelectionText({ ...selectionFrom(MATERIALS[0]!, "Floors"), wizardActive: false })).toBe("None");
  });

  it("a dropdown entry takes the category of the first tile offering it", () => {
    expect(categoryOf(MATERIALS, drop({ optionValue: "1" }))).toBe("Car/Fleet/Rail Wraps");
    expect(categoryOf(MATERIALS, drop({ optionValue: "9" }))).toBe("Car/Fleet/Rail Wraps");
    expect(categoryOf(MATERIALS, drop({ substrateValue: "NOPE" }))).toBe("");
  });

  it("reads the stored JSON and treats anything unreadable as no selection", () => {
    const s = selectionFrom(MATERIALS[0]!, "Floors");
    expect(parseWizardSelection(JSON.stringify(s))).toEqual(s);
    expect(parseWizardSelection(null)).toEqual(EMPTY_WIZARD_SELECTION);
    expect(parseWizardSelection("{not json")).toEqual(EMPTY_WIZARD_SELECTION);
    expect(parseWizardSelection('{"wizardActive":"yes"}')).toEqual(EMPTY_WIZARD_SELECTION);
    expect(parseWizardSelection('{"productType":"rigid"}')).toEqual({
      ...EMPTY_WIZARD_SELECTION,
      productType: "rigid",
    });
  });
});

describe("destinations", () => {
  it("Upload an Image opens the login dialog when signed out, else the portal with the chosen material", () => {
    const s = selectionFrom(tile({ substrateValue: "A/B 3" }), "Floors");
    expect(uploadTarget(s, false)).toBe("login");
    expect(uploadTarget(s, true)).toBe("/portal/A%2FB%203");
    expect(uploadTarget(EMPTY_WIZARD_SELECTION, true)).toBe("/portal");
  });

  it("the library leads to the pattern library, the public library for visitors, or the login dialog", () => {
    expect(libraryTarget({ publicLibrary: false }, true)).toBe("/patternLibrary");
    expect(libraryTarget({ publicLibrary: true }, true)).toBe("/patternLibrary");
    expect(libraryTarget({ publicLibrary: true }, false)).toBe("/PublicLibrary");
    expect(libraryTarget({ publicLibrary: false }, false)).toBe("login");
  });

  it("the designer leads to its route, or the login dialog for a visitor (never the public library)", () => {
    expect(designerTarget(true)).toBe("/designer");
    expect(designerTarget(false)).toBe("login");
  });

  it("fixed tiles follow the brand's switches and Upload an Image is always there", () => {
    expect(fixedTiles(ALL)).toEqual(["library", "designer", "upload"]);
    expect(fixedTiles(NONE)).toEqual(["upload"]);
    expect(fixedTiles({ ...NONE, publicLibrary: true })).toEqual(["library", "upload"]);
    expect(fixedTiles(siteBrand("TradeLine").switches)).toEqual(["upload"]);
    expect(fixedTiles(siteBrand("Decor").switches)).toEqual(["library", "designer", "upload"]);
    expect(fixedTiles(siteBrand("Wholesale").switches)).toEqual(["library", "upload"]);
    expect(offeredFilters(siteBrand("Wholesale").switches)).toEqual(["upload", "library"]);
  });
});

describe("dropdownGroups", () => {
  it("lists each material's offered sub-options under its name", () => {
    const groups = dropdownGroups([drop({})], ["upload", "designer", "library"]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.group).toBe("Cast Wrap Vinyl");
    expect(groups[0]!.items.map((i) => i.label)).toEqual([
      "Cast Wrap Vinyl — Upload your artwork",
      "Cast Wrap Vinyl — Create it in the Pattern Designer",
      "Cast Wrap Vinyl — Choose from the Pattern Library",
    ]);
    expect(groups[0]!.items.every((i) => !i.disabled)).toBe(true);
  });

  it("labels unavailable materials '(unavailable)' and disables them", () => {
    const [group] = dropdownGroups([drop({ substrateUnAvailable: true, filters: ["upload"] })], ["upload"]);
    expect(group!.items).toEqual([
      { value: "0:upload", label: `Cast Wrap Vinyl — Upload your artwork ${DROPDOWN_UNAVAILABLE}`, disabled: true },
    ]);
  });

  it("leaves out sub-options the brand does not offer and materials with none left", () => {
    const groups = dropdownGroups(
      [drop({ filters: ["designer"] }), drop({ substrateName: "ACM", substrateValue: "ACM", filters: ["upload"] })],
      ["upload"],
    );
    expect(groups.map((g) => g.group)).toEqual(["ACM"]);
    expect(groups[0]!.items[0]!.value).toBe("1:upload");
  });

  it("gives every item a unique value and keeps group labels unique", () => {
    const entries = [drop({}), drop({ productType: "Rolled", substrateValue: "CAST-ROLL" })];
    const groups = dropdownGroups(entries, ["upload", "library"]);
    expect(groups.map((g) => g.group)).toEqual(["Cast Wrap Vinyl", "Cast Wrap Vinyl (Rolled)"]);
    const values = groups.flatMap((g) => g.items.map((i) => i.value));
    expect(new Set(values).size).toBe(values.length);
  });

  it("an item's value leads back to its entry and sub-option", () => {
    const entries = [drop({}), drop({ substrateValue: "OTHER" })];
    expect(parseDropdownValue("1:library", entries)).toEqual({ entry: entries[1], filter: "library" });
    expect(parseDropdownValue("5:upload", entries)).toBeNull();
    expect(parseDropdownValue("0:print", entries)).toBeNull();
  });
});

describe("toTilesReply", () => {
  it("accepts three lists and refuses anything else", () => {
    expect(toTilesReply([[], [], []])).toEqual([[], [], []]);
    expect(() => toTilesReply(undefined)).toThrow();
    expect(() => toTilesReply([[], []])).toThrow();
    expect(() => toTilesReply({ 0: [], 1: [], 2: [] })).toThrow();
  });
});
