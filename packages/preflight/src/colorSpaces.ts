import { COLOR_SPACE_ORDER, type ColorSpaceName } from "./types.js";

/** Ink names of DeviceN colour spaces that are process colours, not spots. */
const PROCESS_INKS = new Set(["cyan", "magenta", "yellow", "black"]);
/** Separation names that are not inks: All (registration) and None. */
const NON_INKS = new Set(["all", "none"]);

/** Collects colour spaces and spot names found anywhere in an artwork file. */
export class ColorFindings {
  readonly spaces = new Set<ColorSpaceName>();
  readonly spots = new Set<string>();

  add(space: ColorSpaceName): void {
    this.spaces.add(space);
  }

  /** Records the inks of a Separation or DeviceN colour space. */
  addInks(names: readonly string[]): void {
    for (const raw of names) {
      const name = raw.trim();
      const key = name.toLowerCase();
      if (name === "" || NON_INKS.has(key)) continue;
      if (PROCESS_INKS.has(key)) {
        this.spaces.add("CMYK");
        continue;
      }
      this.spots.add(name);
      this.spaces.add("Spot");
    }
  }

  sortedSpaces(): ColorSpaceName[] {
    return COLOR_SPACE_ORDER.filter((space) => this.spaces.has(space));
  }

  sortedSpots(): string[] {
    return [...this.spots].sort((a, b) => a.localeCompare(b));
  }
}

function normaliseInkName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** The cut flags a list of spot names implies (names compared without case, spaces or punctuation). */
export function cutFlags(spots: readonly string[]): { cutContour: boolean; thru: boolean; route: boolean } {
  const names = new Set(spots.map(normaliseInkName));
  return {
    cutContour: names.has("cutcontourcad"),
    thru: names.has("cutcontourthru"),
    route: names.has("route"),
  };
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
