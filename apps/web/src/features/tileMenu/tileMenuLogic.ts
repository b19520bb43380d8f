import {
  type CategoryTile,
  DROPDOWN_UNAVAILABLE,
  type DropdownEntry,
  EMPTY_WIZARD_SELECTION,
  type Switches,
  TILE_FILTERS,
  type TileEntry,
  type TileFilter,
  type TilesReply,
  type WizardSelection,
} from "@portal/contract";

/** The Material Selection Guide's pure rules (docs/product/information-pages.md), kept free of React and the DOM. */

/** Separator between category and material in 'Current Selection' and between material and option in the dropdown. */
const SELECTION_SEPARATOR = " › ";
const OPTION_SEPARATOR = " — ";
const NO_SELECTION = "None";

/** Labels of a material's sub-options in the 'Know What You Need?' dropdown. */
const FILTER_LABELS: Record<TileFilter, string> = {
  upload: "Upload your artwork",
  designer: "Create it in the Pattern Designer",
  library: "Choose from the Pattern Library",
};

/** GetTiles' Data, checked for its shape: three lists (categories, materials, dropdown). */
export function toTilesReply(data: unknown): TilesReply {
  if (!Array.isArray(data) || data.length < 3 || !data.slice(0, 3).every(Array.isArray)) {
    throw new Error("The material list could not be read.");
  }
  const [categories, materials, dropdown] = data as [CategoryTile[], TileEntry[], DropdownEntry[]];
  return [categories, materials, dropdown];
}

/** The material tiles of one category, in the server's order. */
export function materialsInCategory(materials: readonly TileEntry[], category: string): TileEntry[] {
  return category ? materials.filter((m) => m.category === category) : [];
}

/** The category a material belongs to: the first tile that offers it (dropdown entries carry none). */
export function categoryOf(
  materials: readonly TileEntry[],
  entry: Pick<DropdownEntry, "substrateValue" | "optionValue">,
): string {
  const exact = materials.find((m) => m.substrateValue === entry.substrateValue && m.optionValue === entry.optionValue);
  return (exact ?? materials.find((m) => m.substrateValue === entry.substrateValue))?.category ?? "";
}

/** Tile choice of docs/product/information-pages.md: name, value, product type, category and option value, wizardActive true. */
export function selectionFrom(
  entry: Pick<TileEntry, "substrateName" | "substrateValue" | "productType" | "optionValue">,
  category: string,
): WizardSelection {
  return {
    substrateName: entry.substrateName,
    substrateValue: entry.substrateValue,
    substrateTile: category,
    substrateOptionValue: entry.optionValue,
    productType: entry.productType,
    wizardActive: true,
  };
}

/** The text after 'Current Selection:': 'Floors › Anti-Slip Floor Vinyl', the material alone, or 'None'. */
export function currentSelectionText(selection: WizardSelection): string {
  if (!selection.wizardActive || !selection.substrateName) return NO_SELECTION;
  return [selection.substrateTile, selection.substrateName].filter(Boolean).join(SELECTION_SEPARATOR);
}

/** True when the tile is the chosen material. */
export function isChosen(selection: WizardSelection, entry: TileEntry): boolean {
  return (
    selection.wizardActive &&
    selection.substrateValue === entry.substrateValue &&
    selection.substrateOptionValue === entry.optionValue &&
    selection.substrateTile === entry.category
  );
}

/** The stored selection (JSON of WizardSelection under WIZARD_KEY); anything unreadable is no selection. */
export function parseWizardSelection(raw: string | null): WizardSelection {
  if (!raw) return EMPTY_WIZARD_SELECTION;
  try {
    // Read by hand rather than with the contract's zod schema: this runs on the home route, which
    // stays free of the schema library (bench/home-bundle.ts).
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (typeof v !== "object" || v === null) return EMPTY_WIZARD_SELECTION;
    const text = (k: keyof WizardSelection) => (typeof v[k] === "string" ? (v[k] as string) : "");
    return {
      substrateName: text("substrateName"),
      substrateValue: text("substrateValue"),
      substrateTile: text("substrateTile"),
      substrateOptionValue: text("substrateOptionValue"),
      productType: text("productType"),
      wizardActive: v.wizardActive === true,
    };
  } catch {
    return EMPTY_WIZARD_SELECTION;
  }
}

type BrandSwitches = Pick<Switches, "library" | "publicLibrary" | "textures">;

/** The fixed tiles the brand offers, in order: Pattern Library, Pattern Designer, Upload an Image. */
export type FixedTile = "library" | "designer" | "upload";
export function fixedTiles(switches: BrandSwitches): FixedTile[] {
  const tiles: FixedTile[] = [];
  if (switches.library || switches.publicLibrary) tiles.push("library");
  if (switches.textures) tiles.push("designer");
  tiles.push("upload");
  return tiles;
}

/** The sub-options the brand can act on: upload always, designer with textures, library with a library. */
export function offeredFilters(switches: BrandSwitches): TileFilter[] {
  const tiles = fixedTiles(switches);
  return TILE_FILTERS.filter((f) => (f === "upload" ? true : tiles.includes(f)));
}

/**
 * Where the library leads: the pattern library when signed in, the public library for a visitor on a
 * publicLibrary brand, otherwise the login dialog.
 */
export function libraryTarget(switches: Pick<Switches, "publicLibrary">, signedIn: boolean): string | "login" {
  if (signedIn) return "/patternLibrary";
  return switches.publicLibrary ? "/PublicLibrary" : "login";
}

/**
 * Where the Pattern Designer leads (docs/decisions/0026-pattern-designer.md): its route when signed in, else
 * the login dialog (then the route). Never the public library: designing needs an account.
 */
const DESIGNER_PATH = "/designer";
export function designerTarget(signedIn: boolean): string | "login" {
  return signedIn ? DESIGNER_PATH : "login";
}

/** Where 'Upload an Image' leads: the login dialog when signed out, else the portal with the chosen material. */
export function uploadTarget(selection: WizardSelection, signedIn: boolean): string | "login" {
  if (!signedIn) return "login";
  return selection.wizardActive && selection.substrateValue
    ? `/portal/${encodeURIComponent(selection.substrateValue)}`
    : "/portal";
}

interface DropdownOption {
  value: string;
  label: string;
  disabled: boolean;
}
export interface DropdownGroup {
  group: string;
  items: DropdownOption[];
}

/** The option value of one dropdown item: the entry's index and the sub-option, unique even for repeated names. */
function dropdownValue(index: number, filter: TileFilter): string {
  return `${index}:${filter}`;
}

export function parseDropdownValue(
  value: string,
  entries: readonly DropdownEntry[],
): { entry: DropdownEntry; filter: TileFilter } | null {
  const [index, filter] = value.split(":");
  const entry = entries[Number(index)];
  if (!entry || !(TILE_FILTERS as readonly string[]).includes(filter ?? "")) return null;
  return { entry, filter: filter as TileFilter };
}

/**
 * 'Know What You Need?' items grouped under each material: 'Cast Wrap Vinyl — Upload your artwork', with
 * '(unavailable)' appended and disabled for unavailable materials. Only sub-options the brand offers appear.
 */
export function dropdownGroups(entries: readonly DropdownEntry[], offered: readonly TileFilter[]): DropdownGroup[] {
  const groups: DropdownGroup[] = [];
  const seen = new Map<string, number>();
  entries.forEach((entry, index) => {
    const items = TILE_FILTERS.filter((f) => entry.filters.includes(f) && offered.includes(f)).map((f) => ({
      value: dropdownValue(index, f),
      label: `${entry.substrateName}${OPTION_SEPARATOR}${FILTER_LABELS[f]}${entry.substrateUnAvailable ? ` ${DROPDOWN_UNAVAILABLE}` : ""}`,
      disabled: entry.substrateUnAvailable,
    }));
    if (items.length === 0) return;
    // Group labels must be unique: a material listed twice gets its product type beside the name.
    const count = seen.get(entry.substrateName) ?? 0;
    seen.set(entry.substrateName, count + 1);
    const group = count === 0 ? entry.substrateName : `${entry.substrateName} (${entry.productType})`;
    const existing = groups.find((g) => g.group === group);
    if (existing) existing.items.push(...items);
    else groups.push({ group, items });
  });
  return groups;
}
