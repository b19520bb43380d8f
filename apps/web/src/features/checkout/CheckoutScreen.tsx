import { Grid, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type Address, type Cart, isTermsOption, type PaymentOption } from "@portal/contract";
import { useMemo, useRef } from "react";
import { useBrand } from "../../app/BrandProvider.js";
import { BillingSection } from "./BillingSection.js";
import { formProblems, paymentMethodChoices, validationContext } from "./checkoutForm.js";
import { type CheckoutLists, listOptions } from "./checkoutLists.js";
import { OrderOptionsSection } from "./OrderOptionsSection.js";
import { OrderSummary } from "./OrderSummary.js";
import { ShippingAddressSection } from "./ShippingAddressSection.js";
import { ShippingMethodSection } from "./ShippingMethodSection.js";
import { SplitPaymentSection } from "./SplitPaymentSection.js";
import { isBillingFieldProblem, useBillingErrors } from "./useBillingErrors.js";
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
  const billingErrors = useBillingErrors();
  const problemsRef = useRef<HTMLElement>(null);

  // Place Order checks the form as it is: a missing billing field is said under it and focused,
  // anything else is in the problem list, which takes the focus.
  const placeOrder = () => {
    if (!settled || rates.fetching || order.pending) return;
    billingErrors.clear();
    if (!billingErrors.check(form, orderTotalCents)) return;
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
            errors={billingErrors.fields}
            choosePayment={(key) => {
              order.clearMessage();
              billingErrors.clear();
              checkout.choosePayment(key);
            }}
            setBilling={(patch) => {
              for (const field of Object.keys(patch)) billingErrors.clearField(field);
              checkout.setBilling(patch);
            }}
          />
          <ShippingAddressSection
            shipping={form.Shipping}
            addresses={addresses}
            addressLocked={context.savedAddress}
            terms={context.terms}
            options={options}
            chooseAddress={checkout.chooseAddress}
            setShipping={checkout.setShipping}
          />
          <ShippingMethodSection form={form} rates={rates} chooseMethod={chooseMethod} set={set} />
          {!context.terms && !termsOnly && (
            <SplitPaymentSection
              form={form}
              split={checkout.split}
              toggleSplit={checkout.toggleSplit}
              orderTotalCents={orderTotalCents}
              options={options}
              set={set}
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
          problems={problems.filter((p) => !isBillingFieldProblem(p))}
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
