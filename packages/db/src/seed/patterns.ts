import type { Db } from "../client.js";
import { patternSubstrates, patterns, patternTags, patternTagValues, textures } from "../schema/index.js";

/**
 * The demo pattern library: 48 patterns in six quick-scroll categories (Wood first, docs/product/patterns.md),
 * each with colour and style tags and the Rolled media it can be printed on, and the texture library.
 * Images are drawn by the server from `generator` and `params` (apps/server/src/modules/patterns).
 */

const SCROLL_TAGS: [value: string, name: string][] = [
  ["wood", "Wood"],
  ["stone", "Stone"],
  ["geometric", "Geometric"],
  ["floral", "Floral"],
  ["textile", "Textile"],
  ["abstract", "Abstract"],
];

const COLOR_TAGS: [string, string][] = [
  ["brown", "Brown"],
  ["grey", "Grey"],
  ["white", "White"],
  ["black", "Black"],
  ["blue", "Blue"],
  ["green", "Green"],
  ["red", "Red"],
  ["gold", "Gold"],
];

const STYLE_TAGS: [string, string][] = [
  ["modern", "Modern"],
  ["classic", "Classic"],
  ["rustic", "Rustic"],
  ["playful", "Playful"],
];

const ALL = ["ROLL-T2", "ROLL-PSF", "ROLL-VINYL"];
const WALL = ["ROLL-T2", "ROLL-VINYL"];
const SOFT = ["ROLL-T2", "ROLL-PSF"];

type Params = Record<string, string | number>;
interface PatternSeed {
  design: string;
  family: string;
  generator: string;
  params: Params;
  colors: string[];
  style: string;
  substrates: string[];
  description: string;
  /** Full-coverage photographic surfaces have no transparent variant. */
  opaqueOnly?: boolean;
}

const wood = (design: string, base: string, grain: string, colors: string[], style: string, seed: number) => ({
  design,
  family: "Plank",
  generator: "wood",
  params: { base, fg: grain, scale: 1 + (seed % 3) * 0.25, seed },
  colors,
  style,
  substrates: ALL,
  description: `${design} boards with a fine, straight grain.`,
});

const BY_TAG: Record<string, PatternSeed[]> = {
  wood: [
    wood("Harbor Oak", "#c8a06a", "#7a5230", ["brown"], "classic", 11),
    wood("Smoked Walnut", "#6b4a33", "#2f1d12", ["brown", "black"], "classic", 12),
    wood("Bleached Ash", "#e6dccb", "#a99579", ["white"], "modern", 13),
    wood("Barnyard Pine", "#b98a55", "#5c3b1e", ["brown"], "rustic", 14),
    wood("Grey Driftwood", "#b4b0a8", "#6e6a63", ["grey"], "rustic", 15),
    wood("Cherry Heart", "#a0523a", "#5a2618", ["red", "brown"], "classic", 16),
    wood("Ebony Stripe", "#3a302a", "#120d0a", ["black"], "modern", 17),
    wood("Honey Maple", "#e0b872", "#a8763a", ["gold", "brown"], "classic", 18),
  ],
  stone: [
    {
      design: "Carrara Vein",
      family: "Marble",
      generator: "marble",
      params: { base: "#f2f0ec", fg: "#8d9096", scale: 1, seed: 21 },
      colors: ["white", "grey"],
      style: "classic",
      substrates: ALL,
      description: "White marble with soft grey veins.",
    },
    {
      design: "Nero Marquina",
      family: "Marble",
      generator: "marble",
      params: { base: "#1d1d1f", fg: "#e8e6e1", scale: 1.2, seed: 22 },
      colors: ["black", "white"],
      style: "modern",
      substrates: ALL,
      description: "Black marble crossed by bright white veins.",
    },
    {
      design: "Verde Alpi",
      family: "Marble",
      generator: "marble",
      params: { base: "#2f5a48", fg: "#cfe3d6", scale: 0.9, seed: 23 },
      colors: ["green"],
      style: "classic",
      substrates: WALL,
      description: "Deep green marble with pale veins.",
    },
    {
      design: "Salt and Pepper",
      family: "Granite",
      generator: "granite",
      params: { base: "#c9c7c2", fg: "#2b2b2b", fg2: "#8a8780", seed: 24 },
      colors: ["grey", "black"],
      style: "modern",
      substrates: ALL,
      description: "Speckled grey granite.",
      opaqueOnly: true,
    },
    {
      design: "Red Canyon",
      family: "Granite",
      generator: "granite",
      params: { base: "#a4583f", fg: "#3b1a12", fg2: "#d9a48a", seed: 25 },
      colors: ["red"],
      style: "rustic",
      substrates: WALL,
      description: "Warm red granite with dark flecks.",
      opaqueOnly: true,
    },
    {
      design: "Venetian Terrazzo",
      family: "Terrazzo",
      generator: "terrazzo",
      params: { base: "#efe9df", fg: "#c0614a", fg2: "#3c6e8f", fg3: "#9a9a9a", seed: 26 },
      colors: ["white", "red", "blue"],
      style: "playful",
      substrates: ALL,
      description: "Cream terrazzo with coloured chips.",
    },
    {
      design: "Charcoal Terrazzo",
      family: "Terrazzo",
      generator: "terrazzo",
      params: { base: "#3a3b3d", fg: "#d8d4cc", fg2: "#c49a4a", fg3: "#70757c", seed: 27 },
      colors: ["black", "gold"],
      style: "modern",
      substrates: ALL,
      description: "Dark terrazzo with light and gold chips.",
    },
    {
      design: "Old Mill Brick",
      family: "Brick",
      generator: "brick",
      params: { base: "#9c4a32", fg: "#d9d2c5", size: 60, seed: 28 },
      colors: ["red"],
      style: "rustic",
      substrates: WALL,
      description: "Running-bond red brick with pale mortar.",
    },
  ],
  geometric: [
    {
      design: "Navy Chevron",
      family: "Chevron",
      generator: "chevron",
      params: { base: "#f4f1ea", fg: "#1f3a5f", size: 80 },
      colors: ["blue", "white"],
      style: "modern",
      substrates: ALL,
      description: "Bold navy zigzags.",
    },
    {
      design: "Sage Chevron",
      family: "Chevron",
      generator: "chevron",
      params: { base: "#fbfaf6", fg: "#8aa58a", size: 60 },
      colors: ["green", "white"],
      style: "modern",
      substrates: ALL,
      description: "Soft sage zigzags.",
    },
    {
      design: "Honeycomb Gold",
      family: "Hexagon",
      generator: "hexagon",
      params: { base: "#1c1c1c", fg: "#c9a24a", size: 48 },
      colors: ["gold", "black"],
      style: "modern",
      substrates: WALL,
      description: "Gold hexagon outlines on black.",
    },
    {
      design: "Slate Hexagon",
      family: "Hexagon",
      generator: "hexagon",
      params: { base: "#e9ecef", fg: "#4b5563", size: 40 },
      colors: ["grey"],
      style: "modern",
      substrates: ALL,
      description: "Slate hexagon outlines on pale grey.",
    },
    {
      design: "Gingham Red",
      family: "Check",
      generator: "checker",
      params: { base: "#ffffff", fg: "#c0392b", size: 40 },
      colors: ["red", "white"],
      style: "playful",
      substrates: SOFT,
      description: "Red and white picnic check.",
    },
    {
      design: "Monochrome Check",
      family: "Check",
      generator: "checker",
      params: { base: "#f5f5f5", fg: "#111111", size: 60 },
      colors: ["black", "white"],
      style: "modern",
      substrates: ALL,
      description: "Black and white squares.",
    },
    {
      design: "Polka Teal",
      family: "Dots",
      generator: "dots",
      params: { base: "#fdf8ef", fg: "#1f8a8a", size: 48 },
      colors: ["blue", "green"],
      style: "playful",
      substrates: ALL,
      description: "Teal dots on cream.",
    },
    {
      design: "Herringbone Stone",
      family: "Herringbone",
      generator: "herringbone",
      params: { base: "#d6d0c4", fg: "#7d7568", size: 36 },
      colors: ["grey", "brown"],
      style: "classic",
      substrates: ALL,
      description: "Herringbone in warm stone tones.",
    },
  ],
  floral: [
    {
      design: "Blush Peony",
      family: "Blossom",
      generator: "floral",
      params: { base: "#fbf3f0", fg: "#d9808a", fg2: "#f2c14e", size: 120, petals: 6, seed: 41 },
      colors: ["red", "white"],
      style: "classic",
      substrates: SOFT,
      description: "Soft pink blossoms on a blush ground.",
    },
    {
      design: "Cornflower Field",
      family: "Blossom",
      generator: "floral",
      params: { base: "#f3f6fb", fg: "#4a6fb3", fg2: "#f7d35a", size: 90, petals: 8, seed: 42 },
      colors: ["blue", "white"],
      style: "playful",
      substrates: ALL,
      description: "Blue flowers scattered on white.",
    },
    {
      design: "Marigold",
      family: "Blossom",
      generator: "floral",
      params: { base: "#2b3a2f", fg: "#e89a2c", fg2: "#7a3b12", size: 110, petals: 10, seed: 43 },
      colors: ["gold", "green"],
      style: "classic",
      substrates: ALL,
      description: "Orange marigolds on deep green.",
    },
    {
      design: "Night Bloom",
      family: "Blossom",
      generator: "floral",
      params: { base: "#14182b", fg: "#e7e1f5", fg2: "#c9a24a", size: 130, petals: 5, seed: 44 },
      colors: ["black", "white"],
      style: "modern",
      substrates: WALL,
      description: "Pale flowers on a midnight ground.",
    },
    {
      design: "Fern Canopy",
      family: "Foliage",
      generator: "leaves",
      params: { base: "#eef3ea", fg: "#3f6b3a", size: 100, seed: 45 },
      colors: ["green"],
      style: "classic",
      substrates: ALL,
      description: "Layered fern leaves.",
    },
    {
      design: "Monstera",
      family: "Foliage",
      generator: "leaves",
      params: { base: "#f6f1e7", fg: "#1f5b43", size: 150, seed: 46 },
      colors: ["green", "white"],
      style: "modern",
      substrates: ALL,
      description: "Large tropical leaves.",
    },
    {
      design: "Autumn Leaf",
      family: "Foliage",
      generator: "leaves",
      params: { base: "#f4e9d8", fg: "#b5522b", size: 110, seed: 47 },
      colors: ["red", "brown"],
      style: "rustic",
      substrates: SOFT,
      description: "Falling leaves in rust and ochre.",
    },
    {
      design: "Olive Branch",
      family: "Foliage",
      generator: "leaves",
      params: { base: "#fbfaf3", fg: "#7d8a4a", size: 80, seed: 48 },
      colors: ["green"],
      style: "classic",
      substrates: ALL,
      description: "Fine olive leaves on ivory.",
    },
  ],
  textile: [
    {
      design: "Natural Linen",
      family: "Weave",
      generator: "linen",
      params: { base: "#d8ccb4", fg: "#8c7c5e", seed: 51 },
      colors: ["brown", "white"],
      style: "classic",
      substrates: ALL,
      description: "The look of natural woven linen.",
      opaqueOnly: true,
    },
    {
      design: "Denim Weave",
      family: "Weave",
      generator: "linen",
      params: { base: "#3d5a80", fg: "#1b2a41", seed: 52 },
      colors: ["blue"],
      style: "rustic",
      substrates: ALL,
      description: "Indigo denim twill.",
      opaqueOnly: true,
    },
    {
      design: "Grey Tweed",
      family: "Weave",
      generator: "linen",
      params: { base: "#9ea2a6", fg: "#4a4e52", seed: 53 },
      colors: ["grey"],
      style: "classic",
      substrates: SOFT,
      description: "Heathered grey tweed.",
      opaqueOnly: true,
    },
    {
      design: "Ticking Stripe",
      family: "Stripe",
      generator: "stripes",
      params: { base: "#f7f4ec", fg: "#2a4d7a", size: 36, angle: 0 },
      colors: ["blue", "white"],
      style: "classic",
      substrates: ALL,
      description: "Narrow blue ticking stripes.",
    },
    {
      design: "Cabana Stripe",
      family: "Stripe",
      generator: "stripes",
      params: { base: "#ffffff", fg: "#e0703a", size: 80, angle: 0 },
      colors: ["red", "white"],
      style: "playful",
      substrates: ALL,
      description: "Wide orange beach stripes.",
    },
    {
      design: "Diagonal Pinstripe",
      family: "Stripe",
      generator: "stripes",
      params: { base: "#202124", fg: "#c9c9c9", size: 24, angle: 45 },
      colors: ["black", "grey"],
      style: "modern",
      substrates: WALL,
      description: "Fine diagonal pinstripes.",
    },
    {
      design: "Tartan Green",
      family: "Plaid",
      generator: "plaid",
      params: { base: "#234d3a", fg: "#a12a2a", fg2: "#e8d37a", size: 96 },
      colors: ["green", "red"],
      style: "classic",
      substrates: SOFT,
      description: "A green tartan with red and gold lines.",
    },
    {
      design: "Buffalo Check",
      family: "Plaid",
      generator: "plaid",
      params: { base: "#1b1b1b", fg: "#b3262b", fg2: "#b3262b", size: 120 },
      colors: ["red", "black"],
      style: "rustic",
      substrates: ALL,
      description: "Red and black buffalo plaid.",
    },
  ],
  abstract: [
    {
      design: "Ocean Waves",
      family: "Wave",
      generator: "waves",
      params: { base: "#e8f1f5", fg: "#2f6f95", size: 60 },
      colors: ["blue", "white"],
      style: "modern",
      substrates: ALL,
      description: "Rolling blue wave lines.",
    },
    {
      design: "Dune Lines",
      family: "Wave",
      generator: "waves",
      params: { base: "#f1e3c8", fg: "#b08850", size: 40 },
      colors: ["gold", "brown"],
      style: "modern",
      substrates: ALL,
      description: "Sand-coloured flowing lines.",
    },
    {
      design: "Watercolor Wash",
      family: "Wash",
      generator: "clouds",
      params: { base: "#f7f7fb", fg: "#6c8ebf", seed: 61 },
      colors: ["blue"],
      style: "modern",
      substrates: SOFT,
      description: "A soft blue watercolour wash.",
    },
    {
      design: "Rose Quartz Wash",
      family: "Wash",
      generator: "clouds",
      params: { base: "#fff6f6", fg: "#d48a9a", seed: 62 },
      colors: ["red", "white"],
      style: "playful",
      substrates: ALL,
      description: "A rosy cloud wash.",
    },
    {
      design: "Concrete",
      family: "Wash",
      generator: "clouds",
      params: { base: "#b8b8b4", fg: "#6a6a66", seed: 63 },
      colors: ["grey"],
      style: "modern",
      substrates: WALL,
      description: "Poured-concrete mottling.",
      opaqueOnly: true,
    },
    {
      design: "Confetti",
      family: "Scatter",
      generator: "terrazzo",
      params: { base: "#ffffff", fg: "#e84a5f", fg2: "#2a9d8f", fg3: "#f4a261", seed: 64 },
      colors: ["red", "green", "white"],
      style: "playful",
      substrates: SOFT,
      description: "Bright scattered confetti.",
    },
    {
      design: "Gold Leaf Dots",
      family: "Scatter",
      generator: "dots",
      params: { base: "#101820", fg: "#d4af37", size: 28 },
      colors: ["gold", "black"],
      style: "classic",
      substrates: WALL,
      description: "Small gold dots on ink.",
    },
    {
      design: "Emerald Waves",
      family: "Wave",
      generator: "waves",
      params: { base: "#0f3d2e", fg: "#9bd3b0", size: 50 },
      colors: ["green"],
      style: "modern",
      substrates: ALL,
      description: "Pale wave lines on emerald.",
    },
  ],
};

const PREFIX: Record<string, string> = {
  wood: "WD",
  stone: "ST",
  geometric: "GE",
  floral: "FL",
  textile: "TX",
  abstract: "AB",
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const PATTERN_ROWS: (typeof patterns.$inferInsert)[] = [];
const PATTERN_TAG_ROWS: (typeof patternTags.$inferInsert)[] = [];
const PATTERN_SUBSTRATE_ROWS: (typeof patternSubstrates.$inferInsert)[] = [];

for (const [scrollTag] of SCROLL_TAGS) {
  for (const [i, p] of (BY_TAG[scrollTag] ?? []).entries()) {
    const patternNumber = `${PREFIX[scrollTag]}-${101 + i}`;
    PATTERN_ROWS.push({
      patternNumber,
      filename: `${slug(p.design)}.png`,
      patternName: p.design.toLowerCase().includes(p.family.toLowerCase()) ? p.design : `${p.design} ${p.family}`,
      designName: p.design,
      designDescription: p.description,
      scrollTag,
      generator: p.generator,
      params: p.params,
      hasOpaque: true,
      hasTransparent: !p.opaqueOnly,
      sort: i + 1,
    });
    for (const tagValue of [...p.colors, p.style]) PATTERN_TAG_ROWS.push({ patternNumber, tagValue });
    for (const mediaItemNo of p.substrates) PATTERN_SUBSTRATE_ROWS.push({ patternNumber, mediaItemNo });
  }
}

const TEXTURE_ROWS: (typeof textures.$inferInsert)[] = [
  ["Raw Concrete", "Masonry", "clouds", { base: "#a9a9a4", fg: "#5f5f5a", seed: 71 }],
  ["Sandstone", "Masonry", "granite", { base: "#d9c29a", fg: "#8a6b3d", fg2: "#f2e6cc", seed: 72 }],
  ["Whitewashed Brick", "Masonry", "brick", { base: "#ece7de", fg: "#bdb5a6", size: 60, seed: 73 }],
  ["Burlap", "Fabric", "linen", { base: "#bfa37a", fg: "#6f5534", seed: 74 }],
  ["Canvas", "Fabric", "linen", { base: "#ebe4d3", fg: "#b3a78c", seed: 75 }],
  ["Oak Veneer", "Wood", "wood", { base: "#c59b63", fg: "#82592f", scale: 1, seed: 76 }],
  ["Brushed Steel", "Metal", "stripes", { base: "#b9bcc0", fg: "#8f9398", size: 6, angle: 0 }],
  ["Travertine", "Stone", "marble", { base: "#e4d6bd", fg: "#b09a76", scale: 1.4, seed: 77 }],
].map(([name, category, generator, params], i) => ({
  textureId: `TXR-${201 + i}`,
  name: name as string,
  category: category as string,
  description: `${name as string} surface texture, seamless for wall and floor mock-ups.`,
  filename: `texture-${slug(name as string)}.png`,
  generator: generator as string,
  params: params as Params,
  sort: i + 1,
}));

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function seedPatterns(tx: Db | Tx): Promise<void> {
  const tagRows = [
    ...SCROLL_TAGS.map(([tagValue, tagName], i) => ({ tagValue, tagName, tagType: "scroll" as const, sort: i + 1 })),
    ...COLOR_TAGS.map(([tagValue, tagName], i) => ({ tagValue, tagName, tagType: "color" as const, sort: i + 1 })),
    ...STYLE_TAGS.map(([tagValue, tagName], i) => ({ tagValue, tagName, tagType: "style" as const, sort: i + 1 })),
  ];
  await tx.insert(patternTagValues).values(tagRows);
  await tx.insert(patterns).values(PATTERN_ROWS);
  await tx.insert(patternTags).values(PATTERN_TAG_ROWS);
  await tx.insert(patternSubstrates).values(PATTERN_SUBSTRATE_ROWS);
  await tx.insert(textures).values(TEXTURE_ROWS);
}
