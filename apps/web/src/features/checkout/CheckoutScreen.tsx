import { Grid, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type Address, type Cart, type CheckoutForm, isTermsOption, type PaymentOption } from "@portal/contract";
import { useMemo, useRef } from "react";
import { useBrand } from "../../app/BrandProvider.js";
import { BillingSection } from "./BillingSection.js";
import { formProblems, paymentMethodChoices, SECOND_CARD_FIELDS, validationContext } from "./checkoutForm.js";
import { type CheckoutLists, listOptions } from "./checkoutLists.js";
import { OrderOptionsSection } from "./OrderOptionsSection.js";
import { OrderSummary } from "./OrderSummary.js";
import { ShippingAddressSection } from "./ShippingAddressSection.js";
import { ShippingMethodSection } from "./ShippingMethodSection.js";
import { SplitPaymentSection } from "./SplitPaymentSection.js";
import { isFieldProblem, useCheckoutFieldErrors } from "./useCheckoutFieldErrors.js";
import { useCheckoutForm } from "./useCheckoutForm.js";
import { usePlaceOrder } from "./usePlaceOrder.js";
import { useShippingRates } from "./useShippingRates.js";

const DEBOUNCE_MS = 750;

/** The checkout form beside the order summary, once the cart, payments, addresses and lists are loaded. */
export function CheckoutScreen({
  userId,
  cart,
  payments,
  addresses,
  lists,
}: {
  userId: number;
  cart: Cart;
  payments: PaymentOption[];
  addresses: Address[];
  lists: CheckoutLists;
}) {
  const brand = useBrand();
  const termsOption = payments.find(isTermsOption);
  const checkout = useCheckoutForm(userId, payments, addresses, termsOption !== undefined);
  const { form, set } = checkout;
  const order = usePlaceOrder(userId, checkout.dropDraft);
  const [debounced] = useDebouncedValue(form, DEBOUNCE_MS);
  const context = validationContext(form);
  const rates = useShippingRates(userId, addresses, debounced, form, checkout.setForm);

  const orderTotalCents = cart.TotalCents + (rates.chosen?.FreightCents ?? 0) + (rates.chosen?.TaxCents ?? 0);
  const problems = useMemo(() => formProblems(debounced, orderTotalCents), [debounced, orderTotalCents]);
  const settled = debounced === form;
  const fieldErrors = useCheckoutFieldErrors();
  const problemsRef = useRef<HTMLElement>(null);

  // Place Order checks the form as it is: a missing field is said under it and the first one is
  // focused; anything else is in the problem list, which takes the focus.
  const placeOrder = () => {
    if (!settled || rates.fetching || order.pending) return;
    fieldErrors.clear();
    if (!fieldErrors.check(form, orderTotalCents)) return;
    if (formProblems(form, orderTotalCents).length > 0) {
      problemsRef.current?.focus();
      return;
    }
    order.place(form, checkout.split, rates.chosen);
  };

  // BST fills in the customer's own shipping account on file, unless one is typed already.
  const chooseMethod = (method: string) => {
    const onFile = rates.list.find((r) => r.Method === method)?.ShippingAccount ?? "";
    checkout.setForm((f) => ({
      ...f,
      ShippingMethod: method,
      FirstCardAmount: 0,
      SecondCardAmount: 0,
      ConfirmConform: false,
      ...(onFile && f.ShippingAccount.trim() === "" ? { ShippingAccount: onFile } : {}),
    }));
  };

  // The form's own fields (shipping account, second card): an edit clears the field's message.
  const topField = fieldErrors.field("");
  const setTop = (patch: Partial<CheckoutForm>) => {
    fieldErrors.clearFields("", Object.keys(patch));
    set(patch);
  };
  const options = listOptions(lists);
  const termsOnly = brand.switches.termsOnly;

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <BillingSection
            billing={form.Billing}
            choices={paymentMethodChoices(payments, termsOnly)}
            terms={context.terms}
            termsMissing={termsOnly && !termsOption}
            cardLocked={context.savedCard}
            options={options}
            field={fieldErrors.field("Billing.")}
            choosePayment={(key) => {
              order.clearMessage();
              fieldErrors.clear();
              checkout.choosePayment(key);
            }}
            setBilling={(patch) => {
              fieldErrors.clearFields("Billing.", Object.keys(patch));
              checkout.setBilling(patch);
            }}
          />
          <ShippingAddressSection
            shipping={form.Shipping}
            addresses={addresses}
            addressLocked={context.savedAddress}
            terms={context.terms}
            options={options}
            field={fieldErrors.field("Shipping.")}
            chooseAddress={(key) => {
              fieldErrors.clear();
              checkout.chooseAddress(key);
            }}
            setShipping={(patch) => {
              fieldErrors.clearFields("Shipping.", Object.keys(patch));
              checkout.setShipping(patch);
            }}
          />
          <ShippingMethodSection form={form} rates={rates} chooseMethod={chooseMethod} field={topField} set={setTop} />
          {!context.terms && !termsOnly && (
            <SplitPaymentSection
              form={form}
              split={checkout.split}
              toggleSplit={(on) => {
                if (!on) fieldErrors.clearFields("", SECOND_CARD_FIELDS);
                checkout.toggleSplit(on);
              }}
              orderTotalCents={orderTotalCents}
              options={options}
              field={topField}
              set={setTop}
            />
          )}
          <OrderOptionsSection form={form} set={set} />
        </Stack>
      </Grid.Col>

      <Grid.Col span={{ base: 12, md: 5 }}>
        <OrderSummary
          cart={cart}
          rate={rates.chosen}
          orderTotalCents={orderTotalCents}
          confirmed={form.ConfirmConform}
          onConfirm={(on) => set({ ConfirmConform: on })}
          problems={problems.filter((p) => !isFieldProblem(p))}
          problemsRef={problemsRef}
          serverMessage={order.message}
          canPlace={settled && !rates.fetching}
          placing={order.pending}
          onPlace={placeOrder}
        />
      </Grid.Col>
    </Grid>
  );
}
