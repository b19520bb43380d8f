import { z } from "zod";

/** The 16 feature switches of docs/product/brands-and-access.md, in the spec's order. */
export const FEATURE_SWITCHES = [
  "accessories",
  "files",
  "portal",
  "portalPricing",
  "minPricing",
  "specSheets",
  "tileMenu",
  "colorMatching",
  "pantoneChart",
  "library",
  "officeManager",
  "orderApproval",
  "textures",
  "publicLibrary",
  "apply",
  "termsOnly",
] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];
export type Switches = Record<FeatureSwitch, boolean>;

export const BRAND_IDS = ["TradeLine", "Wholesale", "Decor", "EPD", "NGS"] as const;
export const BrandIdSchema = z.enum(BRAND_IDS);
export type BrandId = (typeof BRAND_IDS)[number];
/** This build's own variant. It signs in as Wholesale. */
export const DEFAULT_BRAND: BrandId = "TradeLine";

/** Franchise values sent to the server (at sign-in and on calls that carry a franchise). */
export const FRANCHISES = ["Wholesale", "NGS", "EPD", "Decor"] as const;
export type Franchise = (typeof FRANCHISES)[number];

export const THEME_IDS = ["wholesale", "decor", "epd", "ngs"] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export interface BrandTheme {
  id: ThemeId;
  /** Mantine palette name used as the primary colour. */
  primaryColor: "indigo" | "teal" | "orange" | "grape";
  /** Colour of the menu bar and footer. */
  headerBackground: string;
  headerText: string;
  fontFamily: string;
  headingFontFamily: string;
  radius: "xs" | "sm" | "md" | "lg";
}

export const THEMES: Record<ThemeId, BrandTheme> = {
  wholesale: {
    id: "wholesale",
    primaryColor: "indigo",
    headerBackground: "#1b2541",
    headerText: "#ffffff",
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    headingFontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    radius: "sm",
  },
  decor: {
    id: "decor",
    primaryColor: "teal",
    headerBackground: "#f4efe6",
    headerText: "#1f2d2b",
    fontFamily: "Georgia, 'Times New Roman', serif",
    headingFontFamily: "Georgia, 'Times New Roman', serif",
    radius: "lg",
  },
  epd: {
    id: "epd",
    primaryColor: "orange",
    headerBackground: "#2b2b2b",
    headerText: "#ffffff",
    fontFamily: "Verdana, Geneva, sans-serif",
    headingFontFamily: "Verdana, Geneva, sans-serif",
    radius: "xs",
  },
  ngs: {
    id: "ngs",
    primaryColor: "grape",
    headerBackground: "#ffffff",
    headerText: "#2d1b3d",
    fontFamily: "'Trebuchet MS', Helvetica, sans-serif",
    headingFontFamily: "'Trebuchet MS', Helvetica, sans-serif",
    radius: "md",
  },
};

export interface BrandContact {
  phone: string;
  /** Digits only, for the tel: link. */
  phoneDial: string;
  email: string;
  addressLines: string[];
  hours: string;
}

export interface Brand {
  id: BrandId;
  name: string;
  /** Shown in the menu bar beside the logo mark. */
  shortName: string;
  tagline: string;
  /** Franchise sent at sign-in and on calls that carry it. */
  franchise: Franchise;
  /** Internal franchise value mapped for the portal (docs/product/brands-and-access.md and docs/product/brands-and-access.md). */
  portalFranchise: Franchise;
  theme: ThemeId;
  switches: Switches;
  holidayBanner: { on: boolean; text: string };
  contact: BrandContact;
  social: { label: string; url: string }[];
  /** Wholesale footers carry the Contact button and the Terms, Resources and Help links. */
  footerContactAndLinks: boolean;
}

function switchesOf(on: FeatureSwitch[]): Switches {
  return Object.fromEntries(FEATURE_SWITCHES.map((s) => [s, on.includes(s)])) as Switches;
}

const HOLIDAY_TEXT =
  "Holiday schedule: orders placed after 3:00 pm Central on December 23 ship on December 28. Production is closed December 24 to 27.";

export const BRANDS: Record<BrandId, Brand> = {
  TradeLine: {
    id: "TradeLine",
    name: "TradeLine Print",
    shortName: "TradeLine",
    tagline: "Wholesale large-format printing for sign shops and installers.",
    franchise: "Wholesale",
    portalFranchise: "Wholesale",
    theme: "wholesale",
    switches: switchesOf([
      "accessories",
      "files",
      "portal",
      "portalPricing",
      "minPricing",
      "specSheets",
      "tileMenu",
      "colorMatching",
      "pantoneChart",
    ]),
    holidayBanner: { on: false, text: HOLIDAY_TEXT },
    contact: {
      phone: "(612) 555-0142",
      phoneDial: "+16125550142",
      email: "orders@tradeline-print.example",
      addressLines: ["TradeLine Print", "2400 Harbor Industrial Dr, Suite 110", "Minneapolis, MN 55413"],
      hours: "Monday to Friday, 7:00 am to 5:00 pm Central",
    },
    social: [
      { label: "Facebook", url: "https://www.facebook.com/tradelineprint" },
      { label: "Instagram", url: "https://www.instagram.com/tradelineprint" },
      { label: "LinkedIn", url: "https://www.linkedin.com/company/tradelineprint" },
    ],
    footerContactAndLinks: true,
  },
  Wholesale: {
    id: "Wholesale",
    name: "Wholesale Graphics Direct",
    shortName: "Wholesale",
    tagline: "Trade-only printing with office managers and order approval.",
    franchise: "Wholesale",
    portalFranchise: "Wholesale",
    theme: "wholesale",
    switches: switchesOf([
      "accessories",
      "files",
      "portal",
      "portalPricing",
      "minPricing",
      "specSheets",
      "tileMenu",
      "colorMatching",
      "pantoneChart",
      "library",
      "officeManager",
      "orderApproval",
      "publicLibrary",
      "apply",
    ]),
    holidayBanner: { on: false, text: HOLIDAY_TEXT },
    contact: {
      phone: "(612) 555-0188",
      phoneDial: "+16125550188",
      email: "trade@wholesale-graphics.example",
      addressLines: ["Wholesale Graphics Direct", "2400 Harbor Industrial Dr, Suite 120", "Minneapolis, MN 55413"],
      hours: "Monday to Friday, 7:00 am to 5:00 pm Central",
    },
    social: [
      { label: "Facebook", url: "https://www.facebook.com/wholesalegraphicsdirect" },
      { label: "YouTube", url: "https://www.youtube.com/@wholesalegraphicsdirect" },
    ],
    footerContactAndLinks: true,
  },
  Decor: {
    id: "Decor",
    name: "Decor Surfaces Studio",
    shortName: "Decor",
    tagline: "Printed wallcoverings, patterns and architectural finishes.",
    franchise: "Decor",
    portalFranchise: "NGS",
    theme: "decor",
    switches: switchesOf([
      "accessories",
      "files",
      "portal",
      "portalPricing",
      "minPricing",
      "specSheets",
      "tileMenu",
      "library",
      "publicLibrary",
      "textures",
    ]),
    holidayBanner: { on: false, text: HOLIDAY_TEXT },
    contact: {
      phone: "(651) 555-0107",
      phoneDial: "+16515550107",
      email: "studio@decor-surfaces.example",
      addressLines: ["Decor Surfaces Studio", "88 Mill Race Ave", "St. Paul, MN 55102"],
      hours: "Monday to Friday, 8:00 am to 4:30 pm Central",
    },
    social: [
      { label: "Instagram", url: "https://www.instagram.com/decorsurfaces" },
      { label: "Pinterest", url: "https://www.pinterest.com/decorsurfaces" },
    ],
    footerContactAndLinks: false,
  },
  EPD: {
    id: "EPD",
    name: "EPD Print Partners",
    shortName: "EPD",
    tagline: "Adhesive graphics on account for our partner network.",
    franchise: "EPD",
    portalFranchise: "EPD",
    theme: "epd",
    switches: switchesOf([
      "files",
      "portal",
      "portalPricing",
      "specSheets",
      "officeManager",
      "orderApproval",
      "termsOnly",
    ]),
    holidayBanner: { on: false, text: HOLIDAY_TEXT },
    contact: {
      phone: "(952) 555-0161",
      phoneDial: "+19525550161",
      email: "partners@epd-print.example",
      addressLines: ["EPD Print Partners", "500 Commerce Loop", "Eden Prairie, MN 55344"],
      hours: "Monday to Friday, 7:30 am to 4:30 pm Central",
    },
    social: [{ label: "LinkedIn", url: "https://www.linkedin.com/company/epdprint" }],
    footerContactAndLinks: false,
  },
  NGS: {
    id: "NGS",
    name: "NGS Graphic Solutions",
    shortName: "NGS",
    tagline: "Upload your own artwork and print on account.",
    franchise: "NGS",
    portalFranchise: "NGS",
    theme: "ngs",
    switches: switchesOf(["files", "portal", "specSheets", "officeManager", "termsOnly"]),
    holidayBanner: { on: false, text: HOLIDAY_TEXT },
    contact: {
      phone: "(763) 555-0123",
      phoneDial: "+17635550123",
      email: "service@ngs-graphics.example",
      addressLines: ["NGS Graphic Solutions", "1200 Northpark Blvd", "Maple Grove, MN 55369"],
      hours: "Monday to Friday, 8:00 am to 5:00 pm Central",
    },
    social: [{ label: "Facebook", url: "https://www.facebook.com/ngsgraphics" }],
    footerContactAndLinks: false,
  },
};

export function brandById(id: BrandId): Brand {
  return BRANDS[id];
}

export const SwitchesSchema = z.object(
  Object.fromEntries(FEATURE_SWITCHES.map((s) => [s, z.boolean()])) as Record<FeatureSwitch, z.ZodBoolean>,
);

/** Reply of `GET /api/Site/GetBrand`: everything the web app needs to dress itself. */
export const SiteBrandSchema = z.object({
  id: BrandIdSchema,
  name: z.string(),
  shortName: z.string(),
  tagline: z.string(),
  franchise: z.enum(FRANCHISES),
  portalFranchise: z.enum(FRANCHISES),
  theme: z.object({
    id: z.enum(THEME_IDS),
    primaryColor: z.enum(["indigo", "teal", "orange", "grape"]),
    headerBackground: z.string(),
    headerText: z.string(),
    fontFamily: z.string(),
    headingFontFamily: z.string(),
    radius: z.enum(["xs", "sm", "md", "lg"]),
  }),
  switches: SwitchesSchema,
  holidayBanner: z.object({ on: z.boolean(), text: z.string() }),
  contact: z.object({
    phone: z.string(),
    phoneDial: z.string(),
    email: z.string(),
    addressLines: z.array(z.string()),
    hours: z.string(),
  }),
  social: z.array(z.object({ label: z.string(), url: z.string() })),
  footerContactAndLinks: z.boolean(),
});
export type SiteBrand = z.infer<typeof SiteBrandSchema>;

export function siteBrand(id: BrandId): SiteBrand {
  const b = BRANDS[id];
  return { ...b, theme: THEMES[b.theme] };
}
