import { expect, test } from "@playwright/test";
import { ART_RULES, ART_SPEC_TITLES, artSpecPath, guidePath } from "@portal/contract";

const SITE = "TradeLine Print";

test.describe("information pages", () => {
  test("home shows the hero, the art-spec links, the product overview and the tile menu slot", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(`On-Demand Graphics Production | ${SITE}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("On-Demand Graphics Production");
    const specs = page.getByRole("region", { name: "Art Specifications" });
    await expect(specs.getByRole("link", { name: /^Adhesive Art Specs/ })).toHaveAttribute(
      "href",
      artSpecPath("adhesive"),
    );
    await expect(specs.getByRole("link", { name: /^Rigid\/ACM Art Specs/ })).toHaveAttribute(
      "href",
      artSpecPath("acm"),
    );
    await expect(specs.getByRole("link", { name: /^Corex Art Specs/ })).toHaveAttribute("href", artSpecPath("corex"));
    await expect(page.getByRole("region", { name: "What We Print" }).getByRole("heading", { level: 3 })).toHaveCount(8);
    await expect(page.locator("section#material-guide")).toHaveAttribute("aria-label", "Material Selection Guide");
  });

  test("terms show 14 Terms of Use sections, 13 Conditions of Order and the last-modified date", async ({ page }) => {
    await page.goto("/terms");
    await expect(page).toHaveTitle(`Terms and Conditions | ${SITE}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByText("Last modified September 10, 2021", { exact: true })).toBeVisible();
    const terms = page.getByRole("region", { name: "Terms of Use" });
    await expect(terms.getByRole("heading", { level: 3 })).toHaveCount(14);
    await expect(terms.getByRole("heading", { level: 3 }).first()).toHaveText(/^1\. /);
    await expect(terms.getByRole("heading", { level: 3 }).last()).toHaveText(/^14\. /);
    const conditions = page.getByRole("region", { name: "Conditions of Order" });
    await expect(conditions.locator("ol > li")).toHaveCount(13);
    await expect(conditions).toContainText("$150 Minimum Purchase Charge");
    await expect(conditions).toContainText("3:00 pm Central");
    await expect(conditions).toContainText("$30 service charge");
    await expect(conditions).toContainText("All sales are final.");
    await expect(terms).toContainText(SITE);
  });

  test("resources show the videos, the FAQ, the downloads and the installer network", async ({ page }) => {
    await page.goto("/resources");
    await expect(page).toHaveTitle(`Resources | ${SITE}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources");

    const videos = page.getByRole("region", { name: "Help Videos" });
    await expect(videos.getByTestId("help-video")).toHaveCount(3);
    for (const title of ["Raster to Vector", "Checking Artwork at 100% Print Size", "Changing Artwork Size"]) {
      await expect(videos.getByRole("heading", { level: 3, name: title })).toBeVisible();
      const watch = videos.getByRole("link", { name: `Watch the video — ${title} (opens in a new tab)` });
      await expect(watch).toHaveAttribute("target", "_blank");
      await expect(watch).toHaveAttribute("rel", /noopener/);
    }
    await expect(videos.getByTestId("help-video").first().getByRole("listitem")).not.toHaveCount(0);

    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    expect(await faq.getByTestId("faq").count()).toBeGreaterThanOrEqual(6);
    await expect(faq.getByRole("heading", { name: "Which file types do you accept?" })).toBeVisible();

    const specs = page.getByRole("region", { name: "Art Specifications" });
    for (const m of ["adhesive", "acm", "corex"] as const) {
      await expect(specs.getByRole("heading", { level: 3, name: ART_SPEC_TITLES[m] })).toBeVisible();
      const link = specs.getByRole("link", { name: `Download PDF — ${ART_SPEC_TITLES[m]}` });
      await expect(link).toHaveAttribute("href", artSpecPath(m));
      await expect(link).toHaveAttribute("download", "");
    }

    const guides = page.getByRole("region", { name: "Guides" });
    await expect(guides.getByRole("link", { name: /Colour Matching Service/ })).toHaveAttribute(
      "href",
      guidePath("color-matching-service"),
    );
    await expect(guides.getByRole("link", { name: /Vehicle Measurement/ })).toHaveAttribute(
      "href",
      guidePath("vehicle-measurement"),
    );

    const installer = page.getByRole("link", { name: /certified installer/i });
    await expect(installer).toHaveAttribute("href", "https://www.installernetwork.example");
    await expect(installer).toHaveAttribute("target", "_blank");
    await expect(installer).toHaveAttribute("rel", /noopener/);
  });

  test("help shows the three art-spec downloads, the playlist and every art rule", async ({ page }) => {
    await page.goto("/help");
    await expect(page).toHaveTitle(`Help | ${SITE}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help");
    const downloads = page.getByRole("region", { name: "Art Specification Downloads" });
    await expect(downloads.getByRole("link", { name: /^Adhesive Art Specs/ })).toHaveAttribute(
      "href",
      artSpecPath("adhesive"),
    );
    await expect(downloads.getByRole("link", { name: /^Rigid\/ACM Art Specs/ })).toHaveAttribute(
      "href",
      artSpecPath("acm"),
    );
    await expect(downloads.getByRole("link", { name: /^Corex Art Specs/ })).toHaveAttribute(
      "href",
      artSpecPath("corex"),
    );
    const playlist = page.getByRole("link", { name: /video playlist/ });
    await expect(playlist).toHaveAttribute("target", "_blank");
    await expect(playlist).toHaveAttribute("rel", /noopener/);

    const rules = page.getByRole("region", { name: "Art Rules" });
    await expect(rules.getByRole("heading", { level: 3 })).toHaveCount(ART_RULES.length);
    for (const rule of ART_RULES) {
      await expect(rules.getByRole("heading", { level: 3, name: rule.title, exact: true })).toBeVisible();
      await expect(rules.getByText(rule.text, { exact: true })).toBeVisible();
    }
  });
});
