import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from "@mantine/core";
import type { BrandTheme } from "@portal/contract";

/** WCAG AA for normal text (1.4.3). */
export const AA = 4.5;

/** The WCAG contrast ratio of two CSS colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function readableOn(color: string, backgrounds: string[]): boolean {
  return backgrounds.every((bg) => contrastRatio(color, bg) >= AA);
}

/**
 * The first shade of the palette, from `from` on, that reads at 4.5:1 on every background; past the
 * palette's darkest shade, that shade darkened step by step.
 */
function readableShade(shades: MantineColorsTuple, from: number, backgrounds: string[]): string {
  for (let i = from; i < shades.length; i++) if (readableOn(shades[i]!, backgrounds)) return shades[i]!;
  const darkest = shades[shades.length - 1]!;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const c = darken(darkest, amount);
    if (readableOn(c, backgrounds)) return c;
  }
  return "#000000";
}

/**
 * Mantine's light-scheme colours that carry text, made readable (issue 17: grey secondary text
 * 3.32:1 and link blue 4.32:1 on white): filled backgrounds under white text, coloured text and
 * links on white, light-variant text on its tinted background, dimmed text on white and on the
 * light grey panels. Each keeps the palette's hue: the first shade dark enough is used.
 */
export const readableColors: CSSVariablesResolver = (theme) => {
  const white = theme.white;
  const light: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const filled = readableShade(shades, 6, [white]);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
    light[`--mantine-color-${name}-text`] = filled;
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = readableShade(shades, 9, [white, shades[1]!, shades[2]!]);
  }
  const gray = theme.colors.gray;
  light["--mantine-color-anchor"] = light[`--mantine-color-${theme.primaryColor}-filled`]!;
  light["--mantine-color-error"] = light["--mantine-color-red-filled"]!;
  light["--mantine-color-dimmed"] = readableShade(gray, 6, [white, gray[0], gray[1]]);
  return { variables: {}, light, dark: {} };
};

/** The Mantine theme of a brand. */
export function brandTheme(t: BrandTheme | undefined): MantineThemeOverride {
  if (!t) return createTheme({ components: A11Y_DEFAULTS });
  return createTheme({
    primaryColor: t.primaryColor,
    fontFamily: t.fontFamily,
    headings: { fontFamily: t.headingFontFamily },
    defaultRadius: t.radius,
    components: A11Y_DEFAULTS,
  });
}

/**
 * Every close button (dialogs, drawers, alerts, notifications) gets a name, and a dialog's header is
 * a plain block: Mantine draws it as <header>, which adds a second banner landmark while it is open.
 */
const A11Y_DEFAULTS: MantineThemeOverride["components"] = {
  CloseButton: { defaultProps: { "aria-label": "Close" } },
  ModalHeader: { defaultProps: { component: "div" } },
  DrawerHeader: { defaultProps: { component: "div" } },
};
