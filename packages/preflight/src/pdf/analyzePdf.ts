import type * as mupdf from "mupdf";
import { ColorFindings, cutFlags } from "../colorSpaces.js";
import { detectFileTypeFromSniff, type FileSniff, isPostScriptSniff, sniffOf } from "../detectFileType.js";
import { errorMessage, PreflightError } from "../errors.js";
import { ANALYSIS_RENDER_PX, type FileKind, type PreflightReport } from "../types.js";
import type { RgbRaster } from "../whitespace.js";
import { POINTS_PER_INCH, round2 } from "../units.js";
import { findBlankMargins, hasWhitespace, marginsInInches, NO_WHITESPACE } from "../whitespace.js";
import { hasIllustratorMarkers } from "./illustrator.js";
import { openPdf, type PdfSource } from "./openPdf.js";
import { ContentScan, MAX_LISTED_IMAGES } from "./pdfContent.js";
import { ResourceScan } from "./pdfResources.js";
import { ARTWORK_BOX, pixmapRaster, renderPdfPage } from "./renderPdf.js";

/** Pages beyond this are counted but not scanned (print files have one or a few pages). */
const MAX_SCANNED_PAGES = 100;

export interface PdfInspection {
  report: PreflightReport;
  /** Page 1 drawn at ANALYSIS_RENDER_PX (RGBA, premultiplied as MuPDF draws), when drawable. */
  rendering: RgbRaster | null;
}

function pageSizeIn(page: mupdf.PDFPage): { widthIn: number; heightIn: number } {
  const [x0, y0, x1, y1] = page.getBounds(ARTWORK_BOX);
  return { widthIn: round2((x1 - x0) / POINTS_PER_INCH), heightIn: round2((y1 - y0) / POINTS_PER_INCH) };
}

/**
 * Turns every optional content group (layer) on, so the content scan sees what hidden or
 * non-printing layers draw (cutting software often exports its cut path on such a layer), and
 * returns the function that sets them back for drawing.
 */
function showAllLayers(doc: mupdf.PDFDocument): () => void {
  const hidden: number[] = [];
  try {
    const count = doc.countLayers();
    for (let i = 0; i < count; i++) {
      if (!doc.isLayerVisible(i)) {
        doc.setLayerVisible(i, true);
        hidden.push(i);
      }
    }
  } catch {
    // A broken /OCProperties: the scan sees what MuPDF shows by default.
  }
  return () => {
    for (const i of hidden) doc.setLayerVisible(i, false);
  };
}

/**
 * Inspects an opened PDF (or PDF-compatible AI) document. A password-protected file is a finding
 * (encrypted, with a warning), not an error: its size and page count are still reported.
 */
function inspectPdf(doc: mupdf.PDFDocument, sniffedKind: "pdf" | "ai"): PdfInspection {
  const warnings: string[] = [];
  let pages: number;
  try {
    pages = doc.countPages();
  } catch (error) {
    throw new PreflightError("unreadable", `The PDF's pages could not be read: ${errorMessage(error)}`, {
      cause: error,
    });
  }
  if (pages < 1) throw new PreflightError("unreadable", "The PDF has no pages.");
  if (doc.wasRepaired()) warnings.push("The PDF was damaged and has been repaired while reading it.");

  const locked = doc.needsPassword();
  const encrypted = locked || !doc.getTrailer().get("Encrypt").isNull();
  const colors = new ColorFindings();
  const content = new ContentScan(colors);
  const resources = new ResourceScan(colors);
  let contentFailed = false;
  let kind = sniffedKind;
  let size = { widthIn: 0, heightIn: 0 };
  let whitespace = NO_WHITESPACE;
  let drawn = false;
  let rendering: RgbRaster | null = null;

  let page1: mupdf.PDFPage;
  try {
    page1 = doc.loadPage(0);
  } catch (error) {
    throw new PreflightError("unreadable", `Page 1 of the PDF could not be read: ${errorMessage(error)}`, {
      cause: error,
    });
  }
  try {
    size = pageSizeIn(page1);
    if (locked) {
      warnings.push("The file is encrypted with a password: its content could not be checked.");
    } else {
      if (kind === "pdf") {
        try {
          if (hasIllustratorMarkers(doc, page1)) kind = "ai";
        } catch (error) {
          warnings.push(`The document information could not be read: ${errorMessage(error)}`);
        }
      }
      const scanned = Math.min(pages, MAX_SCANNED_PAGES);
      const restoreLayers = showAllLayers(doc);
      for (let i = 0; i < scanned; i++) {
        let page: mupdf.PDFPage | null = null;
        try {
          page = i === 0 ? page1 : doc.loadPage(i);
          content.scanPage(page, i + 1);
        } catch (error) {
          contentFailed = true;
          warnings.push(`Page ${i + 1} could not be read completely: ${errorMessage(error)}`);
        }
        try {
          if (page) resources.visitResources(page.getObject().getInheritable("Resources"));
        } catch (error) {
          warnings.push(`The resources of page ${i + 1} could not be read: ${errorMessage(error)}`);
        } finally {
          if (page && page !== page1) page.destroy();
        }
      }
      restoreLayers();
      if (pages > scanned) warnings.push(`Only the first ${scanned} of ${pages} pages were checked.`);
      if (!resources.complete) warnings.push("The page resources are too large to be checked completely.");
      if (content.imagesOmitted > 0) {
        warnings.push(`Only the first ${MAX_LISTED_IMAGES} image placements are listed.`);
      }
      try {
        // One drawing serves the whitespace check and the renditions; its pixels are copied out of
        // MuPDF's memory at once.
        const pixmap = renderPdfPage(page1, ANALYSIS_RENDER_PX);
        let raster: ReturnType<typeof pixmapRaster>;
        try {
          raster = pixmapRaster(pixmap);
        } finally {
          pixmap.destroy();
        }
        const margins = findBlankMargins({ ...raster, premultiplied: true });
        if (margins === null) warnings.push("Page 1 is blank.");
        whitespace = marginsInInches(margins, raster, size.widthIn, size.heightIn);
        drawn = true;
        rendering = { ...raster, premultiplied: true };
      } catch (error) {
        warnings.push(`Page 1 could not be drawn: ${errorMessage(error)}`);
      }
    }
  } finally {
    page1.destroy();
  }

  if (contentFailed && resources.declaredFonts.size > 0) {
    for (const font of resources.declaredFonts) content.fonts.add(font);
    content.liveText = true;
  }
  const spotColors = colors.sortedSpots(contentFailed);
  const report: PreflightReport = {
    kind,
    pages,
    widthIn: size.widthIn,
    heightIn: size.heightIn,
    images: content.images,
    minEffectivePpi: content.minEffectivePpi,
    colorSpaces: colors.sortedSpaces(contentFailed),
    spotColors,
    ...cutFlags(spotColors),
    liveText: content.liveText,
    fontsNotOutlined: [...content.fonts].sort((a, b) => a.localeCompare(b)),
    encrypted,
    overprintFill: resources.overprint,
    whitespace,
    hasWhitespace: drawn && hasWhitespace(whitespace),
    warnings,
  };
  return { report, rendering };
}

function pdfKindOf(sniff: FileSniff, kind = detectFileTypeFromSniff(sniff)): "pdf" | "ai" {
  if (kind === "pdf") return "pdf";
  if (kind === "ai" && !isPostScriptSniff(sniff)) return "ai";
  throw new PreflightError("unsupported", "The file is not a PDF or a PDF-compatible Illustrator file.");
}

/** Opens, inspects and closes a PDF source; `detected` is the sniff's kind when the caller has it. */
export function inspectPdfSource(source: PdfSource, sniff: FileSniff, detected?: FileKind | null): PdfInspection {
  const kind = pdfKindOf(sniff, detected);
  const doc = openPdf(source);
  try {
    return inspectPdf(doc, kind);
  } finally {
    doc.destroy();
  }
}

/** The preflight report of a PDF or PDF-compatible AI file. */
export async function analyzePdf(bytes: Uint8Array): Promise<PreflightReport> {
  return inspectPdfSource(bytes, sniffOf(bytes)).report;
}
