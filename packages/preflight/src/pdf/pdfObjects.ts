import type * as mupdf from "mupdf";

/*
 * MuPDF.js returns the shared PDFObject.Null for missing entries, and get() or resolve() on it throw.
 * These helpers make lookups on possibly missing objects safe.
 */

/** The object an indirect reference points to (or the object itself); Null stays Null. */
export function resolved(obj: mupdf.PDFObject): mupdf.PDFObject {
  return obj.isNull() ? obj : obj.resolve();
}

/** A dictionary entry or array item along a path, resolved; Null when any step is missing. */
export function lookup(obj: mupdf.PDFObject, ...path: Array<string | number>): mupdf.PDFObject {
  return obj.isNull() ? obj : resolved(obj.get(...path));
}
