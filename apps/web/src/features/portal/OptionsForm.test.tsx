import { MantineProvider } from "@mantine/core";
import type { OptionChoiceRow, OptionRow, PortalItem, ProductOptions } from "@portal/contract";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OptionsForm, UNAVAILABLE_SUFFIX } from "./OptionsForm";

function option(OptionKey: string, OptionName: string, HelpText: string): OptionRow {
  return { OptionKey, OptionName, IsCheckbox: false, IsTextbox: false, Sort: 0, HelpText, PricePerSqFt: false };
}
function choice(OptionKey: string, ChoiceValue: string, ChoiceName: string, ChoiceAvailable = true): OptionChoiceRow {
  return {
    OptionKey,
    ChoiceName,
    ChoiceValue,
    ChoiceAvailable,
    ChoiceSort: 0,
    ChoiceLongDesc: "",
    ChoicePrice: 0,
    ChoicePricePer: "piece",
  };
}

const options: ProductOptions = {
  dtOptions: [option("size", "Size", "The finished size of the sign."), option("sides", "Printed Sides", "")],
  dtOptionChoices: [
    choice("size", "18x24", "18 x 24 in"),
    choice("sides", "1", "Single-Sided"),
    choice("sides", "2", "Double-Sided", false),
  ],
  dtOptionCondition: [],
  PriceHidden: false,
};

function render(item: PortalItem): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <OptionsForm
        item={item}
        productType="rigid"
        materials={[]}
        options={options}
        onChange={() => {}}
        onSize={() => {}}
      />
    </MantineProvider>,
  );
}

const labels = (html: string) =>
  [...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));

describe("OptionsForm", () => {
  const html = render({ Name: "sign.pdf", InchWidth: 24, InchHeight: 18, Quantity: 1 });

  it("labels each input with its name alone, the help icon beside the label rather than inside it", () => {
    expect(labels(html)).toEqual(["Material", "Height (in)", "Width (in)", "Quantity", "Size", "Printed Sides"]);
    expect(html).toContain('aria-label="Help: Size"');
  });

  it("offers a help icon only for an option with help text", () => {
    expect(html).not.toContain('aria-label="Help: Printed Sides"');
  });

  it("starts dropdowns at 'Select' and marks unavailable choices", () => {
    expect(html).toMatch(/<option value="Select"[^>]*>Select<\/option>/);
    expect(html).toMatch(
      new RegExp(`<option value="2" disabled="">Double-Sided \\${UNAVAILABLE_SUFFIX.replace(")", "\\)")}</option>`),
    );
  });
});
