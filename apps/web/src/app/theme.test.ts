import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { THEMES } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { AA, brandTheme, contrastRatio, readableColors } from "./theme.js";

describe("brand themes read at 4.5:1 (WCAG AA)", () => {
  it("Mantine's defaults did not: grey secondary text 3.32:1 and link blue 4.32:1 on white", () => {
    expect(contrastRatio(DEFAULT_THEME.colors.gray[6], "#ffffff")).toBeCloseTo(3.32, 2);
    expect(contrastRatio(DEFAULT_THEME.colors.indigo[6], "#ffffff")).toBeCloseTo(4.32, 2);
  });

  for (const t of Object.values(THEMES)) {
    it(`${t.id}: links, dimmed text, filled and light colours`, () => {
      const theme = mergeMantineTheme(DEFAULT_THEME, brandTheme(t));
      const light = readableColors(theme).light as Record<string, string>;
      const white = theme.white;
      const gray = theme.colors.gray;
      expect(contrastRatio(light["--mantine-color-anchor"]!, white)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(light["--mantine-color-error"]!, white)).toBeGreaterThanOrEqual(AA);
      for (const bg of [white, gray[0], gray[1]]) {
        expect(contrastRatio(light["--mantine-color-dimmed"]!, bg)).toBeGreaterThanOrEqual(AA);
      }
      for (const [name, shades] of Object.entries(theme.colors)) {
        const filled = light[`--mantine-color-${name}-filled`]!;
        expect(contrastRatio(filled, white), `${name} filled`).toBeGreaterThanOrEqual(AA);
        const lightColor = light[`--mantine-color-${name}-light-color`]!;
        expect(contrastRatio(lightColor, shades[1]), `${name} light`).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(lightColor, shades[2]), `${name} light hover`).toBeGreaterThanOrEqual(AA);
      }
    });
  }

  it("keeps the palette's own shade when it is dark enough", () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, brandTheme(THEMES.wholesale));
    const light = readableColors(theme).light as Record<string, string>;
    expect(light["--mantine-color-indigo-filled"]).toBe(DEFAULT_THEME.colors.indigo[7]);
    expect(light["--mantine-color-anchor"]).toBe(DEFAULT_THEME.colors.indigo[7]);
  });

  it("every close button has a name and a dialog header is no banner", () => {
    const components = brandTheme(THEMES.ngs).components!;
    expect(components.CloseButton!.defaultProps).toMatchObject({ "aria-label": "Close" });
    expect(components.ModalHeader!.defaultProps).toMatchObject({ component: "div" });
  });
});
