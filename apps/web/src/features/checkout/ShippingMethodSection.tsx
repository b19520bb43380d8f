import { Group, Loader, Paper, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { type CheckoutForm, OWN_ACCOUNT_METHOD } from "@portal/contract";
import type { FieldProps } from "./useCheckoutFieldErrors.js";
import type { ShippingRates } from "./useShippingRates.js";

/** Shipping Method: the rates for the address, and the customer's own account number for BST. */
export function ShippingMethodSection({
  form,
  rates,
  chooseMethod,
  field,
  set,
}: {
  form: CheckoutForm;
  rates: ShippingRates;
  chooseMethod: (method: string) => void;
  /** The shipping account's input id and message. */
  field: FieldProps;
  set: (patch: Partial<CheckoutForm>) => void;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="method-title">
      <Stack>
        <Title order={2} id="method-title">
          Shipping Method
        </Title>
        {rates.fetching ? (
          <Group gap="xs">
            <Loader size="sm" aria-label="Loading shipping rates" />
            <Text>Getting shipping rates...</Text>
          </Group>
        ) : rates.message ? (
          <Text c="dimmed">{rates.message}</Text>
        ) : (
          <Radio.Group label="Choose a shipping method" value={form.ShippingMethod} onChange={chooseMethod}>
            <Stack gap="xs" mt="xs">
              {rates.list.map((r) => (
                <Radio key={r.Method} value={r.Method} label={r.DisplayText} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {form.ShippingMethod === OWN_ACCOUNT_METHOD && (
          <TextInput
            label="Your shipping account number"
            {...field("ShippingAccount")}
            value={form.ShippingAccount}
            onChange={(e) => set({ ShippingAccount: e.currentTarget.value })}
          />
        )}
      </Stack>
    </Paper>
  );
}
