import type { Db } from "../client.js";
import {
  laminates,
  materialAreaTiers,
  materialLaminates,
  materialSheetSizes,
  materials,
  optionChoices,
  optionConditions,
  options,
  pantoneChartProducts,
  patternRollSizes,
  patternRolls,
  productTypeOptions,
  productTypes,
  services,
  stepStakes,
  tileCategories,
  tileCategoryMaterials,
} from "../schema/index.js";

/**
 * The demo catalog and price book: a trade print shop's materials, laminates, options, step stakes,
 * services, Pantone charts and pattern rolls, at realistic trade prices (integer cents).
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type MaterialRow = typeof materials.$inferInsert;
type OptionRow = typeof options.$inferInsert;
type ChoiceRow = Omit<typeof optionChoices.$inferInsert, "optionKey">;

const PRODUCT_TYPE_ROWS: (typeof productTypes.$inferInsert)[] = [
  {
    key: "adhesive",
    name: "Adhesive Film",
    description: "Printed vinyl films for walls, floors, vehicles and signs.",
    color: "#2f6fb5",
    sort: 1,
  },
  {
    key: "rigid",
    name: "Rigid Panels",
    description: "ACM and Corex sheets printed direct and cut to size.",
    color: "#c2571a",
    sort: 2,
  },
  {
    key: "Wallcoverings",
    name: "Wallcoverings",
    description: "Printed wallpaper in panels.",
    color: "#2e8b6a",
    sort: 3,
  },
  {
    key: "Window Decoration",
    name: "Window Decoration",
    description: "Clear, perforated and frosted films for glass.",
    color: "#3a9bc4",
    sort: 4,
  },
  {
    key: "Magnetic",
    name: "Magnetic",
    description: "Printed magnetic sheeting for vehicles and steel.",
    color: "#6b4fa3",
    sort: 5,
  },
  {
    key: "Rolled",
    name: "Pattern Rolls",
    description: "Pattern library designs printed by the roll.",
    color: "#a8417a",
    sort: 6,
  },
  {
    key: "misc",
    name: "Accessories",
    description: "Step stakes and other accessories.",
    color: "#5b6770",
    sort: 7,
  },
];

const CATEGORY_ROWS: Omit<typeof tileCategories.$inferInsert, "id">[] = [
  {
    name: "Printed Graphics",
    description: "Everyday printed vinyl, panels and magnets for signs, displays and promotions.",
    imageKey: "category-printed-graphics",
    sort: 1,
  },
  {
    name: "Wallpaper",
    description: "Full-wall murals and repeat patterns printed on commercial wallcoverings.",
    imageKey: "category-wallpaper",
    sort: 2,
  },
  {
    name: "Architectural Finishes",
    description: "Feature walls, columns and fixtures finished with printed films and wallcoverings.",
    imageKey: "category-architectural-finishes",
    sort: 3,
  },
  {
    name: "Rough Walls",
    description: "Films made to conform to brick, block and textured concrete.",
    imageKey: "category-rough-walls",
    sort: 4,
  },
  {
    name: "Glass Walls & Windows",
    description: "Storefronts, office glass and privacy panels: clear, perforated and frosted films.",
    imageKey: "category-glass-walls-windows",
    sort: 5,
  },
  {
    name: "Floors",
    description: "Wayfinding and promotional floor graphics with an anti-slip laminate.",
    imageKey: "category-floors",
    sort: 6,
  },
  {
    name: "Car/Fleet/Rail Wraps",
    description: "Cast wrap films and magnets for cars, vans, fleets and rail cars.",
    imageKey: "category-vehicle-wraps",
    sort: 7,
  },
  {
    name: "Signage",
    description: "Durable panels and reflective films for indoor and outdoor signs.",
    imageKey: "category-signage",
    sort: 8,
  },
];

const LAMINATE_ROWS: (typeof laminates.$inferInsert)[] = [
  {
    key: "none",
    name: "No Laminate",
    description: "Printed and shipped without a laminate.",
    centsPerSqFt: 0,
    sort: 1,
  },
  {
    key: "gloss",
    name: "Gloss Laminate",
    description: "Clear gloss overlaminate: vivid colour, UV and scuff protection.",
    centsPerSqFt: 150,
    sort: 2,
  },
  {
    key: "matte",
    name: "Matte Laminate",
    description: "Clear matte overlaminate: no glare under store and office lighting.",
    centsPerSqFt: 150,
    sort: 3,
  },
  {
    key: "luster",
    name: "Luster Laminate",
    description: "Satin finish between gloss and matte.",
    centsPerSqFt: 175,
    available: false,
    sort: 4,
  },
  {
    key: "antislip",
    name: "Anti-Slip Floor Laminate",
    description: "Textured, slip-rated laminate required for floor graphics.",
    centsPerSqFt: 250,
    sort: 5,
  },
  {
    key: "dryerase",
    name: "Dry-Erase Laminate",
    description: "Write-on, wipe-off surface for planning walls and whiteboards.",
    centsPerSqFt: 300,
    sort: 6,
  },
];

/** A material with its price book entries and laminates, as the seed writes it. */
interface DemoMaterial {
  row: Omit<MaterialRow, "sort">;
  tiers?: [minSqFt: number, centsPerSqFt: number][];
  sheets?: [widthIn: number, heightIn: number, centsPerSheet: number][];
  laminates?: string[];
}

const SIGN_LAMINATES = ["none", "gloss", "matte", "luster"];

/**
 * Adhesive films come on 54 in rolls and print 53 in across, as window film does
 * (docs/decisions/0019-maximum-print-sizes.md).
 */
const ADHESIVE_PRINT_WIDTH_IN = 53;
/** Wrap films come on 60 in rolls and print their full width (panels of a vehicle wrap). */
const WRAP_PRINT_WIDTH_IN = 60;

const MATERIALS: DemoMaterial[] = [
  {
    row: {
      itemNo: "ADH-CAL",
      name: "Calendered Vinyl",
      description: "Economical gloss white calendered vinyl for flat surfaces and short-term signage (3 to 5 years).",
      imageKey: "material-calendered-vinyl",
      productType: "adhesive",
      maxWidthIn: ADHESIVE_PRINT_WIDTH_IN,
      weightLbPerSqFt: 0.06,
      pricingKind: "area",
      minBillableSqFt: 1,
    },
    tiers: [
      [0, 575],
      [50, 525],
      [150, 475],
      [500, 450],
    ],
    laminates: SIGN_LAMINATES,
  },
  {
    row: {
      itemNo: "ADH-CAST",
      name: "Cast Vinyl",
      description: "Premium cast vinyl that conforms to rivets and curves; 7 to 9 years outdoors.",
      imageKey: "material-cast-vinyl",
      productType: "adhesive",
      maxWidthIn: ADHESIVE_PRINT_WIDTH_IN,
      weightLbPerSqFt: 0.05,
      pricingKind: "area",
      minBillableSqFt: 1,
    },
    tiers: [
      [0, 975],
      [50, 925],
      [150, 875],
      [500, 825],
    ],
    laminates: SIGN_LAMINATES,
  },
  {
    row: {
      itemNo: "ADH-WRAP",
      name: "Cast Wrap Vinyl",
      description: "Air-release cast wrap film for cars, vans, fleets and rail cars; laminate recommended.",
      imageKey: "material-cast-wrap-vinyl",
      productType: "adhesive",
      maxWidthIn: WRAP_PRINT_WIDTH_IN,
      weightLbPerSqFt: 0.05,
      pricingKind: "area",
      minBillableSqFt: 1,
    },
    tiers: [
      [0, 1000],
      [100, 950],
      [300, 900],
    ],
    laminates: ["none", "gloss", "matte", "luster"],
  },
  {
    row: {
      itemNo: "ADH-REFL",
      name: "Reflective Vinyl",
      description: "Engineer-grade reflective film for safety, parking and after-dark signage.",
      imageKey: "material-reflective-vinyl",
      productType: "adhesive",
      maxWidthIn: ADHESIVE_PRINT_WIDTH_IN,
      available: false,
      weightLbPerSqFt: 0.07,
      pricingKind: "area",
      minBillableSqFt: 1,
    },
    tiers: [
      [0, 1200],
      [50, 1100],
    ],
    laminates: ["none", "gloss"],
  },
  {
    row: {
      itemNo: "ADH-FLOOR",
      name: "Floor Graphics Vinyl",
      description: "Removable floor vinyl, always finished with the slip-rated anti-slip laminate.",
      imageKey: "material-floor-vinyl",
      productType: "adhesive",
      maxWidthIn: ADHESIVE_PRINT_WIDTH_IN,
      weightLbPerSqFt: 0.09,
      pricingKind: "area",
      minBillableSqFt: 2,
    },
    tiers: [
      [0, 850],
      [50, 800],
      [150, 750],
    ],
    laminates: ["antislip"],
  },
  {
    row: {
      itemNo: "ADH-WALL",
      name: "Wall Vinyl",
      description: "Low-tack matte vinyl for painted drywall; removes cleanly within 2 years.",
      imageKey: "material-wall-vinyl",
      productType: "adhesive",
      maxWidthIn: ADHESIVE_PRINT_WIDTH_IN,
      weightLbPerSqFt: 0.06,
      pricingKind: "area",
      minBillableSqFt: 1,
    },
    tiers: [
      [0, 650],
      [50, 600],
      [150, 550],
    ],
    laminates: ["none", "matte", "dryerase"],
  },
  {
    row: {
      itemNo: "ADH-ROUGH",
      name: "Rough Wall Vinyl",
      description: "Thick conformable film heat-applied into brick, block and textured concrete.",
      imageKey: "material-rough-wall-vinyl",
      productType: "adhesive",
      maxWidthIn: ADHESIVE_PRINT_WIDTH_IN,
      weightLbPerSqFt: 0.08,
      pricingKind: "area",
      minBillableSqFt: 2,
    },
    tiers: [
      [0, 1150],
      [50, 1075],
    ],
    laminates: ["none", "matte"],
  },
  {
    row: {
      itemNo: "ACM-3MM",
      name: "3 mm ACM",
      description: "3 mm aluminum composite panel: flat, rigid and weatherproof for outdoor signs.",
      imageKey: "material-acm-3mm",
      productType: "rigid",
      rigidType: "acm",
      weightLbPerSqFt: 0.78,
      pricingKind: "sheet",
    },
    sheets: [
      [48, 96, 9500],
      [60, 120, 15500],
    ],
    laminates: SIGN_LAMINATES,
  },
  {
    row: {
      itemNo: "ACM-6MM",
      name: "6 mm ACM",
      description: "6 mm aluminum composite panel for large monument and post-and-panel signs.",
      imageKey: "material-acm-6mm",
      productType: "rigid",
      rigidType: "acm",
      weightLbPerSqFt: 1.15,
      pricingKind: "sheet",
    },
    sheets: [
      [48, 96, 14500],
      [60, 120, 23500],
    ],
    laminates: SIGN_LAMINATES,
  },
  {
    row: {
      itemNo: "COREX-4MM",
      name: "4 mm Corex",
      description: "4 mm corrugated plastic for yard signs and short-term outdoor signs.",
      imageKey: "material-corex-4mm",
      productType: "rigid",
      rigidType: "corex",
      weightLbPerSqFt: 0.16,
      pricingKind: "sheet",
    },
    sheets: [[48, 96, 4200]],
    laminates: ["none"],
  },
  {
    row: {
      itemNo: "COREX-10MM",
      name: "10 mm Corex",
      description: "10 mm corrugated plastic: stiffer panels for real-estate and construction signs.",
      imageKey: "material-corex-10mm",
      productType: "rigid",
      rigidType: "corex",
      weightLbPerSqFt: 0.31,
      pricingKind: "sheet",
    },
    sheets: [[48, 96, 7800]],
    laminates: ["none"],
  },
  {
    row: {
      itemNo: "WALL-T2",
      name: "Type II Commercial Wallcovering",
      description: "20 oz Type II vinyl wallcovering, Class A fire rated, printed in panels up to 52 in.",
      imageKey: "material-type-ii-wallcovering",
      productType: "Wallcoverings",
      weightLbPerSqFt: 0.09,
      maxWidthIn: 52,
      pricingKind: "area",
      minBillableSqFt: 4,
    },
    tiers: [
      [0, 450],
      [100, 400],
      [300, 375],
    ],
    laminates: ["none", "matte", "dryerase"],
  },
  {
    row: {
      itemNo: "WALL-PSF",
      name: "Peel-and-Stick Fabric",
      description: "Repositionable woven fabric wallcovering; no paste, no residue.",
      imageKey: "material-peel-and-stick-fabric",
      productType: "Wallcoverings",
      weightLbPerSqFt: 0.05,
      maxWidthIn: 52,
      pricingKind: "area",
      minBillableSqFt: 4,
    },
    tiers: [
      [0, 600],
      [100, 550],
    ],
    laminates: ["none"],
  },
  {
    row: {
      itemNo: "WIN-CLEAR",
      name: "Clear Window Film",
      description: "Optically clear film printed with white ink for glass that stays see-through.",
      imageKey: "material-clear-window-film",
      productType: "Window Decoration",
      weightLbPerSqFt: 0.04,
      maxWidthIn: 53,
      pricingKind: "area",
      minBillableSqFt: 1,
    },
    tiers: [
      [0, 700],
      [50, 650],
    ],
    laminates: ["none", "gloss"],
  },
  {
    row: {
      itemNo: "WIN-PERF",
      name: "Perforated Window Film 50/50",
      description: "One-way vision film: graphics outside, a clear view from inside.",
      imageKey: "material-perforated-window-film",
      productType: "Window Decoration",
      weightLbPerSqFt: 0.04,
      maxWidthIn: 53,
      pricingKind: "area",
      minBillableSqFt: 2,
    },
    tiers: [
      [0, 800],
      [50, 750],
    ],
    laminates: ["none", "gloss"],
  },
  {
    row: {
      itemNo: "WIN-FROST",
      name: "Frosted Glass Film",
      description: "Etched-glass look for privacy bands, logos and office partitions.",
      imageKey: "material-frosted-glass-film",
      productType: "Window Decoration",
      weightLbPerSqFt: 0.04,
      maxWidthIn: 53,
      pricingKind: "area",
      minBillableSqFt: 1,
    },
    tiers: [
      [0, 750],
      [50, 700],
    ],
    laminates: ["none"],
  },
  {
    row: {
      itemNo: "MAG-30",
      name: "30 mil Vehicle Magnet",
      description: "30 mil magnetic sheeting for door signs on cars, vans and trucks.",
      imageKey: "material-vehicle-magnet",
      productType: "Magnetic",
      weightLbPerSqFt: 0.85,
      maxWidthIn: 24,
      pricingKind: "area",
      minBillableSqFt: 1,
    },
    tiers: [
      [0, 1200],
      [25, 1100],
      [100, 1000],
    ],
    laminates: ["none", "gloss", "matte"],
  },
  {
    row: {
      itemNo: "ROLL-T2",
      name: "Type II Wallcovering Pattern Print",
      description: "A pattern library design printed on Type II commercial wallcovering, by the roll.",
      imageKey: "material-pattern-type-ii",
      productType: "Rolled",
      weightLbPerSqFt: 0.09,
      pricingKind: "roll",
    },
  },
  {
    row: {
      itemNo: "ROLL-PSF",
      name: "Peel-and-Stick Fabric Pattern Print",
      description: "A pattern library design printed on repositionable fabric, by the roll.",
      imageKey: "material-pattern-peel-and-stick",
      productType: "Rolled",
      weightLbPerSqFt: 0.05,
      pricingKind: "roll",
    },
  },
  {
    row: {
      itemNo: "ROLL-VINYL",
      name: "Adhesive Vinyl Pattern Print",
      description: "A pattern library design printed on matte wall vinyl, by the roll.",
      imageKey: "material-pattern-vinyl",
      productType: "Rolled",
      weightLbPerSqFt: 0.06,
      pricingKind: "roll",
    },
  },
  {
    row: {
      itemNo: "STK-H-10X24",
      name: "H-Stake 10 x 24 in",
      description: "Galvanized wire H-stake for 4 mm Corex yard signs.",
      imageKey: "material-h-stake-10x24",
      productType: "misc",
      weightLbPerSqFt: 0,
      pricingKind: "fixed",
      fixedCents: 135,
    },
  },
  {
    row: {
      itemNo: "STK-H-10X30",
      name: "H-Stake 10 x 30 in",
      description: "The standard galvanized wire H-stake for Corex signs.",
      imageKey: "material-h-stake-10x30",
      productType: "misc",
      weightLbPerSqFt: 0,
      pricingKind: "fixed",
      fixedCents: 150,
    },
  },
  {
    row: {
      itemNo: "STK-HD-10X30",
      name: "Heavy-Duty H-Stake 10 x 30 in",
      description: "9 gauge heavy-duty stake for 10 mm Corex and hard ground.",
      imageKey: "material-heavy-duty-h-stake",
      productType: "misc",
      weightLbPerSqFt: 0,
      pricingKind: "fixed",
      fixedCents: 195,
    },
  },
];

const STEP_STAKE_ROWS: (typeof stepStakes.$inferInsert)[] = [
  { itemNo: "STK-H-10X24", widthIn: 10, heightIn: 24, wireGauge: 10 },
  { itemNo: "STK-H-10X30", widthIn: 10, heightIn: 30, wireGauge: 10 },
  { itemNo: "STK-HD-10X30", widthIn: 10, heightIn: 30, wireGauge: 9 },
];

/** Category tiles: [category, ItemNo, optionValue (pre-selected LaminateType), filters]. */
type Filter = "upload" | "designer" | "library";
const CATEGORY_MATERIALS: [string, string, string, Filter[]][] = [
  ["Printed Graphics", "ADH-CAST", "", ["upload"]],
  ["Printed Graphics", "ADH-CAL", "", ["upload"]],
  ["Printed Graphics", "ACM-3MM", "", ["upload"]],
  ["Printed Graphics", "COREX-4MM", "", ["upload"]],
  ["Printed Graphics", "MAG-30", "", ["upload"]],
  ["Wallpaper", "WALL-T2", "", ["upload", "designer", "library"]],
  ["Wallpaper", "WALL-PSF", "", ["upload", "designer", "library"]],
  ["Architectural Finishes", "ADH-WALL", "matte", ["upload", "library"]],
  ["Architectural Finishes", "WALL-T2", "", ["upload", "designer", "library"]],
  ["Rough Walls", "ADH-ROUGH", "", ["upload", "library"]],
  ["Glass Walls & Windows", "WIN-CLEAR", "", ["upload"]],
  ["Glass Walls & Windows", "WIN-PERF", "", ["upload"]],
  ["Glass Walls & Windows", "WIN-FROST", "", ["upload", "designer"]],
  ["Floors", "ADH-FLOOR", "antislip", ["upload", "library"]],
  ["Car/Fleet/Rail Wraps", "ADH-WRAP", "gloss", ["upload"]],
  ["Car/Fleet/Rail Wraps", "MAG-30", "", ["upload"]],
  ["Signage", "ACM-3MM", "", ["upload"]],
  ["Signage", "ACM-6MM", "", ["upload"]],
  ["Signage", "COREX-4MM", "", ["upload"]],
  ["Signage", "COREX-10MM", "", ["upload"]],
  ["Signage", "ADH-REFL", "", ["upload"]],
];

/** The options form: every option key the portal uses (docs/product/portal.md). */
const OPTION_ROWS: OptionRow[] = [
  {
    key: "size",
    name: "Size",
    helpText: "Pick a standard size (height x width), or Custom to enter the width and height yourself.",
  },
  {
    key: "sides",
    name: "Printed Sides",
    helpText: "Double-sided panels are printed on both faces with the same or different artwork.",
    pricePerSqFt: true,
  },
  {
    key: "LaminateType",
    name: "Laminate",
    helpText: "A clear film over the print that protects it from UV, scratches and cleaning.",
    pricePerSqFt: true,
    choiceSource: "laminates",
  },
  {
    key: "round_corners",
    name: "Round Corners",
    helpText: "Rounded corners are safer to handle and look finished; the radius is measured at the corner.",
  },
  {
    key: "holes",
    name: "Drilled Holes",
    helpText: "Holes are drilled 0.375 in across for screws, zip ties or wire.",
  },
  {
    key: "hole_placement",
    name: "Hole Placement",
    helpText: "Where the holes go on the panel.",
  },
  {
    key: "hole_edge_distance",
    name: "Hole Distance From Edge (in)",
    isTextbox: true,
    helpText: "Inches from the panel edge to the centre of each hole; at least 3/8 in (0.375).",
  },
  {
    key: "hole_hole_distance",
    name: "Distance Between Holes (in)",
    isTextbox: true,
    helpText: "Inches between hole centres along the edge; not asked for holes in the corners.",
  },
  {
    key: "grommets",
    name: "Grommets",
    helpText: "Brass grommets set into the panel for hanging with rope or bungees.",
  },
  {
    key: "self_cut",
    name: "I Will Cut These Myself",
    isCheckbox: true,
    helpText: "Tick to receive full printed sheets with crop marks instead of cut pieces.",
  },
  {
    key: "cut_finish",
    name: "Cut Finish",
    helpText: "Square cut trims to the artboard. Contour cut follows the CutContourCad spot colour line in your file.",
    pricePerSqFt: true,
  },
  {
    key: "Overlap",
    name: "Panel Overlap",
    helpText: "Inches each panel overlaps the next so seams close up on the wall; 0.25 in is standard.",
  },
  {
    key: "Rotate",
    name: "Rotate On Sheet",
    isCheckbox: true,
    helpText:
      "Turns the layout a quarter turn on the sheet. On Corex this runs the flutes up and down, as step stakes need.",
  },
  {
    key: "rollSize",
    name: "Roll Size",
    helpText: "Width and length of the printed roll.",
    choiceSource: "roll_sizes",
  },
];

const OPTION_CHOICES: Record<string, ChoiceRow[]> = {
  size: [
    { value: "custom", name: "Custom Size", sort: 1, longDesc: "Enter the width and height in inches." },
    { value: "12,18", name: "12 x 18 in", sort: 2, productType: "Magnetic", longDesc: "Car door magnet." },
    { value: "12,24", name: "12 x 24 in", sort: 3, longDesc: "Door magnet or small panel." },
    { value: "18,24", name: "18 x 24 in", sort: 4, longDesc: "The standard yard sign." },
    { value: "24,36", name: "24 x 36 in", sort: 5, productType: "rigid", longDesc: "Poster-size panel." },
    { value: "48,96", name: "48 x 96 in", sort: 6, productType: "rigid", longDesc: "A full 4 x 8 ft sheet." },
  ],
  sides: [
    { value: "1", name: "Single-Sided", sort: 1, longDesc: "Printed on the front only." },
    { value: "2", name: "Double-Sided", sort: 2, priceCents: 200, longDesc: "Printed on both faces." },
  ],
  round_corners: [
    { value: "none", name: "Square Corners", sort: 1, longDesc: "Sharp 90 degree corners." },
    { value: "0.25", name: "1/4 in Radius", sort: 2, priceCents: 75, longDesc: "A subtle rounded corner." },
    { value: "0.5", name: "1/2 in Radius", sort: 3, priceCents: 75, longDesc: "The usual corner for magnets." },
    {
      value: "1",
      name: "1 in Radius",
      sort: 4,
      priceCents: 75,
      available: false,
      longDesc: "A large rounded corner; the cutting bit is on order.",
    },
  ],
  holes: [
    { value: "none", name: "No Holes", sort: 1 },
    { value: "2", name: "2 Holes", sort: 2, priceCents: 60, longDesc: "Two drilled holes." },
    { value: "4", name: "4 Holes", sort: 3, priceCents: 120, longDesc: "Four drilled holes." },
  ],
  hole_placement: [
    { value: "top", name: "Top Edge", sort: 1, longDesc: "Along the top edge, for hanging." },
    { value: "sides", name: "Left and Right Edges", sort: 2, longDesc: "Centred on the left and right edges." },
    { value: "corners", name: "Corners", sort: 3, longDesc: "In the corners, for wall or post mounting." },
  ],
  grommets: [
    { value: "none", name: "No Grommets", sort: 1 },
    { value: "4", name: "4 Grommets (corners)", sort: 2, priceCents: 160 },
    { value: "8", name: "8 Grommets (corners and mid-edges)", sort: 3, priceCents: 320 },
  ],
  self_cut: [
    { value: "no", name: "We cut to size", sort: 1 },
    { value: "yes", name: "I will cut them myself", sort: 2, longDesc: "Full sheets with crop marks." },
  ],
  cut_finish: [
    { value: "square", name: "Square Cut", sort: 1, longDesc: "Trimmed square to the artboard size." },
    {
      value: "embedded",
      name: "Contour Cut (CutContourCad in file)",
      sort: 2,
      priceCents: 100,
      longDesc: "Kiss-cut along the CutContourCad line embedded in your artwork.",
    },
  ],
  Overlap: [
    { value: "0", name: "No Overlap (butt seams)", sort: 1 },
    { value: "0.25", name: "1/4 in (standard)", sort: 2 },
    { value: "0.5", name: "1/2 in", sort: 3 },
    { value: "1", name: "1 in", sort: 4 },
  ],
  Rotate: [
    { value: "no", name: "As drawn", sort: 1 },
    { value: "yes", name: "Rotated a quarter turn", sort: 2 },
  ],
};

/** [option, other option, condition, value]: the option shows only while all of its conditions hold. */
const OPTION_CONDITIONS: [string, string, "EQ" | "NEQ" | "GT", string][] = [
  ["hole_placement", "holes", "NEQ", "none"],
  ["hole_edge_distance", "holes", "GT", "0"],
  ["hole_hole_distance", "holes", "GT", "0"],
  ["hole_hole_distance", "hole_placement", "NEQ", "corners"],
  ["grommets", "holes", "EQ", "none"],
  ["self_cut", "round_corners", "EQ", "none"],
];

/** The options form of each product type, in order; [option, ItemNo] narrows a row to one material. */
const PRODUCT_TYPE_OPTIONS: Record<string, (string | [string, string])[]> = {
  adhesive: ["cut_finish", "LaminateType"],
  rigid: [
    "size",
    "sides",
    "LaminateType",
    "round_corners",
    "holes",
    "hole_placement",
    "hole_edge_distance",
    "hole_hole_distance",
    ["grommets", "COREX-4MM"],
    ["grommets", "COREX-10MM"],
    "self_cut",
    "Rotate",
  ],
  Wallcoverings: ["Overlap", "LaminateType"],
  "Window Decoration": ["LaminateType"],
  Magnetic: ["size", "round_corners", "LaminateType"],
  Rolled: ["rollSize"],
  misc: [],
};

const ROLL_SIZE_ROWS: (typeof patternRollSizes.$inferInsert)[] = [
  { key: "24x120", name: "24 in x 10 ft", widthIn: 24, lengthIn: 120, sort: 1 },
  { key: "52x120", name: "52 in x 10 ft", widthIn: 52, lengthIn: 120, sort: 2 },
  { key: "52x360", name: "52 in x 30 ft", widthIn: 52, lengthIn: 360, sort: 3 },
];

const PATTERN_ROLL_ROWS: (typeof patternRolls.$inferInsert)[] = [
  { itemNo: "ROLL-T2-24X120", mediaItemNo: "ROLL-T2", rollSizeKey: "24x120", cents: 4900 },
  { itemNo: "ROLL-T2-52X120", mediaItemNo: "ROLL-T2", rollSizeKey: "52x120", cents: 9500 },
  { itemNo: "ROLL-T2-52X360", mediaItemNo: "ROLL-T2", rollSizeKey: "52x360", cents: 26500 },
  { itemNo: "ROLL-PSF-24X120", mediaItemNo: "ROLL-PSF", rollSizeKey: "24x120", cents: 5900 },
  { itemNo: "ROLL-PSF-52X120", mediaItemNo: "ROLL-PSF", rollSizeKey: "52x120", cents: 11500 },
  { itemNo: "ROLL-VINYL-24X120", mediaItemNo: "ROLL-VINYL", rollSizeKey: "24x120", cents: 4500 },
  { itemNo: "ROLL-VINYL-52X120", mediaItemNo: "ROLL-VINYL", rollSizeKey: "52x120", cents: 8500 },
  {
    itemNo: "ROLL-VINYL-52X360",
    mediaItemNo: "ROLL-VINYL",
    rollSizeKey: "52x360",
    cents: 23500,
    available: false,
  },
];

const SERVICE_ROWS: (typeof services.$inferInsert)[] = [
  {
    itemNo: "TS-SVC-1",
    name: "Color Matching Service",
    description:
      "Up to 4 Pantone colours matched on your material: 2 printed samples (4 x 4 in) per match, 2 vinyl proofs up to 12 x 52 in, up to 2 revisions. Adds 1 to 3 business days.",
    tag: "colormatching",
    cents: 7500,
    extraBusinessDays: 3,
    imageKey: "service-color-matching",
    sort: 1,
  },
  {
    itemNo: "TS-PMSC",
    name: "Pantone Color Chart",
    description: "A printed chart of Pantone colours as our presses reproduce them on your material and finish.",
    tag: "pantonechart",
    cents: 4500,
    extraBusinessDays: 1,
    imageKey: "service-pantone-chart",
    sort: 2,
  },
];

const PANTONE_CHART_ROWS: Omit<typeof pantoneChartProducts.$inferInsert, "id">[] = [
  {
    name: "Pantone Chart on Calendered Vinyl",
    productName: "Calendered Vinyl",
    itemNo: "ADH-CAL",
    cents: 4500,
    imageKey: "chart-calendered-vinyl",
    sort: 1,
  },
  {
    name: "Pantone Chart on Cast Vinyl",
    productName: "Cast Vinyl",
    itemNo: "ADH-CAST",
    cents: 5500,
    imageKey: "chart-cast-vinyl",
    sort: 2,
  },
  {
    name: "Pantone Chart on 3 mm ACM",
    productName: "3 mm ACM",
    itemNo: "ACM-3MM",
    cents: 6500,
    imageKey: "chart-acm",
    sort: 3,
  },
];

/** Writes the demo catalog. Runs inside the demo seed's transaction, on an empty catalog. */
export async function seedCatalog(tx: Db | Tx): Promise<void> {
  await tx.insert(productTypes).values(PRODUCT_TYPE_ROWS);
  const categories = await tx
    .insert(tileCategories)
    .values(CATEGORY_ROWS)
    .returning({ id: tileCategories.id, name: tileCategories.name });
  await tx.insert(laminates).values(LAMINATE_ROWS);

  await tx.insert(materials).values(MATERIALS.map((m, i) => ({ ...m.row, sort: i + 1 })));
  const tiers = MATERIALS.flatMap((m) =>
    (m.tiers ?? []).map(([minSqFt, centsPerSqFt]) => ({ itemNo: m.row.itemNo, minSqFt, centsPerSqFt })),
  );
  const sheets = MATERIALS.flatMap((m) =>
    (m.sheets ?? []).map(([widthIn, heightIn, centsPerSheet], i) => ({
      itemNo: m.row.itemNo,
      widthIn,
      heightIn,
      centsPerSheet,
      sort: i + 1,
    })),
  );
  const allowed = MATERIALS.flatMap((m) =>
    (m.laminates ?? []).map((laminateKey) => ({ itemNo: m.row.itemNo, laminateKey })),
  );
  await tx.insert(materialAreaTiers).values(tiers);
  await tx.insert(materialSheetSizes).values(sheets);
  await tx.insert(materialLaminates).values(allowed);
  await tx.insert(stepStakes).values(STEP_STAKE_ROWS);

  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  await tx.insert(tileCategoryMaterials).values(
    CATEGORY_MATERIALS.map(([category, itemNo, optionValue, filters], i) => ({
      categoryId: categoryId.get(category)!,
      itemNo,
      optionValue,
      offerUpload: filters.includes("upload"),
      offerDesigner: filters.includes("designer"),
      offerLibrary: filters.includes("library"),
      sort: i + 1,
    })),
  );

  await tx.insert(options).values(OPTION_ROWS);
  await tx
    .insert(optionChoices)
    .values(Object.entries(OPTION_CHOICES).flatMap(([optionKey, rows]) => rows.map((r) => ({ ...r, optionKey }))));
  await tx.insert(optionConditions).values(
    OPTION_CONDITIONS.map(([optionKey, otherOptionKey, condition, conditionValue]) => ({
      optionKey,
      otherOptionKey,
      condition,
      conditionValue,
    })),
  );
  const typeOptions = Object.entries(PRODUCT_TYPE_OPTIONS).flatMap(([productType, rows]) =>
    rows.map((row, i) => {
      const [optionKey, itemNo] = typeof row === "string" ? [row, null] : row;
      return { productType, optionKey, itemNo, sort: i + 1 };
    }),
  );
  await tx.insert(productTypeOptions).values(typeOptions);

  await tx.insert(patternRollSizes).values(ROLL_SIZE_ROWS);
  await tx.insert(patternRolls).values(PATTERN_ROLL_ROWS);
  await tx.insert(services).values(SERVICE_ROWS);
  await tx.insert(pantoneChartProducts).values(PANTONE_CHART_ROWS);
}
