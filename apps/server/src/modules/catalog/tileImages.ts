/**
 * The tile images of the Material Selection Guide, drawn by the project: a 320 x 200 SVG with a
 * colour field, a simple line icon and the name. Materials take the colour of their product type;
 * categories get their own colour. Every text is XML-escaped.
 */

export const ICONS = [
  "adhesive",
  "rigid",
  "Wallcoverings",
  "Window Decoration",
  "Magnetic",
  "Rolled",
  "misc",
  "printed-graphics",
  "wallpaper",
  "architectural",
  "rough-walls",
  "glass",
  "floors",
  "vehicle",
  "signage",
  "service",
  "chart",
] as const;
export type Icon = (typeof ICONS)[number];

export interface TileImageSpec {
  title: string;
  subtitle: string;
  /** '#rrggbb' */
  color: string;
  icon: Icon;
}

/** Category colours and icons by the spec's category names; other categories cycle through the palette. */
const CATEGORY_LOOKS: Record<string, { color: string; icon: Icon }> = {
  "Printed Graphics": { color: "#3559a8", icon: "printed-graphics" },
  Wallpaper: { color: "#2e8b6a", icon: "wallpaper" },
  "Architectural Finishes": { color: "#8a6a3f", icon: "architectural" },
  "Rough Walls": { color: "#a5482f", icon: "rough-walls" },
  "Glass Walls & Windows": { color: "#2f8fb3", icon: "glass" },
  Floors: { color: "#5f6f3a", icon: "floors" },
  "Car/Fleet/Rail Wraps": { color: "#b23a48", icon: "vehicle" },
  Signage: { color: "#c2571a", icon: "signage" },
};
const PALETTE = ["#3559a8", "#2e8b6a", "#8a6a3f", "#a5482f", "#2f8fb3", "#5f6f3a", "#b23a48", "#c2571a"];

export function categoryLook(name: string, index: number): { color: string; icon: Icon } {
  return CATEGORY_LOOKS[name] ?? { color: PALETTE[index % PALETTE.length]!, icon: "printed-graphics" };
}

export function productTypeIcon(productType: string): Icon {
  return (ICONS as readonly string[]).includes(productType) ? (productType as Icon) : "misc";
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

function isHexColor(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value);
}

/** The colour mixed toward black (amount < 0) or white (amount > 0), amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const base = isHexColor(hex) ? hex : "#5b6770";
  const channels = [1, 3, 5].map((i) => Number.parseInt(base.slice(i, i + 2), 16));
  const target = amount < 0 ? 0 : 255;
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** Line icons on a 120 x 90 box; drawn in white by the caller's group. */
const ICON_PATHS: Record<Icon, string> = {
  // A sheet of film with its corner peeling back.
  adhesive:
    '<path d="M20 10h62l18 18v52H20z"/><path d="M82 10v18h18" fill-opacity="0.35"/><path d="M30 64h40M30 52h52M30 40h30"/>',
  // A panel standing in perspective, showing its thickness.
  rigid: '<path d="M22 20l64-8v66l-64-8z"/><path d="M86 12l10 4v58l-10 4"/><path d="M34 30l40-5M34 42l40-4"/>',
  // A wallcovering roll hanging a panel.
  Wallcoverings:
    '<ellipse cx="60" cy="16" rx="40" ry="7"/><path d="M28 20v58h64V20"/><path d="M40 34l8 8-8 8-8-8zM72 34l8 8-8 8-8-8zM56 56l8 8-8 8-8-8z"/>',
  // A window of four panes with a glare.
  "Window Decoration":
    '<rect x="22" y="10" width="76" height="70" rx="3"/><path d="M60 10v70M22 45h76M32 32l12-12M70 68l14-14"/>',
  // A horseshoe magnet.
  Magnetic:
    '<path d="M30 14v34a30 30 0 0 0 60 0V14H74v34a14 14 0 0 1-28 0V14z"/><path d="M30 26h16M74 26h16" stroke-width="6"/>',
  // A roll of patterned print.
  Rolled:
    '<ellipse cx="30" cy="45" rx="12" ry="32"/><path d="M30 13h62v64H30"/><path d="M48 30l6 6-6 6-6-6zM66 30l6 6-6 6-6-6zM84 30l6 6-6 6-6-6zM57 52l6 6-6 6-6-6zM75 52l6 6-6 6-6-6z"/>',
  // A yard sign on an H step stake.
  misc: '<rect x="24" y="10" width="72" height="42" rx="2"/><path d="M44 52v30M76 52v30M44 62h32"/>',
  // A framed picture: mountains and a sun.
  "printed-graphics":
    '<rect x="16" y="12" width="88" height="66" rx="4"/><path d="M22 72l26-30 18 20 12-12 20 22"/><circle cx="82" cy="30" r="8"/>',
  // A wall with a repeat pattern.
  wallpaper:
    '<rect x="18" y="10" width="84" height="70"/><path d="M18 33h84M18 57h84"/><circle cx="39" cy="22" r="5"/><circle cx="81" cy="22" r="5"/><circle cx="60" cy="45" r="5"/><circle cx="39" cy="68" r="5"/><circle cx="81" cy="68" r="5"/>',
  // Two columns under a lintel.
  architectural:
    '<path d="M14 16h92l-6-8H20zM14 80h92"/><path d="M30 22h16v52H30zM74 22h16v52H74z"/><path d="M36 26v44M40 26v44M80 26v44M84 26v44"/>',
  // Brickwork.
  "rough-walls":
    '<rect x="14" y="12" width="92" height="66"/><path d="M14 28h92M14 45h92M14 62h92M44 12v16M84 12v16M28 28v17M64 28v17M100 28v17M44 45v17M84 45v17M28 62v16M64 62v16"/>',
  // Glass panels with glare.
  glass:
    '<rect x="14" y="10" width="40" height="70"/><rect x="66" y="10" width="40" height="70"/><path d="M24 30l14-14M24 44l24-24M76 66l20-20M84 72l14-14"/>',
  // Floor in perspective with a direction arrow.
  floors: '<path d="M30 18h60l22 62H8z"/><path d="M60 18v62M20 48h80"/><path d="M50 62l10-10 10 10M60 52v22"/>',
  // A van.
  vehicle:
    '<path d="M10 62V26h62l16 14h20v22z"/><path d="M76 30v10h12"/><circle cx="32" cy="64" r="9"/><circle cx="88" cy="64" r="9"/><path d="M20 42h40"/>',
  // A post-and-panel sign.
  signage: '<rect x="16" y="12" width="88" height="44" rx="3"/><path d="M34 56v28M86 56v28M30 28h60M30 40h40"/>',
  // A colour swatch fan.
  service: '<path d="M60 80L28 18l20-6zM60 80l-4-68h22zM60 80l30-60 16 12z"/>',
  // A chart of swatches.
  chart:
    '<rect x="18" y="10" width="84" height="70" rx="3"/><path d="M30 22h16v14H30zM52 22h16v14H52zM74 22h16v14H74zM30 44h16v14H30zM52 44h16v14H52zM74 44h16v14H74z"/><path d="M30 68h60"/>',
};

/** Splits a long name over two lines at a space near the middle. */
function titleLines(title: string): string[] {
  if (title.length <= 24) return [title];
  const middle = title.length / 2;
  let best = -1;
  for (let i = 0; i < title.length; i++) {
    if (title[i] === " " && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return best < 0 ? [title] : [title.slice(0, best), title.slice(best + 1)];
}

export function tileSvg(spec: TileImageSpec): string {
  const color = isHexColor(spec.color) ? spec.color : "#5b6770";
  const dark = shade(color, -0.35);
  const light = shade(color, 0.18);
  const lines = titleLines(spec.title);
  const size = lines.some((l) => l.length > 26) ? 15 : 18;
  const firstY = lines.length === 1 ? 168 : 158;
  const text = lines
    .map(
      (line, i) =>
        `<text x="160" y="${firstY + i * (size + 4)}" font-size="${size}" font-weight="600">${escapeXml(line)}</text>`,
    )
    .join("");
  const subtitle = spec.subtitle
    ? `<text x="160" y="24" font-size="11" letter-spacing="1.5" fill-opacity="0.8">${escapeXml(spec.subtitle.toUpperCase())}</text>`
    : "";
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200" role="img"',
    ` aria-label="${escapeXml(spec.title)}">`,
    `<title>${escapeXml(spec.title)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    '<rect width="320" height="200" rx="12" fill="url(#g)"/>',
    '<circle cx="280" cy="30" r="70" fill="#ffffff" fill-opacity="0.06"/>',
    `<g transform="translate(100 36)" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${ICON_PATHS[spec.icon]}</g>`,
    `<g fill="#ffffff" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">${subtitle}${text}</g>`,
    "</svg>",
  ].join("");
}
