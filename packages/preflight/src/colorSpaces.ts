import { COLOR_SPACE_ORDER, type ColorSpaceName } from "./types.js";

/** Ink names of DeviceN colour spaces that are process colours, not spots. */
const PROCESS_INKS = new Set(["cyan", "magenta", "yellow", "black"]);
/** Separation names that are not inks: All (registration) and None. */
const NON_INKS = new Set(["all", "none"]);

function normaliseInkName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Cut ink names after normaliseInkName, by flag (docs/product/library.md; "Thru-cut" is the corex cut). */
const CUT_INKS = {
  cutContour: ["cutcontourcad"],
  thru: ["cutcontourthru", "thrucut"],
  route: ["route"],
} as const;
const ALL_CUT_INKS = new Set<string>(Object.values(CUT_INKS).flat());

/** A spot name that is a cut line (CutContourCad, CutContourThru, Thru-cut, Route), in any spelling. */
function isCutInk(name: string): boolean {
  return ALL_CUT_INKS.has(normaliseInkName(name));
}

/**
 * Collects colour spaces and spot names found in an artwork file. An ink is "drawn" when page
 * content paints with it, or only declared in resources. A cut ink counts only when drawn: a cut
 * ink left in the swatches of a file without a cut path is no cut line (docs/decisions/0007-*).
 */
export class ColorFindings {
  readonly spaces = new Set<ColorSpaceName>();
  private readonly declared = new Set<string>();
  private readonly drawn = new Set<string>();

  add(space: ColorSpaceName): void {
    this.spaces.add(space);
  }

  /** Records the inks of a Separation or DeviceN colour space, drawn with or only declared. */
  addInks(names: readonly string[], drawn = true): void {
    for (const raw of names) {
      const name = raw.trim();
      const key = name.toLowerCase();
      if (name === "" || NON_INKS.has(key)) continue;
      if (PROCESS_INKS.has(key)) {
        this.spaces.add("CMYK");
        continue;
      }
      (drawn ? this.drawn : this.declared).add(name);
    }
  }

  /**
   * Every drawn ink and the declared inks that are not cut inks; with `declaredCutInks` (the page
   * content could not be run, so what is drawn is unknown) declared cut inks too.
   */
  sortedSpots(declaredCutInks = false): string[] {
    const spots = new Set(this.drawn);
    for (const name of this.declared) if (declaredCutInks || !isCutInk(name)) spots.add(name);
    return [...spots].sort((a, b) => a.localeCompare(b));
  }

  sortedSpaces(declaredCutInks = false): ColorSpaceName[] {
    const spot = this.sortedSpots(declaredCutInks).length > 0;
    return COLOR_SPACE_ORDER.filter((space) => (space === "Spot" ? spot : this.spaces.has(space)));
  }
}

/** The cut flags a list of spot names implies (names compared without case, spaces or punctuation). */
export function cutFlags(spots: readonly string[]): { cutContour: boolean; thru: boolean; route: boolean } {
  const names = new Set(spots.map(normaliseInkName));
  const any = (inks: readonly string[]) => inks.some((ink) => names.has(ink));
  return { cutContour: any(CUT_INKS.cutContour), thru: any(CUT_INKS.thru), route: any(CUT_INKS.route) };
}

/** Splits text at commas that are not inside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * The ink names in MuPDF's name of a Separation or DeviceN colour space:
 * 'Separation(BASE,Name)' and 'DeviceN(n,BASE,Name1,...,NameN)', where BASE may itself hold commas.
 */
export function inkNamesFromMupdfName(name: string): string[] {
  const separation = /^Separation\((.*)\)$/s.exec(name);
  if (separation?.[1] !== undefined) {
    const parts = splitTopLevel(separation[1]);
    const last = parts[parts.length - 1];
    return parts.length >= 2 && last !== undefined ? [last] : [];
  }
  const deviceN = /^DeviceN\((\d+),(.*)\)$/s.exec(name);
  if (deviceN?.[1] !== undefined && deviceN[2] !== undefined) {
    const count = Number(deviceN[1]);
    const parts = splitTopLevel(deviceN[2]);
    return count > 0 && parts.length > count ? parts.slice(parts.length - count) : [];
  }
  return [];
}
