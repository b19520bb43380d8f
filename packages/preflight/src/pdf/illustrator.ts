import type * as mupdf from "mupdf";
import { lookup } from "./pdfObjects.js";

/** The XMP packet is read only when it is at most this big. */
const MAX_XMP_BYTES = 2 * 1024 * 1024;

function mentionsIllustrator(text: string | undefined): boolean {
  return text !== undefined && /illustrator/i.test(text);
}

/**
 * Whether an opened PDF was written by Adobe Illustrator (a PDF-compatible .ai): Creator or Producer,
 * the XMP CreatorTool, or an Illustrator entry in page 1's /PieceInfo (where /AIPrivateData lives).
 */
export function hasIllustratorMarkers(doc: mupdf.PDFDocument, page1: mupdf.PDFPage): boolean {
  if (mentionsIllustrator(doc.getMetaData("info:Creator")) || mentionsIllustrator(doc.getMetaData("info:Producer"))) {
    return true;
  }
  const pieceInfo = lookup(page1.getObject(), "PieceInfo");
  if (pieceInfo.isDictionary() && !pieceInfo.get("Illustrator").isNull()) return true;
  const xmp = lookup(doc.getTrailer(), "Root", "Metadata");
  if (xmp.isStream() && xmp.get("Length").asNumber() <= MAX_XMP_BYTES) {
    return /CreatorTool>[^<]*Illustrator/i.test(xmp.readStream().asString());
  }
  return false;
}
