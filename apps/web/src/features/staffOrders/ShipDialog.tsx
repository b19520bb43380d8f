import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  Fieldset,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { StaffOrderLine } from "@portal/contract";
import { type FormEvent, useState } from "react";
import { Dialog } from "../../components/Dialog.js";
import {
  CARRIER_CHOICES,
  type CarrierChoice,
  emptyPackage,
  emptyShipDraft,
  type PackageDraft,
  packageErrorKey,
  type ShipBody,
  type ShipDraft,
  validateShip,
} from "./shipForm.js";
import { useNarrow } from "./useNarrow.js";

export interface ShipDialogProps {
  orderNumber: number;
  /** The lines not shipped yet (a partial shipment picks among them). */
  lines: StaffOrderLine[];
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string;
  onShip(body: ShipBody): void;
  onClose(): void;
}

/** Records one or more packages for the whole order or for chosen lines. */
export function ShipDialog({ orderNumber, lines, busy, error, onShip, onClose }: ShipDialogProps) {
  const [draft, setDraft] = useState<ShipDraft>(emptyShipDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const narrow = useNarrow();
  // An edited field's old message goes at once; the rest wait for the next Record shipment.
  const setPackage = (i: number, change: Partial<PackageDraft>) => {
    setDraft((d) => ({ ...d, packages: d.packages.map((p, j) => (j === i ? { ...p, ...change } : p)) }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(`packages.${i}.`))));
  };
  const removePackage = (i: number) => {
    setDraft((d) => ({ ...d, packages: d.packages.filter((_, j) => j !== i) }));
    setErrors({});
  };
  const addPackage = () =>
    setDraft((d) => ({ ...d, packages: [...d.packages, emptyPackage(d.packages.at(-1)?.carrier ?? "FedEx")] }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { body, errors: found } = validateShip(draft);
    setErrors(found);
    if (body) onShip(body);
    else {
      // Focus the first field at fault, so a keyboard or screen-reader user lands on the message.
      const first = document.querySelector<HTMLElement>("[data-ship-form] [aria-invalid='true']");
      first?.focus();
    }
  };

  return (
    <Dialog onClose={onClose} fullScreen={narrow} title={`Ship order ${orderNumber}`} size="lg">
      <form onSubmit={submit} noValidate data-ship-form aria-label={`Ship order ${orderNumber}`}>
        <Stack gap="md">
          {draft.packages.map((p, i) => (
            <Fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: packages have no identity before they are saved
              key={i}
              legend={`Package ${i + 1}`}
              variant="filled"
            >
              <Group align="flex-start" gap="sm" wrap="wrap">
                <NativeSelect
                  label="Carrier"
                  data={[...CARRIER_CHOICES]}
                  value={p.carrier}
                  onChange={(e) => setPackage(i, { carrier: e.currentTarget.value as CarrierChoice })}
                  w={120}
                />
                {p.carrier === "Other" && (
                  <TextInput
                    label="Carrier name"
                    value={p.otherCarrier}
                    onChange={(e) => setPackage(i, { otherCarrier: e.currentTarget.value })}
                    error={errors[packageErrorKey(i, "Carrier")]}
                    maxLength={40}
                    required
                    w={160}
                  />
                )}
                <TextInput
                  label="Tracking number"
                  value={p.trackingNumber}
                  onChange={(e) => setPackage(i, { trackingNumber: e.currentTarget.value })}
                  error={errors[packageErrorKey(i, "TrackingNumber")]}
                  required
                  autoComplete="off"
                  data-autofocus={i === 0 ? true : undefined}
                  style={{ flex: 1, minWidth: 200 }}
                />
                <TextInput
                  label="Weight (lb)"
                  description="Optional"
                  inputMode="decimal"
                  value={p.weight}
                  onChange={(e) => setPackage(i, { weight: e.currentTarget.value })}
                  error={errors[packageErrorKey(i, "WeightLb")]}
                  w={110}
                />
                {draft.packages.length > 1 && (
                  <CloseButton mt={26} aria-label={`Remove package ${i + 1}`} onClick={() => removePackage(i)} />
                )}
              </Group>
            </Fieldset>
          ))}
          <Group>
            <Button variant="light" onClick={addPackage} disabled={draft.packages.length >= 50}>
              Add package
            </Button>
          </Group>
          <Radio.Group
            label="What ships"
            value={draft.scope}
            onChange={(v) => setDraft((d) => ({ ...d, scope: v as ShipDraft["scope"] }))}
            error={errors.lineIds}
          >
            <Stack gap={6} mt={4}>
              <Radio value="order" label="The whole order (every line not shipped yet)" />
              <Radio value="lines" label="Only the lines chosen below" disabled={lines.length < 2} />
            </Stack>
          </Radio.Group>
          {draft.scope === "lines" && (
            <Checkbox.Group
              label="Lines in these packages"
              value={draft.lineIds.map(String)}
              onChange={(v) => {
                setDraft((d) => ({ ...d, lineIds: v.map(Number) }));
                setErrors(({ lineIds: _, ...rest }) => rest);
              }}
            >
              <Stack gap={6} mt={4}>
                {lines.map((l) => (
                  <Checkbox
                    key={l.LineId}
                    value={String(l.LineId)}
                    label={`Line ${l.LineNo}: ${l.Product}${l.Filename ? ` (${l.Filename})` : ""}, quantity ${l.Quantity}`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <Textarea
            label="Note"
            description="Optional; kept in the order's history"
            value={draft.note}
            onChange={(e) => setDraft((d) => ({ ...d, note: e.currentTarget.value }))}
            maxLength={2000}
            autosize
            minRows={2}
          />
          {error && (
            <Alert color="red" role="alert" title="The shipment was not recorded">
              <Text size="sm">{error}</Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={busy}>
              Record shipment
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
