import type * as mupdf from "mupdf";
import type { ColorFindings } from "../colorSpaces.js";
import { cleanFontName } from "./fontNames.js";
import { lookup, resolved } from "./pdfObjects.js";

/** Nesting depth and object count limits: resource trees can be deep, cyclic or huge. */
const MAX_DEPTH = 24;
const MAX_OBJECTS = 20_000;

/**
 * Walks a page's resource dictionaries (and those of the forms, patterns, soft masks and Type 3
 * fonts they use) for colour spaces, spot ink names, overprint graphics states and font names.
 * Inks found here are only declared: ContentScan tells which are drawn.
 */
export class ResourceScan {
  overprint = false;
  /** Fonts declared in the resources (used only when the page content cannot be run). */
  readonly declaredFonts = new Set<string>();
  private readonly visited = new Set<number>();
  private objects = 0;

  constructor(private readonly colors: ColorFindings) {}

  /** False once the walk has hit its object limit. */
  get complete(): boolean {
    return this.objects < MAX_OBJECTS;
  }

  visitResources(resources: mupdf.PDFObject, depth = 0): void {
    const res = this.enter(resources, depth);
    if (!res?.isDictionary()) return;
    this.eachValue(res.get("ColorSpace"), (cs) => this.visitColorSpace(cs, depth + 1));
    this.eachValue(res.get("ExtGState"), (gs) => this.visitGraphicsState(gs, depth + 1));
    this.eachValue(res.get("XObject"), (xobject) => this.visitXObject(xobject, depth + 1));
    this.eachValue(res.get("Pattern"), (pattern) => this.visitPattern(pattern, depth + 1));
    this.eachValue(res.get("Shading"), (shading) => this.visitShading(shading, depth + 1));
    this.eachValue(res.get("Font"), (font) => this.visitFont(font, depth + 1));
  }

  /** Resolves an object unless it was seen before or a limit is reached. */
  private enter(obj: mupdf.PDFObject, depth: number): mupdf.PDFObject | null {
    if (depth > MAX_DEPTH || this.objects >= MAX_OBJECTS || obj.isNull()) return null;
    this.objects++;
    if (obj.isIndirect()) {
      const num = obj.asIndirect();
      if (this.visited.has(num)) return null;
      this.visited.add(num);
    }
    return obj.resolve();
  }

  private eachValue(dict: mupdf.PDFObject, visit: (value: mupdf.PDFObject) => void): void {
    const entries = resolved(dict);
    if (!entries.isDictionary()) return;
    entries.forEach((value) => {
      if (this.objects < MAX_OBJECTS) visit(value);
    });
  }

  private visitGraphicsState(state: mupdf.PDFObject, depth: number): void {
    const gs = this.enter(state, depth);
    if (!gs?.isDictionary()) return;
    for (const key of ["OP", "op"]) {
      const flag = gs.get(key);
      if (flag.isBoolean() && flag.asBoolean()) this.overprint = true;
    }
    const mask = lookup(gs, "SMask");
    if (mask.isDictionary()) this.visitXObject(mask.get("G"), depth + 1);
  }

  private visitXObject(xobject: mupdf.PDFObject, depth: number): void {
    const x = this.enter(xobject, depth);
    if (!x || !(x.isDictionary() || x.isStream())) return;
    const subtype = x.get("Subtype").asName();
    if (subtype === "Image") {
      if (!x.get("ImageMask").asBoolean()) this.visitColorSpace(x.get("ColorSpace"), depth + 1);
    } else if (subtype === "Form") {
      this.visitResources(x.get("Resources"), depth + 1);
    }
  }

  private visitPattern(pattern: mupdf.PDFObject, depth: number): void {
    const p = this.enter(pattern, depth);
    if (!p || !(p.isDictionary() || p.isStream())) return;
    if (p.get("PatternType").asNumber() === 1) this.visitResources(p.get("Resources"), depth + 1);
    else this.visitShading(p.get("Shading"), depth + 1);
  }

  private visitShading(shading: mupdf.PDFObject, depth: number): void {
    const s = this.enter(shading, depth);
    if (!s || !(s.isDictionary() || s.isStream())) return;
    this.visitColorSpace(s.get("ColorSpace"), depth + 1);
  }

  private visitFont(font: mupdf.PDFObject, depth: number): void {
    const f = this.enter(font, depth);
    if (!f?.isDictionary()) return;
    const base = f.get("BaseFont");
    if (base.isName()) this.declaredFonts.add(cleanFontName(base.asName()));
    if (f.get("Subtype").asName() === "Type3") this.visitResources(f.get("Resources"), depth + 1);
  }

  visitColorSpace(colorSpace: mupdf.PDFObject, depth: number): void {
    const cs = this.enter(colorSpace, depth);
    if (!cs) return;
    if (cs.isName()) {
      this.addNamedSpace(cs.asName());
      return;
    }
    if (!cs.isArray() || cs.length === 0) return;
    const family = cs.get(0).asName();
    switch (family) {
      case "ICCBased": {
        const profile = lookup(cs, 1);
        const n = lookup(profile, "N").asNumber();
        if (n === 1) this.colors.add("Gray");
        else if (n === 3) this.colors.add("RGB");
        else if (n === 4) this.colors.add("CMYK");
        else this.visitColorSpace(lookup(profile, "Alternate"), depth + 1);
        return;
      }
      case "CalRGB":
        this.colors.add("RGB");
        return;
      case "CalGray":
        this.colors.add("Gray");
        return;
      case "CalCMYK":
        this.colors.add("CMYK");
        return;
      case "Lab":
        this.colors.add("Lab");
        return;
      case "Indexed":
      case "I":
        this.colors.add("Indexed");
        this.visitColorSpace(cs.get(1), depth + 1);
        return;
      case "Separation": {
        const ink = cs.get(1);
        if (ink.isName()) this.colors.addInks([ink.asName()], false);
        return;
      }
      case "DeviceN": {
        const inks = lookup(cs, 1);
        const names: string[] = [];
        if (inks.isArray()) {
          inks.forEach((ink) => {
            if (ink.isName()) names.push(ink.asName());
          });
        }
        this.colors.addInks(names, false);
        return;
      }
      case "Pattern":
        if (cs.length > 1) this.visitColorSpace(cs.get(1), depth + 1);
        return;
      default:
        this.addNamedSpace(family);
    }
  }

  private addNamedSpace(name: string): void {
    if (name === "DeviceCMYK" || name === "CMYK") this.colors.add("CMYK");
    else if (name === "DeviceRGB" || name === "RGB") this.colors.add("RGB");
    else if (name === "DeviceGray" || name === "G") this.colors.add("Gray");
  }
}
