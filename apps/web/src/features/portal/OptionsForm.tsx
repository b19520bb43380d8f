import {
  ActionIcon,
  Box,
  Checkbox,
  Group,
  List,
  NativeSelect,
  NumberInput,
  Popover,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import {
  type CatalogMaterial,
  CHOICE_PLACEHOLDER,
  fieldText,
  type OptionChoiceRow,
  type OptionRow,
  optionVisible,
  type PortalItem,
  type ProductOptions,
} from "@portal/contract";
import { IconHelpCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { quantityFromInput } from "../../lib/quantity.js";

/** The label of an unavailable choice (docs/product/portal.md). */
export const UNAVAILABLE_SUFFIX = "(Temporarily Unavailable)";

export interface OptionsFormProps {
  item: PortalItem;
  productType: string;
  materials: readonly CatalogMaterial[];
  options: ProductOptions | undefined;
  onChange(key: string, value: unknown): void;
  onSize(width: number | "", height: number | ""): void;
}

function choiceLabel(name: string, available: boolean): string {
  return available ? name : `${name} ${UNAVAILABLE_SUFFIX}`;
}

/** The help-text icon of an option: its help text and the long description of each choice. */
function HelpIcon({ title, text, choices }: { title: string; text: string; choices: readonly OptionChoiceRow[] }) {
  const described = choices.filter((c) => c.ChoiceLongDesc);
  return (
    <Popover width={320} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" size="sm" aria-label={`Help: ${title}`}>
          <IconHelpCircle size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4}>
          {text && <Text size="sm">{text}</Text>}
          {described.length > 0 && (
            <List size="sm" spacing={2}>
              {described.map((c) => (
                <List.Item key={c.ChoiceValue}>
                  <b>{c.ChoiceName}</b>: {c.ChoiceLongDesc}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** One option of GetProductOptions: a dropdown starting at 'Select', a checkbox or a text box. */
function OptionField({
  option,
  choices,
  value,
  onChange,
}: {
  option: OptionRow;
  choices: readonly OptionChoiceRow[];
  value: string;
  onChange(value: string): void;
}) {
  const help = (option.HelpText || choices.some((c) => c.ChoiceLongDesc)) && (
    <HelpIcon title={option.OptionName} text={option.HelpText} choices={choices} />
  );
  if (option.IsCheckbox) {
    return (
      <Group gap={4} wrap="nowrap">
        <Checkbox
          label={option.OptionName}
          checked={value === "yes"}
          onChange={(e) => onChange(e.currentTarget.checked ? "yes" : "no")}
        />
        {help}
      </Group>
    );
  }
  if (option.IsTextbox) {
    return (
      <LabelledWithHelp help={help}>
        <TextInput
          label={option.OptionName}
          value={value === CHOICE_PLACEHOLDER ? "" : value}
          inputMode="decimal"
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      </LabelledWithHelp>
    );
  }
  const known = value === "" || value === CHOICE_PLACEHOLDER || choices.some((c) => c.ChoiceValue === value);
  return (
    <LabelledWithHelp help={help}>
      <NativeSelect
        label={option.OptionName}
        value={value === "" ? CHOICE_PLACEHOLDER : value}
        onChange={(e) => onChange(e.currentTarget.value)}
        data={[
          { value: CHOICE_PLACEHOLDER, label: CHOICE_PLACEHOLDER },
          ...(known ? [] : [{ value, label: value }]),
          ...choices.map((c) => ({
            value: c.ChoiceValue,
            label: choiceLabel(c.ChoiceName, c.ChoiceAvailable),
            disabled: !c.ChoiceAvailable,
          })),
        ]}
      />
    </LabelledWithHelp>
  );
}

/**
 * A labelled input with its help icon at the right end of the label row, so every input of the form
 * keeps the full width (the icon stays out of the input's accessible name).
 */
function LabelledWithHelp({ help, children }: { help: ReactNode; children: ReactNode }) {
  if (!help) return children;
  return (
    <Box pos="relative">
      {children}
      <Box pos="absolute" top={0} right={0}>
        {help}
      </Box>
    </Box>
  );
}

/**
 * Width and height in inches. Each change goes to the project at once, so the 500 ms pricing debounce
 * starts from the keystroke; the preview follows 150 ms after the last size change (PortalPage).
 */
function SizeInputs({ item, onSize }: { item: PortalItem; onSize(width: number | "", height: number | ""): void }) {
  const width = numberOrBlank(item.InchWidth);
  const height = numberOrBlank(item.InchHeight);
  return (
    <SimpleGrid cols={2}>
      <NumberInput
        label="Height (in)"
        min={0}
        decimalScale={3}
        value={height}
        onChange={(v) => onSize(width, toNumberOrBlank(v))}
      />
      <NumberInput
        label="Width (in)"
        min={0}
        decimalScale={3}
        value={width}
        onChange={(v) => onSize(toNumberOrBlank(v), height)}
      />
    </SimpleGrid>
  );
}

function numberOrBlank(v: unknown): number | "" {
  const n = typeof v === "number" ? v : Number(v);
  return v === "" || v === undefined || v === null || !Number.isFinite(n) ? "" : n;
}

function toNumberOrBlank(v: string | number): number | "" {
  if (v === "") return "";
  const n = typeof v === "number" ? v : Number(v);
  return Number.isFinite(n) ? n : "";
}

/**
 * The options form of the active image (docs/product/portal.md): material, rigid sheet size, Height (in) and
 * Width (in), quantity, then the options of GetProductOptions shown while their conditions hold.
 */
export function OptionsForm({ item, productType, materials, options, onChange, onSize }: OptionsFormProps) {
  const material = materials.find((m) => m.ItemNo === item.ItemNo);
  const itemNo = fieldText(item, "ItemNo");
  const visible = (options?.dtOptions ?? []).filter((o) =>
    optionVisible(o.OptionKey, item, options?.dtOptionCondition ?? []),
  );
  return (
    <Stack gap="sm">
      <NativeSelect
        label="Material"
        value={itemNo === "" ? CHOICE_PLACEHOLDER : itemNo}
        onChange={(e) => onChange("ItemNo", e.currentTarget.value)}
        data={[
          { value: CHOICE_PLACEHOLDER, label: CHOICE_PLACEHOLDER },
          ...materials.map((m) => ({
            value: m.ItemNo,
            label: choiceLabel(m.ItemDesc, m.Available),
            disabled: !m.Available,
          })),
        ]}
      />
      {productType === "rigid" && material && material.SheetSizes.length > 1 && (
        <NativeSelect
          label="Sheet Size"
          value={fieldText(item, "MaterialSheetSize")}
          onChange={(e) => onChange("MaterialSheetSize", e.currentTarget.value)}
          data={material.SheetSizes.map((s) => ({ value: s.MaterialSheetSize, label: s.Name }))}
        />
      )}
      <SizeInputs item={item} onSize={onSize} />
      <NumberInput
        label="Quantity"
        min={1}
        max={999}
        maxLength={3}
        allowDecimal={false}
        value={numberOrBlank(item.Quantity)}
        onChange={(v) => onChange("Quantity", quantityFromInput(v))}
        onBlur={() => {
          const q = Number(item.Quantity);
          if (!(q >= 1)) onChange("Quantity", 1);
        }}
      />
      {visible.map((option) => (
        <OptionField
          key={option.OptionKey}
          option={option}
          choices={(options?.dtOptionChoices ?? []).filter((c) => c.OptionKey === option.OptionKey)}
          value={fieldText(item, option.OptionKey) || (option.IsCheckbox ? "no" : "")}
          onChange={(v) => onChange(option.OptionKey, v)}
        />
      ))}
    </Stack>
  );
}
