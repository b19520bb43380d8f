import { Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { type CheckoutForm, TERMS_ONLY_STORE } from "@portal/contract";
import type { listOptions } from "./checkoutLists.js";
import type { FieldProps } from "./useCheckoutFieldErrors.js";

/** Billing Details: the payment method, and a new card's fields (a saved card's are shown locked). */
export function BillingSection({
  billing: b,
  choices,
  terms,
  termsMissing,
  cardLocked,
  field,
  options,
  choosePayment,
  setBilling,
}: {
  billing: CheckoutForm["Billing"];
  choices: { value: string; label: string }[];
  /** The terms account pays. */
  terms: boolean;
  /** A terms-only store, and the customer has no terms account. */
  termsMissing: boolean;
  cardLocked: boolean;
  /** A billing field's input id and message. */
  field: FieldProps;
  options: ReturnType<typeof listOptions>;
  choosePayment: (key: string) => void;
  setBilling: (patch: Partial<CheckoutForm["Billing"]>) => void;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="billing-title">
      <Stack>
        <Title order={2} id="billing-title">
          Billing Details
        </Title>
        <NativeSelect
          label="Payment method"
          value={b.CCkey}
          data={choices}
          onChange={(e) => choosePayment(e.currentTarget.value)}
        />
        {termsMissing ? (
          <Text role="alert">{TERMS_ONLY_STORE}</Text>
        ) : terms ? (
          <Text>This order is placed on your terms account.</Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Name on card"
                {...field("Name")}
                value={b.Name}
                disabled={cardLocked}
                onChange={(e) => setBilling({ Name: e.currentTarget.value })}
              />
              <TextInput
                label="Card number"
                {...field("CardNo")}
                value={b.CardNo}
                disabled={cardLocked}
                autoComplete="cc-number"
                onChange={(e) => setBilling({ CardNo: e.currentTarget.value })}
              />
              {!cardLocked && (
                <TextInput
                  label="CVV"
                  {...field("CVV")}
                  value={b.CVV}
                  maxLength={4}
                  onChange={(e) => setBilling({ CVV: e.currentTarget.value })}
                />
              )}
              <Group grow>
                <NativeSelect
                  label="Expiry month"
                  {...field("MonthExpire")}
                  value={b.MonthExpire}
                  disabled={cardLocked}
                  data={options.month(b.MonthExpire)}
                  onChange={(e) => setBilling({ MonthExpire: e.currentTarget.value })}
                />
                <NativeSelect
                  label="Expiry year"
                  {...field("YearExpire")}
                  value={b.YearExpire}
                  disabled={cardLocked}
                  data={options.year(b.YearExpire)}
                  onChange={(e) => setBilling({ YearExpire: e.currentTarget.value })}
                />
              </Group>
              <TextInput
                label="Billing address"
                {...field("Address")}
                value={b.Address}
                disabled={cardLocked}
                onChange={(e) => setBilling({ Address: e.currentTarget.value })}
              />
              <TextInput
                label="Billing address 2"
                {...field("Address2")}
                value={b.Address2}
                disabled={cardLocked}
                onChange={(e) => setBilling({ Address2: e.currentTarget.value })}
              />
              <TextInput
                label="Billing city"
                {...field("City")}
                value={b.City}
                disabled={cardLocked}
                onChange={(e) => setBilling({ City: e.currentTarget.value })}
              />
              <NativeSelect
                label="Billing state"
                {...field("State")}
                value={b.State}
                disabled={cardLocked}
                data={options.state(b.State)}
                onChange={(e) => setBilling({ State: e.currentTarget.value })}
              />
              <TextInput
                label="Billing zip"
                {...field("Zip")}
                value={b.Zip}
                disabled={cardLocked}
                onChange={(e) => setBilling({ Zip: e.currentTarget.value })}
              />
              <NativeSelect
                label="Billing country"
                {...field("Country")}
                value={b.Country}
                disabled={cardLocked}
                data={options.country(b.Country)}
                onChange={(e) => setBilling({ Country: e.currentTarget.value })}
              />
            </SimpleGrid>
            {!cardLocked && (
              <Checkbox
                label="Save this card for later"
                checked={b.SaveCard}
                onChange={(e) => setBilling({ SaveCard: e.currentTarget.checked })}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
