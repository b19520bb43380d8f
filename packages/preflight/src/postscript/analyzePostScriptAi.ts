import { ColorFindings, cutFlags } from "../colorSpaces.js";
import { detectFileTypeFromSniff, type FileSniff, sniffOf } from "../detectFileType.js";
import { PreflightError } from "../errors.js";
import type { PreflightReport } from "../types.js";
import { POINTS_PER_INCH, round2 } from "../units.js";
import { NO_WHITESPACE } from "../whitespace.js";

export const POSTSCRIPT_AI_WARNING =
  "This Illustrator file is PostScript-based (saved without PDF compatibility): only its header comments " +
  "were checked; images, whitespace and the preview could not be produced. Save it as a PDF-compatible " +
  "AI file or as a PDF.";

/** The value of a DSC comment with its %%+ continuation lines, skipping '(atend)' markers. */
function dscValue(text: string, key: string): string | null {
  const lines = text.split(/\r\n|\r|\n/);
  let found: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (!line.startsWith(`%%${key}:`)) continue;
    const parts = [line.slice(key.length + 3)];
    for (let j = i + 1; j < lines.length && (lines[j] ?? "").startsWith("%%+"); j++) {
      parts.push((lines[j] ?? "").slice(3));
    }
    const value = parts.join(" ").trim();
    if (value !== "" && value !== "(atend)") found = value;
  }
  return found;
}

/** Names in a DSC list: '(Name with spaces) Plain' -> ['Name with spaces', 'Plain']. */
function dscNames(value: string | null): string[] {
  if (value === null) return [];
  const names: string[] = [];
  for (const match of value.matchAll(/\(([^)]*)\)|(\S+)/g)) {
    const name = match[1] ?? match[2];
    if (name) names.push(name);
  }
  return names;
}

function boundingBox(text: string): [number, number, number, number] | null {
  for (const key of ["HiResBoundingBox", "BoundingBox"]) {
    const numbers = dscValue(text, key)?.split(/\s+/).map(Number);
    if (numbers?.length === 4 && numbers.every(Number.isFinite)) {
      return numbers as [number, number, number, number];
    }
  }
  return null;
}

/** Reports on a PostScript (EPS-style) Illustrator file from its DSC header and trailer comments. */
export function inspectPostScriptAi(sniff: FileSniff): PreflightReport {
  if (detectFileTypeFromSniff(sniff) !== "ai" || sniff.head[0] !== 0x25 || sniff.head[1] !== 0x21) {
    throw new PreflightError("unsupported", "The file is not a PostScript Illustrator file.");
  }
  const text = [sniff.head, sniff.tail]
    .map((part) => Buffer.from(part.buffer, part.byteOffset, part.byteLength).toString("latin1"))
    .join("\n");
  const box = boundingBox(text);
  if (!box) throw new PreflightError("unreadable", "The Illustrator file has no bounding box.");
  const colors = new ColorFindings();
  if (dscNames(dscValue(text, "DocumentProcessColors")).length > 0) colors.add("CMYK");
  colors.addInks(dscNames(dscValue(text, "DocumentCustomColors")));
  const fonts = new Set(dscNames(dscValue(text, "DocumentFonts")));
  const needed = dscNames(dscValue(text, "DocumentNeededResources"));
  for (let i = 0; i + 1 < needed.length; i++) {
    if (needed[i] === "font") fonts.add(needed[++i] ?? "");
  }
  fonts.delete("");
  const spotColors = colors.sortedSpots();
  const pages = Number(dscValue(text, "Pages") ?? "1");
  return {
    kind: "ai",
    pages: Number.isInteger(pages) && pages > 0 ? pages : 1,
    widthIn: round2((box[2] - box[0]) / POINTS_PER_INCH),
    heightIn: round2((box[3] - box[1]) / POINTS_PER_INCH),
    images: [],
    minEffectivePpi: null,
    colorSpaces: colors.sortedSpaces(),
    spotColors,
    ...cutFlags(spotColors),
    liveText: fonts.size > 0,
    fontsNotOutlined: [...fonts].sort((a, b) => a.localeCompare(b)),
    encrypted: false,
    overprintFill: false,
    whitespace: NO_WHITESPACE,
    hasWhitespace: false,
    warnings: [POSTSCRIPT_AI_WARNING],
  };
}

export async function analyzePostScriptAi(bytes: Uint8Array): Promise<PreflightReport> {
  return inspectPostScriptAi(sniffOf(bytes));
}
