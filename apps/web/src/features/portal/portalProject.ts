import {
  APPLY_TO_ALL_FIELDS,
  applyCutFinish,
  applyRotate,
  applyToAll,
  type CatalogMaterial,
  CHOICE_PLACEHOLDER,
  changeMaterial,
  checkImage,
  coerceCartLine,
  fieldText,
  type ImageIssue,
  type ImageIssues,
  type ImageReport,
  issueList,
  lockRigidPanels,
  type OptionTables,
  orderedSize,
  type PortalItem,
  type PreflightSummary,
  parsePair,
  projectWarnings,
  RIGID_LOCKED_FIELDS,
  sheetSize,
  unchosen,
  type WizardSelection,
} from "@portal/contract";

/**
 * The portal project (docs/product/portal.md) as plain data and a reducer: the product type, the
 * images with their fields as the spec names them, the active image, the cart item being edited and
 * the preflight reports of the images' library files. Errors and warnings are not stored: they are
 * worked out from an item, its report and its option tables (projectIssues), so they can never go stale.
 */

/**
 * A file's report: 'missing' when the library item is gone (MissingLibraryItem), 'pending' while its
 * artwork check runs, null when there is no report to read (the check failed).
 */
export type ReportEntry = ImageReport | null | "missing" | "pending";

export interface PortalProject {
  productType: string;
  items: PortalItem[];
  activeIndex: number;
  /** The cart id being edited (/portal/{editID}); 0 for a new project. */
  editId: number;
  /** Rigid options were just locked to the first panel (the banner shows). */
  locked: boolean;
  reports: Record<string, ReportEntry>;
}

export const EMPTY_PROJECT: PortalProject = {
  productType: "",
  items: [],
  activeIndex: -1,
  editId: 0,
  locked: false,
  reports: {},
};

/** What a new image starts with, from the brand (EPD) or the wizard selection. */
export interface ItemDefaults {
  ItemNo?: string;
  LaminateType?: string;
}

/** The library file an image is made from (LibraryItem's fields the project keeps). */
export interface PickedImage {
  Name: string;
  FullUrl: string;
  ImageUrl: string;
  PreviewUrl: string;
}

export type ProjectAction =
  | { type: "chooseType"; productType: string }
  | { type: "addImage"; image: PickedImage; report: ReportEntry; defaults: ItemDefaults; id: string }
  | { type: "removeImage"; index: number }
  | { type: "select"; index: number }
  | { type: "setField"; index: number; key: string; value: unknown; material?: CatalogMaterial }
  | { type: "setSize"; index: number; width: number | ""; height: number | "" }
  | { type: "lockPanels"; changedKey: string }
  | { type: "applyToAll" }
  | { type: "setReport"; fullUrl: string; report: ReportEntry }
  | { type: "load"; project: PortalProject }
  | { type: "reset" };

/** The artwork's own size from its finished check, rounded; 0 x 0 while the check runs or without one. */
function artworkSize(report: ReportEntry): { InchWidth: number; InchHeight: number } {
  const art = typeof report === "object" ? report : null;
  return {
    InchWidth: art && art.widthIn > 0 ? round2(art.widthIn) : 0,
    InchHeight: art && art.heightIn > 0 ? round2(art.heightIn) : 0,
  };
}

/** Defaults of a new item of the product type (dropdowns start at 'Select'). */
function newItem(productType: string, image: PickedImage, report: ReportEntry, defaults: ItemDefaults, id: string) {
  const item: PortalItem = {
    Id: id,
    Name: image.Name,
    FullUrl: image.FullUrl,
    ImageUrl: image.ImageUrl,
    PreviewUrl: image.PreviewUrl,
    base64String: "",
    product_type: productType,
    ItemNo: defaults.ItemNo || CHOICE_PLACEHOLDER,
    LaminateType: defaults.LaminateType || CHOICE_PLACEHOLDER,
    Quantity: 1,
    ...artworkSize(report),
    CartID: 0,
    SetId: 0,
    SetName: "",
    LineNumber: 0,
    OrderNotes: "",
  };
  if (productType === "rigid") {
    item.size = CHOICE_PLACEHOLDER;
    item.Rotate = "no";
  }
  if (productType === "Magnetic") item.size = CHOICE_PLACEHOLDER;
  if (productType === "Wallcoverings") item.Overlap = "0.25";
  return item;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((v, i) => (i === index ? value : v));
}

/** The fields a material choice brings: its name, rigid type and (rigid) default sheet. */
function materialFields(material: CatalogMaterial | undefined, productType: string): PortalItem {
  if (!material) return { ItemDesc: "", MaterialText: "" };
  const fields: PortalItem = { ItemDesc: material.ItemDesc, MaterialText: material.ItemDesc };
  if (productType === "rigid") {
    const sheet = material.SheetSizes[0];
    fields.rigid_type = material.rigid_type;
    fields.RigidText = material.ItemDesc;
    if (sheet) {
      fields.MaterialSheetSize = sheet.MaterialSheetSize;
      fields.SheetWidth = sheet.SheetWidth;
      fields.SheetHeight = sheet.SheetHeight;
    }
  }
  return fields;
}

/** One field change with the rules of docs/product/portal.md (material, size, Rotate, cut_finish). */
function changeField(
  item: PortalItem,
  productType: string,
  key: string,
  value: unknown,
  material?: CatalogMaterial,
): PortalItem {
  const text = value === undefined || value === null ? "" : String(value);
  switch (key) {
    case "ItemNo": {
      const changed = changeMaterial(item, text, productType, { errors: {}, warnings: {} }).item;
      const next = { ...changed, ...materialFields(material, productType) };
      if (material && !unchosen(next.LaminateType)) {
        const offered = material.Laminates.some((l) => l.LaminateType === next.LaminateType);
        if (!offered) next.LaminateType = CHOICE_PLACEHOLDER;
      }
      if (productType === "rigid") return applyRotate(next, next.Rotate === "yes" ? "yes" : "no", {}).item;
      return next;
    }
    case "Rotate":
      return applyRotate(item, text === "yes" ? "yes" : "no", {}).item;
    case "cut_finish":
      return applyCutFinish(item, text, {}).item;
    case "size": {
      const pair = parsePair(text);
      return pair ? { ...item, size: text, InchHeight: pair[0], InchWidth: pair[1] } : { ...item, size: text };
    }
    case "MaterialSheetSize": {
      const next = { ...item, MaterialSheetSize: text, SheetWidth: "", SheetHeight: "" };
      return applyRotate(next, item.Rotate === "yes" ? "yes" : "no", {}).item;
    }
    case "Quantity":
      return { ...item, Quantity: value };
    default:
      return { ...item, [key]: value };
  }
}

export function projectReducer(state: PortalProject, action: ProjectAction): PortalProject {
  switch (action.type) {
    case "chooseType":
      if (state.productType) return state;
      return { ...state, productType: action.productType };
    case "addImage": {
      if (!state.productType) return state;
      let item = newItem(state.productType, action.image, action.report, action.defaults, action.id);
      const first = state.items[0];
      if (state.productType === "rigid" && first) {
        const shared = Object.fromEntries(RIGID_LOCKED_FIELDS.filter((k) => k in first).map((k) => [k, first[k]]));
        item = { ...item, ...shared };
      }
      const reports = action.image.FullUrl
        ? { ...state.reports, [action.image.FullUrl]: action.report }
        : state.reports;
      const items = [...state.items, item];
      return { ...state, items, activeIndex: items.length - 1, reports };
    }
    case "removeImage": {
      if (!state.items[action.index]) return state;
      const items = state.items.filter((_, i) => i !== action.index);
      const activeIndex = items.length === 0 ? -1 : Math.min(Math.max(state.activeIndex, 0), items.length - 1);
      return { ...state, items, activeIndex, locked: state.locked && items.length > 1 };
    }
    case "select":
      return state.items[action.index] ? { ...state, activeIndex: action.index } : state;
    case "setField": {
      const item = state.items[action.index];
      if (!item) return state;
      const next = changeField(item, state.productType, action.key, action.value, action.material);
      return { ...state, items: replaceAt(state.items, action.index, next) };
    }
    case "setSize": {
      const item = state.items[action.index];
      if (!item) return state;
      const sized = (it: PortalItem): PortalItem => {
        const next: PortalItem = { ...it, InchWidth: action.width, InchHeight: action.height };
        const pair = parsePair(fieldText(it, "size"));
        if (pair && (pair[1] !== action.width || pair[0] !== action.height)) next.size = "custom";
        return next;
      };
      // Rigid panels share their size (a locked option): every panel takes it at once.
      if (state.productType === "rigid") return { ...state, items: state.items.map(sized) };
      return { ...state, items: replaceAt(state.items, action.index, sized(item)) };
    }
    case "lockPanels": {
      const { items, locked } = lockRigidPanels(state.items, state.productType, action.changedKey);
      return locked && state.items.length > 1 ? { ...state, items, locked: true } : state;
    }
    case "applyToAll": {
      const source = state.items[state.activeIndex];
      if (!source || !APPLY_TO_ALL_FIELDS[state.productType]) return state;
      const items = applyToAll(state.items, source, state.productType);
      return { ...state, items };
    }
    case "setReport": {
      // An image added while its check ran has 0 x 0 in: it takes the artwork's size once known.
      const size = artworkSize(action.report);
      const items =
        size.InchWidth > 0 && size.InchHeight > 0
          ? state.items.map((item) =>
              fieldText(item, "FullUrl") === action.fullUrl &&
              !(Number(item.InchWidth) > 0) &&
              !(Number(item.InchHeight) > 0)
                ? { ...item, ...size }
                : item,
            )
          : state.items;
      return { ...state, items, reports: { ...state.reports, [action.fullUrl]: action.report } };
    }
    case "load":
      return action.project;
    case "reset":
      return EMPTY_PROJECT;
  }
}

// ------------------------------------------------------------------ issues

/** Option tables keyed by ItemNo ('' for the product type's own options). */
export type OptionsByItemNo = Readonly<Record<string, OptionTables | undefined>>;

const NO_OPTIONS: OptionTables = { dtOptions: [], dtOptionChoices: [], dtOptionCondition: [] };

/** The option tables of an item: its material's, else the product type's, else none yet. */
function optionsOf(item: PortalItem, options: OptionsByItemNo): OptionTables | undefined {
  const itemNo = unchosen(item.ItemNo) ? "" : fieldText(item, "ItemNo");
  return options[itemNo];
}

/** The report checkImage reads, from a library item's preflight summary ('pending' while it runs). */
export function reportFromSummary(p: PreflightSummary): ReportEntry {
  if (p.status === "queued" || p.status === "running") return "pending";
  if (p.status !== "done") return null;
  return {
    widthIn: p.widthIn ?? 0,
    heightIn: p.heightIn ?? 0,
    minEffectivePpi: p.minEffectivePpi,
    hasWhitespace: p.hasWhitespace,
    toolbox: p.toolbox,
  };
}

/** Library files whose report is not known yet (never asked, or the check still running). */
export function pendingReports(project: PortalProject): string[] {
  const urls = new Set(project.items.map((i) => fieldText(i, "FullUrl")).filter(Boolean));
  return [...urls].filter((url) => project.reports[url] === undefined || project.reports[url] === "pending");
}

/** Each image's named errors and warnings (checkImage with its report, options and material). */
export function projectIssues(
  project: PortalProject,
  options: OptionsByItemNo,
  materials: readonly CatalogMaterial[],
): ImageIssues[] {
  return project.items.map((item) => {
    const report = project.reports[fieldText(item, "FullUrl")];
    const material = materials.find((m) => m.ItemNo === item.ItemNo);
    return checkImage({
      item,
      report: report === "missing" ? undefined : typeof report === "object" ? report : null,
      options: optionsOf(item, options) ?? NO_OPTIONS,
      productType: project.productType,
      ...(material ? { rigidType: material.rigid_type, panelWidthIn: material.MaxWidth } : {}),
    });
  });
}

// ------------------------------------------------------------------ pricing and the cart

/**
 * docs/product/portal.md: an item is priced only when its material is chosen and width and height are both
 * greater than 0; a rigid custom size must also fit the sheet.
 */
export function priceable(item: PortalItem, productType: string): boolean {
  if (unchosen(item.ItemNo)) return false;
  const { width, height } = orderedSize(item);
  if (!(width > 0 && height > 0)) return false;
  if (productType === "rigid") {
    const sheet = sheetSize(item);
    if (sheet && (width > sheet.width || height > sheet.height)) return false;
  }
  return true;
}

/** Fields the screen keeps for itself and never sends. */
const CLIENT_ONLY = ["errorList", "warningList", "toolbox"];

/**
 * The cart lines of the project (docs/product/portal.md, "Cart submission"): one SetId for the whole
 * project (the edited set's when editing), accepted warnings in OrderNotes, the numeric coercions of
 * docs/product/portal.md applied and base64String blank.
 */
export function cartLines(
  project: PortalProject,
  userId: number,
  issues: readonly ImageIssues[],
): Record<string, unknown>[] {
  const setId = project.items.map((i) => Number(i.SetId) || 0).find((id) => id > 0) ?? 1;
  return project.items.map((item, index) => {
    const line: Record<string, unknown> = { ...item };
    for (const key of CLIENT_ONLY) delete line[key];
    const warnings = Object.values(issues[index]?.warnings ?? {});
    return coerceCartLine({
      ...line,
      userId,
      product_type: project.productType,
      SetId: setId,
      LineNumber: index + 1,
      OrderNotes: warnings.join("\n"),
    });
  });
}

// ------------------------------------------------------------------ persistence

/** localStorage key of a user's project in progress. */
export function projectStorageKey(userId: number): string {
  return `portal.project.${userId}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A stored project, or undefined when the text is missing or not a project. */
export function parseProject(raw: string | null): PortalProject | undefined {
  if (!raw) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(data)) return undefined;
  const { productType, items, activeIndex, reports } = data;
  if (typeof productType !== "string" || !Array.isArray(items) || !items.every(isRecord)) return undefined;
  const index = typeof activeIndex === "number" && Number.isInteger(activeIndex) ? activeIndex : -1;
  return {
    productType,
    items: items as PortalItem[],
    activeIndex: items.length === 0 ? -1 : Math.min(Math.max(index, 0), items.length - 1),
    editId: 0,
    locked: false,
    reports: isRecord(reports) ? (reports as Record<string, ReportEntry>) : {},
  };
}

/** Text to store; undefined when there is nothing worth keeping (no type chosen, or editing a cart item). */
export function serializeProject(project: PortalProject): string | undefined {
  if (!project.productType || project.editId > 0) return undefined;
  const { productType, items, activeIndex, reports } = project;
  return JSON.stringify({ productType, items, activeIndex, reports });
}

/** '/portal/{x}': a numeric cart id to edit, or a material value from the wizard. */
export function portalParam(param: string | undefined): { editId: number } | { material: string } | undefined {
  const value = (param ?? "").trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) {
    const id = Number(value);
    return id > 0 ? { editId: id } : undefined;
  }
  return { material: value };
}

// ------------------------------------------------------------------ cart submission

export type CartCheck =
  | { kind: "blocked"; issues: ImageIssue[] }
  | { kind: "warning"; issues: ImageIssue[] }
  | { kind: "send" };

/**
 * docs/product/portal.md, "Cart submission": any error blocks the cart; warnings, or a project over $4,000
 * (Overprice), go to the warning modal; otherwise the items are sent.
 */
export function cartCheck(items: readonly PortalItem[], issues: readonly ImageIssues[], totalCents: number): CartCheck {
  const named = (key: "errors" | "warnings") =>
    items.flatMap((item, i) => issueList(fieldText(item, "Name"), issues[i]?.[key] ?? {}));
  const errors = named("errors");
  if (errors.length > 0) return { kind: "blocked", issues: errors };
  const warnings = [...named("warnings"), ...issueList("Project", projectWarnings(totalCents))];
  return warnings.length > 0 ? { kind: "warning", issues: warnings } : { kind: "send" };
}

// ------------------------------------------------------------------ pre-selection

/** Types the wizard may pre-select here; misc and Rolled have their own screens. */
const WIZARD_PORTAL_TYPES = ["adhesive", "rigid", "Wallcoverings", "Window Decoration", "Magnetic"];

/**
 * The wizard selection applies only where the wizard leads: the portal address naming its material
 * (/portal/{substrateValue}). Plain /portal (Restart, Launch Portal) offers every product type
 * whatever the Material Guide holds (docs/product/portal.md, "The screen").
 */
function wizardApplies(wizard: WizardSelection, materialParam: string): boolean {
  return (
    wizard.wizardActive &&
    WIZARD_PORTAL_TYPES.includes(wizard.productType) &&
    materialParam !== "" &&
    materialParam === wizard.substrateValue
  );
}

/** The product type a new project starts on: adhesive for EPD (docs/product/portal.md), else the wizard's. */
export function initialProductType(brandId: string, wizard: WizardSelection, materialParam: string): string {
  if (brandId === "EPD") return "adhesive";
  return wizardApplies(wizard, materialParam) ? wizard.productType : "";
}

/** The portal product type of a material from the tile menu's entries ('' when unknown or not a portal type). */
export function productTypeOfMaterial(
  entries: readonly { substrateValue: string; productType: string }[],
  material: string,
): string {
  const type = entries.find((e) => e.substrateValue === material)?.productType ?? "";
  return WIZARD_PORTAL_TYPES.includes(type) ? type : "";
}

/** The material (and laminate) new images start with: the wizard's choice, or the address's material. */
export function itemDefaults(
  wizard: WizardSelection,
  productType: string,
  materialParam: string,
  materials: readonly CatalogMaterial[],
): ItemDefaults {
  if (wizardApplies(wizard, materialParam) && wizard.productType === productType && wizard.substrateValue)
    return {
      ItemNo: wizard.substrateValue,
      ...(wizard.substrateOptionValue ? { LaminateType: wizard.substrateOptionValue } : {}),
    };
  if (materialParam && materials.some((m) => m.ItemNo === materialParam)) return { ItemNo: materialParam };
  return {};
}
