/**
 * The words of the downloadable PDFs, as text models (see guideLayout.ts). Facts come from the contract
 * (ART_RULES, BUSINESS, ART_SPEC_TITLES) and the brand, so the documents always agree with the help pages.
 */
import { ART_RULES, ART_SPEC_TITLES, type ArtSpecMaterial, type Brand, BUSINESS } from "@portal/contract";
import type { Block, DefinitionItem, DocumentModel } from "./guideLayout.js";

/** The day these texts were last revised: the creation date written into the PDFs. Change it with the texts. */
export const GUIDES_REVISED = new Date("2026-11-24T00:00:00Z");

/** Inches the way the art rules write them: .25, .0625, 58.5, 12. */
export function inches(value: number): string {
  return value > 0 && value < 1 ? String(value).replace(/^0/, "") : String(value);
}

function zoneName(timeZone: string): string {
  const names: Record<string, string> = {
    "America/Chicago": "Central",
    "America/New_York": "Eastern",
    "America/Denver": "Mountain",
    "America/Los_Angeles": "Pacific",
  };
  return names[timeZone] ?? timeZone;
}

const CUTOFF = `${BUSINESS.cutoffLocalTime} ${zoneName(BUSINESS.cutoffTimeZone)}`;
const PROOF_SIZE = `${BUSINESS.reducedProofMaxInches.width} in x ${BUSINESS.reducedProofMaxInches.height} in`;
const BLEED = ".0625 in";
const OVERLAP = `${inches(BUSINESS.standardOverlapInches)} in`;
const SHEET_WIDTH = `${inches(BUSINESS.maxSheetWidthInches)} in`;

const TURNAROUND = `Most orders placed by ${CUTOFF} ship the next business day. Colour matching, proofs and custom jobs take longer than 24 hours.`;

function footer(brand: Brand): string {
  return `${brand.name}  |  ${brand.contact.phone}  |  ${brand.contact.email}`;
}

function contactBlock(brand: Brand, heading: string, intro: string): Block {
  return {
    kind: "group",
    blocks: [
      { kind: "heading", text: heading },
      { kind: "paragraph", text: intro },
      {
        kind: "definitions",
        items: [
          { term: "Phone", text: brand.contact.phone },
          { term: "E-mail", text: brand.contact.email },
          { term: "Hours", text: brand.contact.hours },
          { term: "Address", text: brand.contact.addressLines.join(", ") },
        ],
      },
    ],
  };
}

function businessItems(): DefinitionItem[] {
  return [
    { term: "Order cutoff", text: TURNAROUND },
    { term: "Minimum resolution", text: `${BUSINESS.minimumPpi} ppi at actual print size.` },
    { term: "Maximum sheet width", text: `Pre-ganged sheets may be up to ${SHEET_WIDTH} wide.` },
    { term: "Panel overlap", text: `Tiled panels overlap by the standard ${OVERLAP}.` },
    {
      term: "Upload size",
      text: `Keep each file under ${BUSINESS.recommendedMaxUploadMb} MB for a reliable upload. Delete hidden layers and unused swatches, and do not embed images at more than twice the needed resolution.`,
    },
  ];
}

const MATERIAL_GUIDANCE: Record<
  ArtSpecMaterial,
  { intro: string; section: string; cutColour: string; blocks: Block[] }
> = {
  adhesive: {
    intro:
      "These specifications cover printed adhesive vinyl, window film, wallcoverings and other roll materials that are printed, optionally laminated and then trimmed or contour cut.",
    section: "Adhesive film guidance",
    cutColour: "CutContourCad",
    blocks: [
      { kind: "heading", text: "Bleed" },
      {
        kind: "bullets",
        items: [
          `Extend background colours and images ${BLEED} past every cut line so that no unprinted edge shows if the cut moves slightly.`,
          "Rectangular pieces: build the artboard at the finished size and export the PDF with the bleed on all four sides.",
          "Contour-cut decals: place the cut path inside the artwork so that the printed area runs past it by the bleed.",
          "Keep text, logos and other important content at least .25 in inside the cut line.",
        ],
      },
      { kind: "heading", text: "Contour cuts (CutContourCad)" },
      {
        kind: "bullets",
        items: [
          "Draw every kiss cut or contour cut as a closed vector path, stroked with a spot colour swatch named exactly CutContourCad with a .1 stroke and no fill.",
          "The name is checked letter by letter: CutContourCad, not Cut Contour or cutcontour.",
          "Put all cut paths on their own top layer and do not set them to overprint.",
          "Keep paths smooth with as few points as possible. Avoid points and gaps narrower than .125 in; they lift or tear when the decal is weeded and applied.",
          "Use CutContourThru only where the knife must cut through the liner as well (the perimeter cut of individual pieces).",
        ],
      },
      { kind: "heading", text: "Laminates" },
      {
        kind: "bullets",
        items: [
          "Choose the laminate in the options of each image in the upload portal. Do not build a laminate, clear or white layer into the file.",
          "Laminate protects the print against scratches, cleaning and UV fading. It is recommended for vehicle graphics, floor graphics and anything handled often.",
          "Matte laminate reduces glare under bright lights; gloss laminate makes colours look deeper.",
          "Laminated pieces are stiffer: allow a little more room around tight contour cuts.",
        ],
      },
      { kind: "heading", text: "Window film and wide graphics" },
      {
        kind: "bullets",
        items: [
          "The maximum printable width for window film is 53 in. Wider windows are printed as tiled panels.",
          `Tiled panels overlap by the standard ${OVERLAP}. Tell us in the order notes if seams must fall on a mullion or frame.`,
          "Measure the visible glass inside the gaskets, not the frame, and build the artwork at that full size.",
          `Pre-ganged sheets of several pieces may be up to ${SHEET_WIDTH} wide.`,
        ],
      },
    ],
  },
  acm: {
    intro:
      "These specifications cover rigid ACM panels: two thin metal skins bonded to a solid core, printed directly on the white face and then cut or routed to shape.",
    section: "ACM panel guidance",
    cutColour: "Route",
    blocks: [
      { kind: "heading", text: "Sheet sizes and thickness" },
      {
        kind: "definitions",
        items: [
          {
            term: "48 in x 96 in",
            text: "Standard 4 ft x 8 ft sheet. Panels up to this size are cut from one sheet; smaller panels are ganged on it.",
          },
          {
            term: "60 in x 120 in",
            text: "Oversize 5 ft x 10 ft sheet for larger signs. A sign bigger than a sheet is split into several panels.",
          },
          {
            term: "3 mm",
            text: "Light and easy to mount. Suited to indoor signs, wall panels and post-and-panel signs of moderate size.",
          },
          {
            term: "6 mm",
            text: "Twice as thick and much stiffer. Choose it for large outdoor panels, wind exposure and free-standing signs.",
          },
        ],
      },
      { kind: "heading", text: "Route cuts" },
      {
        kind: "bullets",
        items: [
          "Every panel that is not a plain rectangle is routed. Draw the route path as a closed vector line in a spot colour swatch named exactly Route.",
          "Put the route path on its own top layer, stroke only, with no fill and no overprint.",
          `Extend the printed artwork ${BLEED} past the route line on every side.`,
          "Inside corners are limited by the router bit: small notches and narrow slots come out with slightly rounded inside corners.",
          "Rounded corners and mounting holes can be chosen in the options form of the upload portal; the preview shows the corner radius and each hole with its edge and spacing distances. Do not draw them in the file as well.",
        ],
      },
      { kind: "heading", text: "Panel size and layout" },
      {
        kind: "bullets",
        items: [
          "The minimum panel size is 4 in on each side. Smaller pieces cannot be held safely while they are cut.",
          "Rigid projects show a sheet preview. Options chosen for a rigid project apply to all panels, shown by the banner 'These Options Applied To All Panels!'.",
          `Artwork for a sign made of several panels is tiled with the standard ${OVERLAP} overlap between neighbouring panels; ask in the order notes if you need butt joints without overlap.`,
          "Unprinted areas show the white face of the panel.",
        ],
      },
    ],
  },
  corex: {
    intro:
      "These specifications cover Corex corrugated plastic signs: yard signs, real estate and election signs, site boards and temporary directional signs.",
    section: "Corex guidance",
    cutColour: "CutContourThru",
    blocks: [
      { kind: "heading", text: "Thickness" },
      {
        kind: "definitions",
        items: [
          {
            term: "4 mm",
            text: "The standard yard sign board. Light, low cost and made for step stakes and short to medium outdoor use.",
          },
          {
            term: "10 mm",
            text: "Much stiffer board for larger signs, site boards and signs that must stay flat for a longer time outdoors.",
          },
        ],
      },
      { kind: "heading", text: "Flute direction" },
      {
        kind: "paragraph",
        text: "Corex has hollow channels (flutes) running in one direction through the board. The preview in the upload portal draws the flute lines on your sign, so check it before you add the sign to the cart.",
      },
      {
        kind: "bullets",
        items: [
          "Vertical flutes (running from the top to the bottom edge of the sign) are standard for yard signs: step stakes slide into the flutes from the bottom edge.",
          "The board bends easily along the flutes and resists bending across them, so long signs are stiffer when the flutes run across their length.",
        ],
      },
      {
        kind: "callout",
        label: "Warning: horizontal flutes",
        text: "With horizontal flutes, step stakes cannot be inserted from the bottom edge of the sign. Choose horizontal flutes only when the sign will be mounted with screws, zip ties, grommets or a frame.",
      },
      { kind: "heading", text: "Step stakes" },
      {
        kind: "bullets",
        items: [
          "Step stakes are ordered separately, from the Order Accessories page, from the Step Stakes card in the cart, or with the Add Step Stakes button shown after a Corex sign is added to the cart.",
          "Order one stake per sign. Signs wider than 24 in stand steadier on two stakes.",
          "Double-sided signs use the same stake; the stake goes between the two printed faces.",
        ],
      },
      { kind: "heading", text: "Thru-cuts (CutContourThru)" },
      {
        kind: "bullets",
        items: [
          "Shaped signs are cut all the way through the board. Draw the cut path as a closed vector stroke in a spot colour swatch named exactly CutContourThru.",
          "Put the cut path on its own top layer, stroke only, with no fill and no overprint.",
          `Extend the printed artwork ${BLEED} past the cut path on every side.`,
          "Keep shapes simple: thin points and narrow tabs snap off along the flutes. Avoid parts narrower than .5 in.",
        ],
      },
    ],
  },
};

export function artSpecModel(material: ArtSpecMaterial, brand: Brand): DocumentModel {
  const title = ART_SPEC_TITLES[material];
  const guide = MATERIAL_GUIDANCE[material];
  return {
    title,
    subject: `Artwork requirements for ${title.replace(/ Art Specifications$/, "")} orders`,
    author: brand.name,
    footer: footer(brand),
    blocks: [
      { kind: "title", text: title, subtitle: `${brand.name}  -  artwork requirements for trade orders` },
      { kind: "paragraph", text: guide.intro },
      {
        kind: "paragraph",
        text: "Files that follow these rules go to production without delay. The upload portal checks every file and lists errors, which must be fixed before the item can go to the cart, and warnings, which you should review.",
      },
      { kind: "section", text: "Art file rules for every material" },
      { kind: "definitions", items: ART_RULES.map((r) => ({ term: r.title, text: r.text })) },
      { kind: "heading", text: "Bleed, trim and safe area" },
      {
        kind: "bleedDiagram",
        labels: {
          bleed: `Bleed box: the artwork extends ${BLEED} past the cut line on every side.`,
          trim: `Trim box: the finished size. The cut line (${guide.cutColour}) follows this edge.`,
          safe: "Safe area: keep text and logos at least .25 in inside the trim.",
        },
        sample: "Important text stays inside the safe area",
        caption:
          "Not to scale: the bleed and the safe margin are enlarged for clarity. The shaded area is the printed artwork.",
      },
      { kind: "section", text: guide.section },
      ...guide.blocks,
      {
        kind: "group",
        blocks: [
          { kind: "section", text: "Ordering" },
          { kind: "heading", text: "Numbers to remember" },
          { kind: "definitions", items: businessItems() },
        ],
      },
      contactBlock(
        brand,
        "Questions about your files?",
        "Call or e-mail us before you upload if anything on this sheet is unclear. Please have your file name ready.",
      ),
    ],
  };
}

export function colorMatchingModel(brand: Brand): DocumentModel {
  const title = "Color Matching Service";
  const blocks: Block[] = [
    {
      kind: "title",
      text: title,
      subtitle: `${brand.name}  -  matching your Pantone colours on the material you order`,
    },
    {
      kind: "paragraph",
      text: "When a logo or brand colour has to match a Pantone reference, add the Color Matching service to your order. We print your spot colours on the material you ordered, compare them with the Pantone reference and adjust them until they match, before your job goes to production.",
    },
    { kind: "heading", text: "What the service includes" },
    {
      kind: "definitions",
      items: [
        { term: "Revisions", text: "Up to 2 revisions." },
        { term: "Vinyl proofs", text: `2 vinyl proofs, each at most ${PROOF_SIZE}.` },
        { term: "Colour match", text: "Colour match of up to 4 Pantone colours." },
        { term: "Printed samples", text: "2 printed samples per match, each 4 in x 4 in." },
        { term: "Extra time", text: "1-3 extra business days on top of the normal turnaround." },
      ],
    },
    { kind: "heading", text: "Turnaround" },
    {
      kind: "paragraph",
      text: `${TURNAROUND} Plan for 1 to 3 extra business days before an order with colour matching ships, and allow the time you need to review the samples.`,
    },
    { kind: "heading", text: "How to mark spot colours in your file" },
    {
      kind: "steps",
      items: [
        "Build the artwork in CMYK at full production size, as for any order.",
        "Fill every element that must match with a spot colour swatch named after its Pantone reference, for example PANTONE 186 C. Use the exact book name, including the C or U suffix.",
        "Use one swatch per colour: do not make several swatches with the same name but different values.",
        "Do not name colours CutContourCad, CutContourThru or Route. Those names are reserved for cut and route lines and are never printed.",
        "Do not use overprint fill on the matched colours.",
        "Save as PDF or AI so the spot colour names are kept. A flattened TIFF loses them and cannot be matched.",
      ],
    },
    { kind: "heading", text: "How to order it in the cart" },
    {
      kind: "steps",
      items: [
        "Upload your artwork in the upload portal and add the printed item to the cart.",
        "In the cart, find the Color Matching card among the add-on services. Press Details to read the service description, or Add to open the Color Matching window.",
        "The window lists the spot colours found in each uploaded file. Tick the colours to be matched, up to 4 per service.",
        "Press Add Service. The service appears as its own line in the cart. Press Close to leave the window without adding it.",
        "Check out as usual. After checkout, the order page shows how the colour samples reach you.",
      ],
    },
    {
      kind: "paragraph",
      text: `If the Color Matching card does not appear in your cart, call ${brand.contact.phone} or e-mail ${brand.contact.email} and we will add the service to your order.`,
    },
    { kind: "heading", text: "Reviewing the samples" },
    {
      kind: "bullets",
      items: [
        "Look at the printed samples in the light where the graphic will be installed; daylight, shop lights and LED lights all change how a colour looks.",
        "Compare the samples with a current Pantone guide, not with a screen or an office print.",
        "If a colour is not right yet, ask for a revision and say what should change (lighter, warmer, more saturated). Up to 2 revisions are included.",
      ],
    },
  ];
  if (brand.switches.pantoneChart) {
    blocks.push({ kind: "heading", text: "Pantone charts" });
    blocks.push({
      kind: "paragraph",
      text: "To choose colours before you design, order a Pantone chart printed on your material from the Pantone Chart card in the cart, in a luster, gloss, clear coat or matte finish.",
    });
  }
  blocks.push(
    contactBlock(
      brand,
      "Questions about colour?",
      "Our colour team is glad to help you decide whether a job needs matching.",
    ),
  );
  return {
    title,
    subject: "Colour matching of Pantone spot colours: what is included and how to order",
    author: brand.name,
    footer: footer(brand),
    blocks,
  };
}

export const VEHICLE_PANELS = ["Driver side", "Passenger side", "Rear", "Hood", "Roof"] as const;

export function vehicleMeasurementModel(brand: Brand): DocumentModel {
  const title = "Vehicle Wrap Measurement Guide";
  return {
    title,
    subject: "How to measure a vehicle for a wrap, with a measuring worksheet",
    author: brand.name,
    footer: footer(brand),
    blocks: [
      { kind: "title", text: title, subtitle: `${brand.name}  -  measuring worksheet and tips for wrap installers` },
      {
        kind: "paragraph",
        text: "A wrap only fits when the print is built on real measurements. Measure every panel you plan to cover on the vehicle itself, write the numbers on the worksheet and send it with your artwork.",
      },
      { kind: "heading", text: "What you need" },
      {
        kind: "bullets",
        items: [
          "A flexible tape measure (a fabric or vinyl tailor's tape) for curves, and a steel tape for long straight runs.",
          "Low-tack masking tape to mark panel edges and the widest points.",
          "This worksheet, a pen and a phone or camera.",
        ],
      },
      { kind: "heading", text: "How to measure" },
      {
        kind: "steps",
        items: [
          "Park on level ground and clean the vehicle so tape sticks and nothing hides body lines.",
          "Driver side and passenger side: measure the width from the front edge of the front bumper to the rear edge of the rear bumper, following the body. Measure the height at the tallest point, from the bottom of the rocker panel to the roof line. Measure both sides: they are often not identical.",
          "Rear: measure the width from one rear corner to the other, following the curve, and the height from the bottom of the bumper to the roof line.",
          "Hood: measure the width at the widest point and the length from the base of the windshield to the front edge, plus the fold over the front edge if it is to be wrapped.",
          "Roof: measure the width between the drip rails or roof edges and the length from the top of the windshield to the top of the rear window or doors.",
          "Follow the surface with the flexible tape. Never measure straight across a recess, wheel arch or body line: the film has to go into it.",
          "Photograph each side, the rear and the front straight on, from far enough away to show the whole panel, with the tape visible for scale.",
        ],
      },
      { kind: "heading", text: "Bleed, overlap and seams" },
      {
        kind: "bullets",
        items: [
          "Add 3 in to every measured height and width for trimming on the vehicle. This installation allowance is separate from the .0625 in bleed of cut graphics.",
          `Panels wider than the material are printed in tiles. Tiled panels overlap by the standard ${OVERLAP}; tell us where seams should fall, for example along a body line or door gap.`,
          `Pre-ganged sheets may be up to ${SHEET_WIDTH} wide.`,
        ],
      },
      { kind: "heading", text: "Tips" },
      {
        kind: "bullets",
        items: [
          "Measure twice and round up to the next whole inch.",
          "Measure the actual vehicle. Templates are useful for the design, but trim levels, model years and aftermarket parts change the real dimensions.",
          "Measure full panels including the windows, and note in the worksheet which windows are covered, left clear or covered with window film.",
          "Keep text, phone numbers and logos away from door handles, door gaps, deep recesses and sharp body lines, where they distort or get cut.",
          "Note badges, mirrors, lights and trim that will be removed before installation, and anything that must stay uncovered.",
          `Build the artwork in CMYK at full production size. Raster images need at least ${BUSINESS.minimumPpi} ppi at actual size, which is enough for the viewing distance of a vehicle; keep uploads under ${BUSINESS.recommendedMaxUploadMb} MB.`,
          `${TURNAROUND} Allow extra time if you order proofs or colour matching.`,
        ],
      },
      contactBlock(
        brand,
        "Questions about a wrap?",
        "Send us your worksheet and photos, or call us if you are unsure how to measure a panel.",
      ),
      { kind: "pageBreak" },
      {
        kind: "group",
        blocks: [
          { kind: "heading", text: "Measuring worksheet" },
          {
            kind: "paragraph",
            text: "Print this page and take it to the vehicle. Write every measurement in inches, following the body surface, before adding the 3 in trimming allowance.",
          },
          { kind: "fields", labels: ["Customer or job name", "Vehicle year, make and model", "Measured by and date"] },
          {
            kind: "table",
            columns: [
              { header: "Panel", share: 0.2 },
              { header: "Height (in)", share: 0.17 },
              { header: "Width (in)", share: 0.17 },
              { header: "Notes (handles, windows, trim, badges, fuel door)", share: 0.46 },
            ],
            rows: VEHICLE_PANELS.map((panel) => [panel, "", "", ""]),
            rowHeight: 56,
          },
          { kind: "fields", labels: ["Seams and areas to leave uncovered", "Photos sent (sides, rear, front)"] },
        ],
      },
    ],
  };
}
