import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Grid,
  Group,
  List,
  Loader,
  NativeSelect,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  type Address,
  type Cart,
  type CheckoutForm,
  type Envelope,
  formatCentsUsd,
  isTermsOption,
  OWN_ACCOUNT_METHOD,
  type PaymentOption,
  PRICE_NOT_AVAILABLE,
  SHIPPING_ADDRESS_NEEDED_FOR_RATES,
  type ShippingRate,
  TERMS_CCKEY,
  TERMS_ONLY_STORE,
} from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useBrand } from "../../app/BrandProvider.js";
import { useSession } from "../../app/SessionProvider.js";
import { PageLoader } from "../../components/PageLoader.js";
import { api, fetchData } from "../../lib/api.js";
import { carriedJobName, dropCarriedJobName } from "../../lib/reorderJobName.js";
import { STORAGE_PREFIX } from "../../lib/session.js";
import { refreshCart, useCart } from "../cart/index.js";
import { ArtSpecLinks, artSpecMaterialsFor } from "../info/index.js";
import { toSelectOptions, usePaymentList } from "../payments/index.js";
import {
  addressProblems,
  billingFromOption,
  checkoutDraft,
  emptyCheckoutForm,
  formProblems,
  NEW_KEY,
  paymentMethodChoices,
  ratesAddress,
  restoreCheckoutDraft,
  SECOND_CARD_FIELDS,
  shippingFromAddress,
  splitAmounts,
  validationContext,
} from "./checkoutForm.js";

const DEBOUNCE_MS = 750;

/** Checkout screen (docs/product/cart-and-checkout.md). */
export default function CheckoutPage() {
  const { user } = useSession();
  const userId = user?.Id ?? 0;
  const cart = useCart(userId);
  const payments = useQuery({
    queryKey: ["paymentOptions", userId],
    enabled: userId > 0,
    queryFn: () => fetchData<PaymentOption[]>("POST", "/Account/GetPaymentOptions", { userId }),
  });
  const addresses = useQuery({
    queryKey: ["shippingAddresses", userId],
    enabled: userId > 0,
    queryFn: () => fetchData<Address[]>("POST", "/Account/GetShippingAddresses", { userId }),
  });
  const states = usePaymentList("GetStateList");
  const countries = usePaymentList("GetCountryList");
  const months = usePaymentList("GetMonthList");
  const years = usePaymentList("GetYearList");
  const loads = [cart, payments, addresses, states, countries, months, years];

  let body: ReactNode;
  if (loads.some((q) => q.isPending)) body = <PageLoader />;
  else if (cart.isError || cart.data?.Status !== "ok" || !cart.data.Data) {
    body = (
      <Stack>
        <Title order={2}>{cart.error?.message ?? cart.data?.Message ?? "Your cart is empty."}</Title>
        <Anchor component={Link} to="/store/cart">
          Back to the cart
        </Anchor>
      </Stack>
    );
  } else {
    const failed = loads.find((q) => q.isError);
    body = failed ? (
      <Alert color="red" role="alert" title="Checkout could not be loaded">
        {failed.error?.message}
      </Alert>
    ) : (
      <CheckoutScreen
        userId={userId}
        cart={cart.data.Data}
        payments={payments.data ?? []}
        addresses={addresses.data ?? []}
        lists={{
          states: states.data ?? [],
          countries: countries.data ?? [],
          months: months.data ?? [],
          years: years.data ?? [],
        }}
      />
    );
  }
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>Checkout</Title>
        {body}
      </Stack>
    </Container>
  );
}

type KeyValues = { key: string; value: string }[];
interface Lists {
  states: KeyValues;
  countries: KeyValues;
  months: KeyValues;
  years: KeyValues;
}

function CheckoutScreen({
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
  lists: Lists;
}) {
  const brand = useBrand();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const termsOption = payments.find(isTermsOption);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const draftKey = `${STORAGE_PREFIX}checkout.${userId}`;
  const [form, setForm] = useState<CheckoutForm>(() => {
    const empty = emptyCheckoutForm();
    const paid = termsOption ? { ...empty, Billing: { ...empty.Billing, CCkey: TERMS_CCKEY } } : empty;
    // A reload keeps what was typed (card numbers and codes aside); a first visit ships to the first saved address.
    const kept = restoreCheckoutDraft(sessionStorage.getItem(draftKey), paid);
    // A reorder's job name comes along (its PO number does not).
    const jobName = carriedJobName(userId);
    const withJob = (f: CheckoutForm) => (jobName === undefined ? f : { ...f, JobName: jobName });
    if (kept) return withJob(kept);
    const first = addresses[0];
    return withJob(first ? shippingFromAddress(paid, first, first.ShipKey) : paid);
  });
  useEffect(() => {
    sessionStorage.setItem(draftKey, checkoutDraft(form));
    dropCarriedJobName(userId);
  }, [draftKey, form, userId]);
  const [split, setSplit] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(form, DEBOUNCE_MS);
  const context = validationContext(form);

  const setBilling = (patch: Partial<CheckoutForm["Billing"]>) =>
    setForm((f) => ({ ...f, Billing: { ...f.Billing, ...patch } }));
  const setShipping = (patch: Partial<CheckoutForm["Shipping"]>) =>
    setForm((f) => ({ ...f, Shipping: { ...f.Shipping, ...patch } }));
  const set = (patch: Partial<CheckoutForm>) => setForm((f) => ({ ...f, ...patch }));

  // Shipping rates once billing and shipping are valid (debounced with the form).
  const ready = addressProblems(debounced).length === 0;
  const address = ratesAddress(debounced, addresses);
  const rates = useQuery({
    queryKey: ["shippingRates", userId, address],
    enabled: ready,
    queryFn: () => api<ShippingRate[]>("POST", "/Store/GetShippingRates", { userId, ...address }),
  });
  const rateList = ready && rates.data?.Status === "ok" ? (rates.data.Data ?? []) : [];
  const rateMessage = !ready
    ? SHIPPING_ADDRESS_NEEDED_FOR_RATES
    : rates.data && rates.data.Status !== "ok"
      ? rates.data.Message || SHIPPING_ADDRESS_NEEDED_FOR_RATES
      : null;
  const chosenRate = rateList.find((r) => r.Method === form.ShippingMethod);

  // A method no longer offered for the address is dropped.
  useEffect(() => {
    if (!form.ShippingMethod || rates.isFetching) return;
    if (!rateList.some((r) => r.Method === form.ShippingMethod)) {
      setForm((f) => ({ ...f, ShippingMethod: "", FirstCardAmount: 0, SecondCardAmount: 0, ConfirmConform: false }));
    }
  }, [form.ShippingMethod, rateList, rates.isFetching]);

  const freightCents = chosenRate?.FreightCents ?? 0;
  const taxCents = chosenRate?.TaxCents ?? 0;
  const minimumCents = cart.minimumCharge?.PriceCents ?? 0;
  const subtotalCents = cart.SubtotalCents;
  const orderTotalCents = cart.TotalCents + freightCents + taxCents;

  const problems = useMemo(() => formProblems(debounced, orderTotalCents), [debounced, orderTotalCents]);
  const settled = debounced === form;
  const valid = settled && problems.length === 0;

  const place = useMutation({
    mutationFn: async () => {
      const { userId: _ignored, ...fields } = form;
      // Without a split no second-card field travels (the server reads any of them as a split).
      const second = split
        ? {}
        : { ...Object.fromEntries(SECOND_CARD_FIELDS.map((f) => [f, ""])), FirstCardAmount: 0, SecondCardAmount: 0 };
      const reply = await api<number>("POST", "/Store/Checkout", {
        ...fields,
        ...second,
        userId,
        ShippingRates: chosenRate ? [chosenRate] : [],
        TaxAmount: chosenRate?.TaxAmount ?? 0,
        IdempotencyKey: idempotencyKey,
      });
      return reply;
    },
    onSuccess: async (reply: Envelope<number>) => {
      if (reply.Status === "ok" && reply.Data !== undefined) {
        sessionStorage.removeItem(draftKey);
        await refreshCart(queryClient);
        navigate(`/store/orderdetails/${reply.Data}/${userId}`);
      } else setServerMessage(reply.Message || "The order could not be placed.");
    },
    onError: (err) => setServerMessage(err.message),
  });

  // BST fills in the customer's own shipping account on file, unless one is typed already.
  const chooseMethod = (method: string) => {
    const onFile = rateList.find((r) => r.Method === method)?.ShippingAccount ?? "";
    setForm((f) => ({
      ...f,
      ShippingMethod: method,
      FirstCardAmount: 0,
      SecondCardAmount: 0,
      ConfirmConform: false,
      ...(onFile && f.ShippingAccount.trim() === "" ? { ShippingAccount: onFile } : {}),
    }));
  };

  const choosePayment = (key: string) => {
    setServerMessage(null);
    if (key === TERMS_CCKEY) setSplit(false);
    setForm((f) =>
      billingFromOption(
        f,
        key === NEW_KEY || key === TERMS_CCKEY ? undefined : payments.find((p) => p.CCkey === key),
        key,
      ),
    );
  };

  const toggleSplit = (on: boolean) => {
    setSplit(on);
    if (!on) {
      set({
        ...Object.fromEntries(SECOND_CARD_FIELDS.map((f) => [f, f === "SecondState" ? "Select" : ""])),
        FirstCardAmount: 0,
        SecondCardAmount: 0,
      });
    }
  };

  const stateOptions = (current: string) => toSelectOptions(lists.states, current, "Select");
  const countryOptions = (current: string) => toSelectOptions(lists.countries, current);
  const monthOptions = (current: string) => [{ value: "", label: "Month" }, ...toSelectOptions(lists.months, current)];
  const yearOptions = (current: string) => [{ value: "", label: "Year" }, ...toSelectOptions(lists.years, current)];
  const b = form.Billing;
  const s = form.Shipping;
  const cardLocked = context.savedCard;
  const addressLocked = context.savedAddress;
  const price = (cents: number) => (cart.PriceHidden ? PRICE_NOT_AVAILABLE : formatCentsUsd(cents));

  const termsOnly = brand.switches.termsOnly;
  const paymentData = paymentMethodChoices(payments, termsOnly);

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Paper withBorder p="md" component="section" aria-labelledby="billing-title">
            <Stack>
              <Title order={2} id="billing-title">
                Billing Details
              </Title>
              <NativeSelect
                label="Payment method"
                value={b.CCkey}
                data={paymentData}
                onChange={(e) => choosePayment(e.currentTarget.value)}
              />
              {termsOnly && !termsOption ? (
                <Text role="alert">{TERMS_ONLY_STORE}</Text>
              ) : context.terms ? (
                <Text>This order is placed on your terms account.</Text>
              ) : (
                <>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label="Name on card"
                      value={b.Name}
                      disabled={cardLocked}
                      onChange={(e) => setBilling({ Name: e.currentTarget.value })}
                    />
                    <TextInput
                      label="Card number"
                      value={b.CardNo}
                      disabled={cardLocked}
                      autoComplete="cc-number"
                      onChange={(e) => setBilling({ CardNo: e.currentTarget.value })}
                    />
                    {!cardLocked && (
                      <TextInput
                        label="CVV"
                        value={b.CVV}
                        maxLength={4}
                        onChange={(e) => setBilling({ CVV: e.currentTarget.value })}
                      />
                    )}
                    <Group grow>
                      <NativeSelect
                        label="Expiry month"
                        value={b.MonthExpire}
                        disabled={cardLocked}
                        data={monthOptions(b.MonthExpire)}
                        onChange={(e) => setBilling({ MonthExpire: e.currentTarget.value })}
                      />
                      <NativeSelect
                        label="Expiry year"
                        value={b.YearExpire}
                        disabled={cardLocked}
                        data={yearOptions(b.YearExpire)}
                        onChange={(e) => setBilling({ YearExpire: e.currentTarget.value })}
                      />
                    </Group>
                    <TextInput
                      label="Billing address"
                      value={b.Address}
                      disabled={cardLocked}
                      onChange={(e) => setBilling({ Address: e.currentTarget.value })}
                    />
                    <TextInput
                      label="Billing address 2"
                      value={b.Address2}
                      disabled={cardLocked}
                      onChange={(e) => setBilling({ Address2: e.currentTarget.value })}
                    />
                    <TextInput
                      label="Billing city"
                      value={b.City}
                      disabled={cardLocked}
                      onChange={(e) => setBilling({ City: e.currentTarget.value })}
                    />
                    <NativeSelect
                      label="Billing state"
                      value={b.State}
                      disabled={cardLocked}
                      data={stateOptions(b.State)}
                      onChange={(e) => setBilling({ State: e.currentTarget.value })}
                    />
                    <TextInput
                      label="Billing zip"
                      value={b.Zip}
                      disabled={cardLocked}
                      onChange={(e) => setBilling({ Zip: e.currentTarget.value })}
                    />
                    <NativeSelect
                      label="Billing country"
                      value={b.Country}
                      disabled={cardLocked}
                      data={countryOptions(b.Country)}
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

          <Paper withBorder p="md" component="section" aria-labelledby="shipping-title">
            <Stack>
              <Title order={2} id="shipping-title">
                Shipping Details
              </Title>
              <NativeSelect
                label="Ship to"
                value={s.ShipKey}
                data={[
                  ...addresses.map((a) => ({
                    value: a.ShipKey,
                    label: `${a.FirstName} ${a.LastName}, ${a.Address1}, ${a.City} ${a.State} ${a.Zip}`,
                  })),
                  { value: NEW_KEY, label: "New address" },
                ]}
                onChange={(e) => {
                  const key = e.currentTarget.value;
                  setForm((f) =>
                    shippingFromAddress(
                      f,
                      addresses.find((a) => a.ShipKey === key),
                      key,
                    ),
                  );
                }}
              />
              {!addressLocked && !context.terms && (
                <Checkbox
                  label="Use billing address as shipping address"
                  checked={s.ShipToBilling}
                  onChange={(e) => setShipping({ ShipToBilling: e.currentTarget.checked })}
                />
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="First name"
                  value={s.FirstName}
                  disabled={addressLocked}
                  onChange={(e) => setShipping({ FirstName: e.currentTarget.value })}
                />
                <TextInput
                  label="Last name"
                  value={s.LastName}
                  disabled={addressLocked}
                  onChange={(e) => setShipping({ LastName: e.currentTarget.value })}
                />
                <TextInput
                  label="Company name"
                  value={s.CompanyName}
                  disabled={addressLocked}
                  onChange={(e) => setShipping({ CompanyName: e.currentTarget.value })}
                />
                <TextInput
                  label="Shipping address"
                  value={s.Address1}
                  disabled={addressLocked}
                  onChange={(e) => setShipping({ Address1: e.currentTarget.value })}
                />
                <TextInput
                  label="Shipping address 2"
                  value={s.Address2}
                  disabled={addressLocked}
                  onChange={(e) => setShipping({ Address2: e.currentTarget.value })}
                />
                <TextInput
                  label="Shipping city"
                  value={s.City}
                  disabled={addressLocked}
                  onChange={(e) => setShipping({ City: e.currentTarget.value })}
                />
                <NativeSelect
                  label="Shipping state"
                  value={s.State}
                  disabled={addressLocked}
                  data={stateOptions(s.State)}
                  onChange={(e) => setShipping({ State: e.currentTarget.value })}
                />
                <TextInput
                  label="Shipping zip"
                  value={s.Zip}
                  disabled={addressLocked}
                  onChange={(e) => setShipping({ Zip: e.currentTarget.value })}
                />
                <NativeSelect
                  label="Shipping country"
                  value={s.Country}
                  disabled={addressLocked}
                  data={countryOptions(s.Country)}
                  onChange={(e) => setShipping({ Country: e.currentTarget.value })}
                />
                <TextInput
                  label="County"
                  value={s.County}
                  disabled={addressLocked}
                  onChange={(e) => setShipping({ County: e.currentTarget.value })}
                />
                <TextInput
                  label="Phone number"
                  value={s.PhoneNumber}
                  disabled={addressLocked}
                  onChange={(e) => setShipping({ PhoneNumber: e.currentTarget.value })}
                />
                <TextInput
                  label="Email"
                  value={s.Email}
                  disabled={addressLocked}
                  onChange={(e) => setShipping({ Email: e.currentTarget.value })}
                />
              </SimpleGrid>
              <Radio.Group
                label="Address type"
                value={s.Residential === null ? "" : s.Residential ? "residence" : "business"}
                onChange={(v) => !addressLocked && setShipping({ Residential: v === "residence" })}
              >
                <Group mt="xs">
                  <Radio value="business" label="Business" disabled={addressLocked} />
                  <Radio value="residence" label="Residence" disabled={addressLocked} />
                </Group>
              </Radio.Group>
            </Stack>
          </Paper>

          <Paper withBorder p="md" component="section" aria-labelledby="method-title">
            <Stack>
              <Title order={2} id="method-title">
                Shipping Method
              </Title>
              {rates.isFetching ? (
                <Group gap="xs">
                  <Loader size="sm" aria-label="Loading shipping rates" />
                  <Text>Getting shipping rates...</Text>
                </Group>
              ) : rateMessage ? (
                <Text c="dimmed">{rateMessage}</Text>
              ) : (
                <Radio.Group label="Choose a shipping method" value={form.ShippingMethod} onChange={chooseMethod}>
                  <Stack gap="xs" mt="xs">
                    {rateList.map((r) => (
                      <Radio key={r.Method} value={r.Method} label={r.DisplayText} />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
              {form.ShippingMethod === OWN_ACCOUNT_METHOD && (
                <TextInput
                  label="Your shipping account number"
                  value={form.ShippingAccount}
                  onChange={(e) => set({ ShippingAccount: e.currentTarget.value })}
                />
              )}
            </Stack>
          </Paper>

          {!context.terms && !termsOnly && (
            <Paper withBorder p="md" component="section" aria-labelledby="split-title">
              <Stack>
                <Title order={2} id="split-title">
                  Split Payment
                </Title>
                <Checkbox
                  label="Split the payment over two cards"
                  checked={split}
                  onChange={(e) => toggleSplit(e.currentTarget.checked)}
                />
                {split && (
                  <>
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <NumberInput
                        label="First card amount"
                        prefix="$"
                        decimalScale={2}
                        min={0}
                        value={form.FirstCardAmount}
                        onChange={(v) => {
                          const [first, second] = splitAmounts(Number(v) || 0, orderTotalCents);
                          set({ FirstCardAmount: first, SecondCardAmount: second });
                        }}
                      />
                      <NumberInput
                        label="Second card amount"
                        prefix="$"
                        decimalScale={2}
                        min={0}
                        value={form.SecondCardAmount}
                        onChange={(v) => {
                          const [second, first] = splitAmounts(Number(v) || 0, orderTotalCents);
                          set({ FirstCardAmount: first, SecondCardAmount: second });
                        }}
                      />
                      <TextInput
                        label="Second card name"
                        value={form.SecondName}
                        onChange={(e) => set({ SecondName: e.currentTarget.value })}
                      />
                      <TextInput
                        label="Second card number"
                        value={form.SecondCardNo}
                        onChange={(e) => set({ SecondCardNo: e.currentTarget.value })}
                      />
                      <TextInput
                        label="Second card CVV"
                        value={form.SecondCVV}
                        maxLength={4}
                        onChange={(e) => set({ SecondCVV: e.currentTarget.value })}
                      />
                      <Group grow>
                        <NativeSelect
                          label="Second card expiry month"
                          value={form.SecondMonthExpire}
                          data={monthOptions(form.SecondMonthExpire)}
                          onChange={(e) => set({ SecondMonthExpire: e.currentTarget.value })}
                        />
                        <NativeSelect
                          label="Second card expiry year"
                          value={form.SecondYearExpire}
                          data={yearOptions(form.SecondYearExpire)}
                          onChange={(e) => set({ SecondYearExpire: e.currentTarget.value })}
                        />
                      </Group>
                      <TextInput
                        label="Second card address"
                        value={form.SecondAddress}
                        onChange={(e) => set({ SecondAddress: e.currentTarget.value })}
                      />
                      <TextInput
                        label="Second card city"
                        value={form.SecondCity}
                        onChange={(e) => set({ SecondCity: e.currentTarget.value })}
                      />
                      <NativeSelect
                        label="Second card state"
                        value={form.SecondState}
                        data={stateOptions(form.SecondState)}
                        onChange={(e) => set({ SecondState: e.currentTarget.value })}
                      />
                      <TextInput
                        label="Second card zip"
                        value={form.SecondZip}
                        onChange={(e) => set({ SecondZip: e.currentTarget.value })}
                      />
                    </SimpleGrid>
                    <Text size="sm" c="dimmed">
                      Order total: {formatCentsUsd(orderTotalCents)}
                    </Text>
                  </>
                )}
              </Stack>
            </Paper>
          )}

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
        </Stack>
      </Grid.Col>

      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="md" component="section" aria-labelledby="summary-title" pos="sticky" top={16}>
          <Stack>
            <Title order={2} id="summary-title">
              Order Items
            </Title>
            <Table aria-label="Order items">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Qty</Table.Th>
                  <Table.Th>Price</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[
                  ...cart.products.map((line) => ({ line, details: [line.Filename, ...line.Details] })),
                  ...cart.services.map((line) => ({
                    line,
                    details: [line.Filename, line.Colors.length > 0 ? `Colors: ${line.Colors.join(", ")}` : ""],
                  })),
                ].map(({ line, details }) => (
                  <Table.Tr key={line.CartID}>
                    <Table.Td>
                      <Text size="sm">{line.ItemDesc}</Text>
                      <Text size="xs" c="dimmed" data-testid="line-details">
                        {details.filter(Boolean).join(" · ")}
                      </Text>
                    </Table.Td>
                    <Table.Td>{line.Quantity}</Table.Td>
                    <Table.Td>{cart.PriceHidden ? PRICE_NOT_AVAILABLE : line.PriceText}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Stack gap={4}>
              <Row label="Subtotal" value={price(subtotalCents)} />
              {minimumCents > 0 && <Row label="$150 Minimum Purchase Charge" value={price(minimumCents)} />}
              <Row label="Freight" value={chosenRate ? price(freightCents) : "-"} />
              <Row label="Tax" value={chosenRate ? price(taxCents) : "-"} />
              <Row label="Total" value={price(orderTotalCents)} strong />
            </Stack>
            <Checkbox
              label={
                <>
                  I have read and agree to the{" "}
                  <Anchor component={Link} to="/terms" target="_blank">
                    terms and conditions
                  </Anchor>
                </>
              }
              checked={form.ConfirmConform}
              onChange={(e) => set({ ConfirmConform: e.currentTarget.checked })}
            />
            {problems.length > 0 && (
              <section aria-label="Checkout problems">
                <Alert color="yellow" title="Before placing the order" role="status">
                  <List size="sm">
                    {problems.map((p) => (
                      <List.Item key={p}>{p}</List.Item>
                    ))}
                  </List>
                </Alert>
              </section>
            )}
            {serverMessage && (
              <Alert color="red" role="alert" withCloseButton onClose={() => setServerMessage(null)}>
                {serverMessage}
              </Alert>
            )}
            <Button
              size="md"
              disabled={!valid || !form.ConfirmConform || rates.isFetching}
              loading={place.isPending}
              onClick={() => {
                if (!valid || rates.isFetching || place.isPending) return;
                setServerMessage(null);
                place.mutate();
              }}
            >
              Place Order
            </Button>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined}>{value}</Text>
    </Group>
  );
}
