/**
 * The portal's image error and warning catalogue (docs/product/portal.md). Every message is keyed by its
 * name; a {placeholder} is filled by fillMessage. Texts the spec does not give (ItemNo, LaminateType,
 * cut_finish, MissingLibraryItem and the option names) are written in the same voice.
 */
export const ISSUE_MESSAGES = {
  ACMOversized:
    "The artwork ({artWidth} x {artHeight} in) is larger than the panel ({width} x {height} in); it will be resized to fit.",
  ACMUndersized:
    "The artwork ({artWidth} x {artHeight} in) is smaller than the panel ({width} x {height} in); it will be enlarged and may pixelate.",
  ACMSizeMin: "Rigid panels must be at least {min} inches in width and height.",
  ACMPanelOversizedHeight: "The panel height ({height} in) is larger than the sheet height ({sheetHeight} in).",
  ACMPanelOversizedWidth: "The panel width ({width} in) is larger than the sheet width ({sheetWidth} in).",
  AddCartError: "There was a server error adding items to your cart.",
  CadCutError: "The cut you chose needs a {spotColor} spot colour cut line in the file for {product}; none was found.",
  EmbeddedFonts: "The file has fonts that are not converted to outlines. Please convert all text to outlines.",
  HorizontalFlute:
    "The flutes of this corrugated plastic run horizontally. Rotate the layout if the signs go on step stakes.",
  LowDPI: "The image resolution is {dpi} DPI at the chosen size, under the recommended minimum of {min} DPI.",
  NullWidthHeight: "Width and height must both be greater than 0.",
  HasWhitespace: "The artwork has white space around its edges; it will be printed as it is.",
  HoleSizeError:
    "Holes are {holeSize} in across and must be at least {min} in from the edge; {distance} in is too close.",
  Overlap: "Wallcovering panels overlap by {overlap} inch; the maximum printed size is {printedWidth} x {height} in.",
  TooWideWindow: "Window film can be at most {max} inches wide; this image is {width} inches wide.",
  Mismatched:
    "The artwork proportions ({artWidth} x {artHeight} in) do not match the ordered size ({width} x {height} in).",
  MissingSize: "The size of the artwork could not be read from the file.",
  MissingCutfile: "A contour cut is selected but no cut file was given.",
  cut_finish: "Please choose a Cut Finish.",
  MissingLibraryItem: "The image is no longer in your library. Please remove it and add a current image.",
  product_type: "Please choose a product type.",
  ItemNo: "Please choose a material.",
  LaminateType: "Please choose a laminate that is offered for this material.",
  WouldOverwrite: "This image is already in the project; adding it again would overwrite its options.",
  size: "Please choose a Size.",
  sides: "Please choose the Printed Sides.",
  round_corners: "Please choose Round Corners.",
  holes: "Please choose Drilled Holes.",
  hole_placement: "Please choose a Hole Placement.",
  hole_edge_distance: "Please enter the Hole Distance From Edge.",
  hole_hole_distance: "Please enter the Distance Between Holes.",
  grommets: "Please choose Grommets.",
  self_cut: "Please choose whether you will cut these yourself.",
  Overprice: "Jobs over {limit} may need 1-5 extra business days to produce and may ship by freight.",
} as const;

export type IssueName = keyof typeof ISSUE_MESSAGES;
export const ISSUE_NAMES = Object.keys(ISSUE_MESSAGES) as IssueName[];

/** Warnings allow 'Add to Cart Anyway'; every other name is an error that blocks the cart. */
export const WARNING_NAMES = [
  "LowDPI",
  "HasWhitespace",
  "Overlap",
  "ACMOversized",
  "ACMUndersized",
  "HorizontalFlute",
] as const satisfies readonly IssueName[];
export type WarningName = (typeof WARNING_NAMES)[number];

export function isWarningName(name: string): name is WarningName {
  return (WARNING_NAMES as readonly string[]).includes(name);
}

/** The spot colour each product needs for a CAD cut (CadCutError). */
export const CAD_SPOT_COLORS = { adhesive: "CutContourCad", rigid: "Route", corex: "Thru-cut" } as const;

export type MessageValues = Readonly<Record<string, string | number>>;

/** Fills each {placeholder} found in values; unknown placeholders are left as they are. */
export function fillMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/** The message of a name with its placeholders filled; an unknown name (an option key) reads 'Please choose <name>.'. */
export function issueMessage(name: string, values: MessageValues = {}): string {
  const template = (ISSUE_MESSAGES as Record<string, string>)[name] ?? `Please choose ${name}.`;
  return fillMessage(template, values);
}

/** Issues by name: a name is there once, so a message is never listed twice. */
export type IssueMap = Record<string, string>;

export interface ImageIssue {
  imageName: string;
  name: string;
  message: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** docs/product/portal.md: the image name in bold, then the message ('<b>name</b> message'). */
export function formatIssue(imageName: string, message: string): string {
  return `<b>${escapeHtml(imageName)}</b> ${escapeHtml(message)}`;
}

/** The issues of one image as structured entries, in name order of the map. */
export function issueList(imageName: string, issues: IssueMap): ImageIssue[] {
  return Object.entries(issues).map(([name, message]) => ({ imageName, name, message }));
}

/** Adds an issue unless one of that name is already there (no duplicates); returns a new map. */
export function addIssue(issues: IssueMap, name: string, message: string): IssueMap {
  return Object.hasOwn(issues, name) ? issues : { ...issues, [name]: message };
}

export function removeIssues(issues: IssueMap, names: readonly string[]): IssueMap {
  return Object.fromEntries(Object.entries(issues).filter(([name]) => !names.includes(name)));
}

/** docs/product/portal.md: a project over $4,000 goes to the warning modal with Overprice. */
export const OVERPRICE_LIMIT_CENTS = 400_000;

export function projectWarnings(projectTotalCents: number): IssueMap {
  return projectTotalCents > OVERPRICE_LIMIT_CENTS ? { Overprice: issueMessage("Overprice", { limit: "$4,000" }) } : {};
}
