/** The catalogue of downloadable PDFs, their generation (pdf.ts) and the per-process cache of their bytes. */
import {
  ART_SPEC_MATERIALS,
  ART_SPEC_TITLES,
  type ArtSpecMaterial,
  artSpecPath,
  type Brand,
  GUIDE_DOCUMENTS,
  type GuideDocument,
  guidePath,
} from "@portal/contract";
import { artSpecModel, colorMatchingModel, GUIDES_REVISED, vehicleMeasurementModel } from "./docs.content.js";
import { type DocumentModel, documentText, guideDefinition } from "./guideLayout.js";
import { renderPdf } from "./pdf.js";
import type { PdfWorkers } from "./pdfWorkers.js";

export type DocumentName = `art-spec-${ArtSpecMaterial}` | GuideDocument;

export interface DocumentInfo {
  name: DocumentName;
  /** Full request path, as the contract builds it (starts with /api). */
  path: string;
  filename: string;
  summary: string;
}

const GUIDE_SUMMARIES: Record<GuideDocument, string> = {
  "color-matching-service": "Color Matching service guide (PDF): what is included and how to order it",
  "vehicle-measurement": "Vehicle wrap measurement guide with a measuring worksheet (PDF)",
};

export const DOCUMENTS: readonly DocumentInfo[] = [
  ...ART_SPEC_MATERIALS.map(
    (material): DocumentInfo => ({
      name: `art-spec-${material}`,
      path: artSpecPath(material),
      filename: `art-spec-${material}.pdf`,
      summary: `${ART_SPEC_TITLES[material]} (PDF)`,
    }),
  ),
  ...GUIDE_DOCUMENTS.map(
    (doc): DocumentInfo => ({
      name: doc,
      path: guidePath(doc),
      filename: `${doc}.pdf`,
      summary: GUIDE_SUMMARIES[doc],
    }),
  ),
];

/** The text model of a document: its blocks, before layout. */
export function documentModel(name: DocumentName, brand: Brand): DocumentModel {
  switch (name) {
    case "art-spec-adhesive":
      return artSpecModel("adhesive", brand);
    case "art-spec-acm":
      return artSpecModel("acm", brand);
    case "art-spec-corex":
      return artSpecModel("corex", brand);
    case "color-matching-service":
      return colorMatchingModel(brand);
    case "vehicle-measurement":
      return vehicleMeasurementModel(brand);
  }
}

/** Every logical line of text the document prints, in reading order (pure). */
export function documentLines(name: DocumentName, brand: Brand): string[] {
  return documentText(documentModel(name, brand));
}

/**
 * Builds the PDF. The output is deterministic: the only date written is the day the texts were last revised, so a
 * restart serves the same bytes.
 */
export function renderDocument(name: DocumentName, brand: Brand): Promise<Uint8Array> {
  return renderPdf(guideDefinition(documentModel(name, brand)), GUIDES_REVISED);
}

const cache = new Map<string, Promise<Uint8Array>>();

/**
 * The document's bytes, generated once per process for each brand (in the PDF worker threads, off the
 * request thread: decision 0022) and kept in memory.
 */
export function documentBytes(name: DocumentName, brand: Brand, workers: PdfWorkers): Promise<Uint8Array> {
  const key = `${brand.id}/${name}`;
  let bytes = cache.get(key);
  if (!bytes) {
    bytes = workers.guide(name, brand.id).then((r) => r.pdf);
    cache.set(key, bytes);
    // A failed generation is not remembered, so the next request tries again.
    bytes.catch(() => cache.delete(key));
  }
  return bytes;
}
