import type { ArtSpecMaterial, GuideDocument } from "@portal/contract";

/** The shop's artwork set-up video playlist (videos are hosted outside the portal). */
export const VIDEO_PLAYLIST_URL = "https://videos.tradeline-print.example/playlists/artwork-setup";

/** The certified installer network the resources page refers customers to. */
export const INSTALLER_NETWORK_URL = "https://www.installernetwork.example";

export interface HelpVideo {
  id: string;
  title: string;
  summary: string;
  steps: string[];
  tip: string;
}

/** The three help videos of the resources page, each with a written walkthrough of what it shows. */
export const HELP_VIDEOS: HelpVideo[] = [
  {
    id: "raster-to-vector",
    title: "Raster to Vector",
    summary: "Turn a pixel-based logo into clean vector shapes that stay sharp at any print size.",
    steps: [
      "Open the JPG, PNG or TIFF in Adobe Illustrator (or place it on a new artboard) and select it.",
      "Open Window > Image Trace. For logos start with the Black and White Logo or 3 Colors preset; for illustrations start with 16 Colors.",
      "Turn on Preview, then adjust Threshold or Colors, Paths, Corners and Noise until edges are clean and stray specks disappear.",
      "Click Expand (Object > Image Trace > Expand) to turn the tracing into editable paths.",
      "Ungroup, delete background shapes you do not want printed, and clean up rough curves with Object > Path > Simplify.",
      "Replace traced lettering with the real font where you can, then convert all type with Type > Create Outlines.",
      "Set File > Document Color Mode to CMYK Color, check your fills, and save as AI or PDF.",
    ],
    tip: "Trace from the largest, cleanest original you have. Photographs should stay raster and meet 100 ppi at actual print size instead.",
  },
  {
    id: "actual-size-check",
    title: "Checking Artwork at 100% Print Size",
    summary: "Find out how your images will really look before you order, and whether they meet 100 ppi.",
    steps: [
      "Check that the artboard matches the finished size, for example 96 in by 48 in for a full 4 ft by 8 ft panel. If you design at scale, note the ratio.",
      "In Illustrator, open Window > Links, select each image and read its PPI and Effective PPI. In Photoshop, open Image > Image Size, turn off Resample and type the finished width in inches.",
      "Make sure every image is at least 100 ppi at actual print size. Pixel width divided by print width in inches gives the ppi: 4,800 pixels printed 48 in wide is 100 ppi.",
      "If the file is built at 10% scale, images need 1,000 ppi at that scale to reach 100 ppi when printed.",
      "Zoom to 100% (View > Actual Size) and scroll across faces, small text and thin lines: what you see is close to what a viewer sees from arm's length.",
      "Check that strokes are at least .125 in and that small text is still readable at actual size.",
      "Replace low-resolution images with larger originals or vector art. Enlarging a small image adds pixels but no detail.",
    ],
    tip: "Large graphics are viewed from a distance, but wall and window graphics are often seen up close: judge them at 100%.",
  },
  {
    id: "change-size",
    title: "Changing Artwork Size",
    summary: "Resize a design for a new sign or wall without distortion, blurry images or missing bleed.",
    steps: [
      "Decide the finished size and keep the proportions: new height = new width × original height ÷ original width.",
      "For vector files, select everything and use Object > Transform > Scale (or the Transform panel) with the proportions linked. Turn on Scale Strokes & Effects so line weights grow with the art.",
      "Resize the artboard to the artwork with Object > Artboards > Fit to Artwork Bounds: artwork must be the same size as the artboard.",
      "Extend the background .0625 in beyond the cut lines as bleed, and check that cut lines are still the CutContourCad spot colour with a .1 stroke.",
      "For raster files, open Image > Image Size in Photoshop with width and height linked, and confirm the image is still at least 100 ppi at the new size.",
      "Artwork wider than 58.5 in is printed as tiled panels with the standard .25 in overlap: keep faces and small text away from the seams.",
      "Save a new copy as AI, PDF or TIFF and enter the same finished size in the upload portal.",
    ],
    tip: "Never stretch artwork in one direction to fit a space. Extend the background or change the layout instead.",
  },
];

export interface Faq {
  question: string;
  answer: string;
}

export const FAQS: Faq[] = [
  {
    question: "Which file types do you accept?",
    answer:
      "AI, PDF and TIFF. Other file types are rejected when you upload them. Convert fonts to outlines and do not send encrypted or password-protected files.",
  },
  {
    question: "When will my order ship?",
    answer:
      "Most orders placed by 3:00 pm Central ship the next business day. Colour matching, proofs and custom jobs take longer than 24 hours.",
  },
  {
    question: "Is there a minimum order?",
    answer:
      'Yes. Orders under $150.00 are charged the $150 minimum, shown on the order as item 90OC, "$150 Minimum Purchase Charge".',
  },
  {
    question: "What resolution do my images need?",
    answer:
      "At least 100 ppi at actual print size. Vector artwork has no resolution limit, so use vector logos and text whenever you can.",
  },
  {
    question: "How wide can you print?",
    answer:
      "Pre-ganged sheets can be up to 58.5 in wide. Larger graphics print as tiled panels with the standard .25 in overlap between panels.",
  },
  {
    question: "How do I set up cut lines?",
    answer:
      "Draw contour cut lines as a spot colour named CutContourCad with a .1 stroke, name the perimeter cut spot colour CutContourThru, and extend the artwork .0625 in beyond the cut lines as bleed.",
  },
  {
    question: "Can I see a proof first?",
    answer:
      "Yes. Reduced proofs are available up to 12 in by 52 in. Orders with a proof take longer than 24 hours, because production starts once you approve it.",
  },
  {
    question: "When is my card charged, and can I return an order?",
    answer:
      "Payment is charged in US dollars when you place the order. All sales are final because every product is made to order; report any printing defect within five business days of delivery.",
  },
];

/** Short text beside each art-spec download. */
export const ART_SPEC_SUMMARIES: Record<ArtSpecMaterial, string> = {
  adhesive:
    "Printed adhesive vinyl and window film for walls, windows, floors and vehicles: bleed, contour cuts and panel overlaps.",
  acm: "Rigid aluminium composite panels for long-lasting indoor and outdoor signs: sizes, bleed and cut-through lines.",
  corex: "Corrugated plastic yard, real-estate and job-site signs, including signs mounted on step stakes.",
};

export interface Guide {
  doc: GuideDocument;
  title: string;
  summary: string;
}

export const GUIDES: Guide[] = [
  {
    doc: "color-matching-service",
    title: "Colour Matching Service",
    summary:
      "How to order a printed match to a Pantone or brand colour, what to send us, and how the match affects your ship date.",
  },
  {
    doc: "vehicle-measurement",
    title: "Vehicle Measurement Guide",
    summary:
      "Measure a car, van, truck or trailer for a wrap or partial graphics, with the photos and dimensions to collect before you design.",
  },
];
