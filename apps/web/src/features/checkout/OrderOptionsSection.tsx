import { Checkbox, Group, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import type { CheckoutForm } from "@portal/contract";
import { useBrand } from "../../app/BrandProvider.js";
import { ArtSpecLinks, artSpecMaterialsFor } from "../info/index.js";

/** Order Options: the customer's references, notes and shipping and file-name choices. */
export function OrderOptionsSection({
  form,
  set,
}: {
  form: CheckoutForm;
  set: (patch: Partial<CheckoutForm>) => void;
}) {
  const brand = useBrand();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="options-title">
      <Stack>
        <Title order={2} id="options-title">
          Order Options
        </Title>
        <Group grow align="flex-start">
          <TextInput
            label="PO Number"
            maxLength={40}
            value={form.PONumber}
            onChange={(e) => set({ PONumber: e.currentTarget.value })}
          />
          <TextInput
            label="Job Name"
            maxLength={40}
            value={form.JobName}
            onChange={(e) => set({ JobName: e.currentTarget.value })}
          />
        </Group>
        <Textarea
          label="Order notes"
          autosize
          minRows={2}
          value={form.OrderNotes}
          onChange={(e) => set({ OrderNotes: e.currentTarget.value })}
        />
        <Checkbox
          label="Blind shipping"
          checked={form.BlindShipping}
          onChange={(e) => set({ BlindShipping: e.currentTarget.checked })}
        />
        <Checkbox
          label="Preserve filenames"
          checked={form.PreserveFilenames}
          onChange={(e) => set({ PreserveFilenames: e.currentTarget.checked })}
        />
        <Checkbox
          label="Always show filenames"
          checked={form.AlwaysShowFilenames}
          onChange={(e) => set({ AlwaysShowFilenames: e.currentTarget.checked })}
        />
        <Checkbox
          label="Company shipping"
          checked={form.CompanyShipping}
          onChange={(e) => set({ CompanyShipping: e.currentTarget.checked })}
        />
        {brand.switches.specSheets && (
          <Stack gap="xs">
            <Text fw={600}>Spec sheets</Text>
            <ArtSpecLinks materials={artSpecMaterialsFor(brand)} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
