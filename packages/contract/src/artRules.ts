/** The written art rules of docs/product/information-pages.md, shown on the help page and printed in the art-spec PDFs. */
export interface ArtRule {
  title: string;
  text: string;
}

export const ART_RULES: ArtRule[] = [
  { title: "Colour", text: "Build artwork in CMYK colour at full production size." },
  { title: "Resolution", text: "Raster images must be at least 100 ppi at actual print size." },
  { title: "File types", text: "AI, PDF and TIFF files are accepted; other file types are rejected." },
  { title: "Artboard", text: "Artwork must be the same size as the artboard." },
  { title: "Fonts", text: "Convert all fonts to outlines." },
  { title: "Strokes", text: "The minimum stroke weight is .125 in." },
  { title: "Bleed", text: "Extend artwork .0625 in beyond the cut lines as bleed." },
  {
    title: "Cut contour",
    text: "Draw cut contour lines as a spot colour named CutContourCad with a .1 stroke.",
  },
  { title: "Perimeter cut", text: "Name the perimeter cut spot colour CutContourThru." },
  { title: "Ganged sheets", text: "Pre-ganged sheets must be no wider than 58.5 in." },
  { title: "Security", text: "Do not send encrypted or password-protected files." },
  { title: "Overprint", text: "Do not use overprint fill." },
  { title: "Panel overlap", text: "Tiled panels overlap by the standard .25 in." },
];

/** Business constants of docs/product/information-pages.md and docs/product/information-pages.md that the information pages quote. */
export const BUSINESS = {
  minimumChargeCents: 15000,
  minimumChargeItemNo: "90OC",
  minimumChargeLabel: "$150 Minimum Purchase Charge",
  returnedPaymentChargeCents: 3000,
  cutoffLocalTime: "3:00 pm",
  cutoffTimeZone: "America/Chicago",
  reducedProofMaxInches: { width: 12, height: 52 },
  minimumPpi: 100,
  maxSheetWidthInches: 58.5,
  standardOverlapInches: 0.25,
  recommendedMaxUploadMb: 150,
  overpriceWarningCents: 400000,
} as const;

/** Art-spec documents the project generates, by material. */
export const ART_SPEC_MATERIALS = ["adhesive", "acm", "corex"] as const;
export type ArtSpecMaterial = (typeof ART_SPEC_MATERIALS)[number];

export const ART_SPEC_TITLES: Record<ArtSpecMaterial, string> = {
  adhesive: "Adhesive Film Art Specifications",
  acm: "Rigid ACM Panel Art Specifications",
  corex: "Corex Corrugated Plastic Art Specifications",
};

/** Other downloadable guides of the resources page. */
export const GUIDE_DOCUMENTS = ["color-matching-service", "vehicle-measurement"] as const;
export type GuideDocument = (typeof GUIDE_DOCUMENTS)[number];

export function artSpecPath(material: ArtSpecMaterial): string {
  return `/api/Docs/art-spec-${material}.pdf`;
}
export function guidePath(doc: GuideDocument): string {
  return `/api/Docs/${doc}.pdf`;
}
