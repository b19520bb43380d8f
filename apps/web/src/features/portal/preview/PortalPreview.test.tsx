import { MantineProvider } from "@mantine/core";
import type { PortalItem } from "@portal/contract";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PortalPreview } from "./PortalPreview";

function render(items: PortalItem[], activeIndex: number, productType: string): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <PortalPreview items={items} activeIndex={activeIndex} productType={productType} />
    </MantineProvider>,
  );
}

const corexSign: PortalItem = {
  Name: "yard.pdf",
  ImageUrl: "/files/yard.png",
  InchWidth: 24,
  InchHeight: 18,
  rigid_type: "corex",
  round_corners: "0.5",
  holes: "2",
  hole_placement: "top",
  hole_edge_distance: "",
  hole_hole_distance: "10",
  MaterialSheetSize: "48,96",
  Quantity: 12,
};

describe("PortalPreview", () => {
  it("shows the empty state when there is no active image", () => {
    expect(render([], -1, "adhesive")).toContain("Add an image from the Image Library to see its preview.");
  });

  it("names the piece for screen readers and labels the hole distances", () => {
    const html = render([corexSign], 0, "rigid");
    expect(html).toContain(
      'aria-label="yard.pdf: 24 in x 18 in, 0.5 in rounded corners, 2 holes along the top, 1 in from the edge, horizontal flutes"',
    );
    expect(html).toContain('href="/files/yard.png"');
    // The artwork is clipped to the rounded piece (0.5 in radius at 16 px per inch).
    const clip = html.match(/<clipPath id="([\w-]+)"><rect [^>]*rx="([\d.]+)"/);
    expect(clip).not.toBeNull();
    expect(Number(clip![2])).toBe(8);
    expect(html).toMatch(new RegExp(`<image [^>]*clip-path="url\\(#${clip![1]}\\)"`));
    expect(html).toContain(">1 in</text>");
    expect(html).toContain(">10 in</text>");
    expect(html).toContain('data-testid="flute-lines"');
  });

  it("shows 'Image not found' when the image has no address", () => {
    const html = render([{ ...corexSign, ImageUrl: "" }], 0, "adhesive");
    expect(html).toContain("Image not found");
    expect(html).toContain(", image not found");
  });

  it("pages the rigid sheets with Prev disabled on the first of 2", () => {
    const html = render([corexSign], 0, "rigid");
    // 24 x 18 on 48 x 96: 10 per sheet, so 12 pieces take 2 sheets.
    expect(html).toContain("1 of 2");
    expect(html).toContain('aria-label="Sheet 1 of 2: 10 pieces on a 48 in x 96 in sheet"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Prev/);
    expect(html).toMatch(/<button(?![^>]*disabled)[^>]*>(?:(?!<\/button>).)*Next/);
    expect(html).toContain("height:40vh;width:20vh");
  });

  it("opens on the sheet of the active image and turns the sheet box when rotated", () => {
    const items = [corexSign, { ...corexSign, Name: "second.pdf", Rotate: "yes" }];
    const html = render(items, 1, "rigid");
    // Rotated: 96 x 48 holds 8; 24 pieces take 3 sheets, and the second image starts on sheet 2.
    expect(html).toContain("2 of 3");
    expect(html).toContain("height:20vh;width:40vh");
    expect(html).toContain("vertical flutes");
  });

  it("has no sheet preview for other product types", () => {
    expect(render([corexSign], 0, "adhesive")).not.toContain("Prev");
  });
});
