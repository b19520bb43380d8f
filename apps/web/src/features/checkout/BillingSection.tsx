import { Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { type CheckoutForm, TERMS_ONLY_STORE } from "@portal/contract";
import type { listOptions } from "./checkoutLists.js";
import { billingInputId } from "./useBillingErrors.js";

/** Billing Details: the payment method, and a new card's fields (a saved card's are shown locked). */
export function BillingSection({
  billing: b,
  choices,
  terms,
  termsMissing,
  cardLocked,
  errors,
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
  /** Messages under the fields, by field. */
  errors: Record<string, string>;
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
                id={billingInputId("Name")}
                value={b.Name}
                error={errors.Name}
                disabled={cardLocked}
                onChange={(e) => setBilling({ Name: e.currentTarget.value })}
              />
              <TextInput
                label="Card number"
                id={billingInputId("CardNo")}
                value={b.CardNo}
                error={errors.CardNo}
                disabled={cardLocked}
                autoComplete="cc-number"
                onChange={(e) => setBilling({ CardNo: e.currentTarget.value })}
              />
              {!cardLocked && (
                <TextInput
                  label="CVV"
                  id={billingInputId("CVV")}
                  value={b.CVV}
                  error={errors.CVV}
                  maxLength={4}
                  onChange={(e) => setBilling({ CVV: e.currentTarget.value })}
                />
              )}
              <Group grow>
                <NativeSelect
                  label="Expiry month"
                  id={billingInputId("MonthExpire")}
                  value={b.MonthExpire}
                  error={errors.MonthExpire}
                  disabled={cardLocked}
                  data={options.month(b.MonthExpire)}
                  onChange={(e) => setBilling({ MonthExpire: e.currentTarget.value })}
                />
                <NativeSelect
                  label="Expiry year"
                  id={billingInputId("YearExpire")}
                  value={b.YearExpire}
                  error={errors.YearExpire}
                  disabled={cardLocked}
                  data={options.year(b.YearExpire)}
                  onChange={(e) => setBilling({ YearExpire: e.currentTarget.value })}
                />
              </Group>
              <TextInput
                label="Billing address"
                id={billingInputId("Address")}
                value={b.Address}
                error={errors.Address}
                disabled={cardLocked}
                onChange={(e) => setBilling({ Address: e.currentTarget.value })}
              />
              <TextInput
                label="Billing address 2"
                id={billingInputId("Address2")}
                value={b.Address2}
                error={errors.Address2}
                disabled={cardLocked}
                onChange={(e) => setBilling({ Address2: e.currentTarget.value })}
              />
              <TextInput
                label="Billing city"
                id={billingInputId("City")}
                value={b.City}
                error={errors.City}
                disabled={cardLocked}
                onChange={(e) => setBilling({ City: e.currentTarget.value })}
              />
              <NativeSelect
                label="Billing state"
                id={billingInputId("State")}
                value={b.State}
                error={errors.State}
                disabled={cardLocked}
                data={options.state(b.State)}
                onChange={(e) => setBilling({ State: e.currentTarget.value })}
              />
              <TextInput
                label="Billing zip"
                id={billingInputId("Zip")}
                value={b.Zip}
                error={errors.Zip}
                disabled={cardLocked}
                onChange={(e) => setBilling({ Zip: e.currentTarget.value })}
              />
              <NativeSelect
                label="Billing country"
                id={billingInputId("Country")}
                value={b.Country}
                error={errors.Country}
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
