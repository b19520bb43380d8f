import {
  ADDRESS_TYPE_REQUIRED,
  PAYMENT_INFO_REQUIRED,
  type PaymentOption,
  SHIPPING_ADDRESS_REQUIRED,
  SHIPPING_METHOD_REQUIRED,
  SPLIT_AMOUNTS_MISMATCH,
  TERMS_CCKEY,
  TERMS_NOT_CONFIRMED,
} from "@portal/contract";
import { describe, expect, it } from "vitest";
import {
  addressProblems,
  checkoutDraft,
  emptyCheckoutForm,
  formProblems,
  paymentMethodChoices,
  ratesAddress,
  restoreCheckoutDraft,
  shippingFromAddress,
  splitAmounts,
  validationContext,
} from "./checkoutForm.js";

const filled = () => {
  const f = emptyCheckoutForm();
  return {
    ...f,
    Billing: {
      ...f.Billing,
      Name: "Morgan Mendez",
      CardNo: "4242424242424242",
      CVV: "123",
      MonthExpire: "12",
      YearExpire: "2030",
      Address: "415 Lyndale Ave N",
      City: "Minneapolis",
      State: "MN",
      Zip: "55405",
    },
    Shipping: {
      ...f.Shipping,
      FirstName: "Morgan",
      LastName: "Mendez",
      Address1: "415 Lyndale Ave N",
      City: "Minneapolis",
      State: "MN",
      Zip: "55405",
      PhoneNumber: "612 555 0102",
      Residential: false,
    },
  };
};

describe("checkout form", () => {
  it("asks for the payment info and a shipping address as a whole while nothing is typed", () => {
    const problems = formProblems(emptyCheckoutForm(), 10000);
    expect(problems).toContain(PAYMENT_INFO_REQUIRED);
    expect(problems).toContain(SHIPPING_ADDRESS_REQUIRED);
    expect(problems).toContain(SHIPPING_METHOD_REQUIRED);
    expect(problems).toContain(TERMS_NOT_CONFIRMED);
    expect(problems.some((p) => p.startsWith("Billing:") || p.startsWith("Shipping:"))).toBe(false);
    expect(problems.some((p) => p.startsWith("Second Card:"))).toBe(false);
  });

  it("names each missing field once something is typed", () => {
    const empty = emptyCheckoutForm();
    const form = {
      ...empty,
      Billing: { ...empty.Billing, Name: "Morgan Mendez" },
      Shipping: { ...empty.Shipping, FirstName: "Morgan" },
    };
    const problems = formProblems(form, 10000);
    expect(problems).toContain("Billing: CardNo is required.");
    expect(problems).toContain("Shipping: LastName is required.");
    expect(problems).not.toContain(PAYMENT_INFO_REQUIRED);
    expect(problems).not.toContain(SHIPPING_ADDRESS_REQUIRED);
  });

  it("asks for the address type when billing is used as shipping", () => {
    const f = filled();
    const form = { ...f, Shipping: { ...emptyCheckoutForm().Shipping, ShipToBilling: true, PhoneNumber: "1" } };
    expect(addressProblems(form)).toEqual([ADDRESS_TYPE_REQUIRED]);
    expect(addressProblems({ ...form, Shipping: { ...form.Shipping, Residential: true } })).toEqual([]);
  });

  it("is valid with method and terms, and checks split amounts against the total", () => {
    const form = { ...filled(), ShippingMethod: "FEDEX_GROUND", ConfirmConform: true };
    expect(formProblems(form, 10000)).toEqual([]);
    const split = {
      ...form,
      SecondName: "Bailey",
      SecondCardNo: "5555555555554444",
      SecondCVV: "321",
      SecondMonthExpire: "12",
      SecondYearExpire: "2030",
      SecondAddress: "1 Main St",
      SecondCity: "Minneapolis",
      SecondState: "MN",
      SecondZip: "55405",
      FirstCardAmount: 40,
      SecondCardAmount: 40,
    };
    expect(formProblems(split, 10000)).toEqual([SPLIT_AMOUNTS_MISMATCH]);
    expect(formProblems({ ...split, SecondCardAmount: 60 }, 10000)).toEqual([]);
  });

  it("splits amounts: the other is the rest, an amount above the total is capped", () => {
    expect(splitAmounts(25.5, 10000)).toEqual([25.5, 74.5]);
    expect(splitAmounts(250, 10000)).toEqual([100, 0]);
  });

  it("reads the terms key and saved records into the validation context", () => {
    const f = emptyCheckoutForm();
    expect(validationContext({ ...f, Billing: { ...f.Billing, CCkey: TERMS_CCKEY } })).toEqual({
      terms: true,
      savedCard: false,
      savedAddress: false,
    });
    const address = {
      ShipKey: "7",
      FirstName: "A",
      LastName: "B",
      CompanyName: "",
      Address1: "1 Main St",
      Address2: "",
      City: "Des Moines",
      State: "IA",
      Zip: "50315",
      Country: "US",
      PhoneNumber: "1",
      Email: "",
      Residential: true,
      County: "Polk",
      userId: 1,
    };
    const saved = shippingFromAddress(f, address, "7");
    expect(validationContext(saved).savedAddress).toBe(true);
    expect(ratesAddress(saved, [address])).toEqual({
      City: "Des Moines",
      State: "IA",
      Zip: "50315",
      Country: "US",
      County: "Polk",
      Residential: true,
    });
  });
});

describe("payment method choices", () => {
  const option = (CCkey: string, extra: Partial<PaymentOption> = {}): PaymentOption => ({
    CCkey,
    CardNo: "************4242",
    Type: "Visa",
    Name: "Morgan Mendez",
    MonthExpire: "12",
    YearExpire: "2030",
    CVV: "",
    Address: "",
    Address2: "",
    City: "",
    State: "",
    Zip: "",
    Country: "",
    Phone: "",
    Email: "",
    County: "",
    userId: 1,
    ...extra,
  });
  const terms = option(TERMS_CCKEY, { CVV: "TERMS", Name: "Terms Account (open account)" });

  it("offers the terms account, the saved cards and Add", () => {
    expect(paymentMethodChoices([option("c1"), terms], false).map((c) => c.value)).toEqual([TERMS_CCKEY, "c1", "0"]);
  });

  it("offers only the terms account in a terms-only store, never a card", () => {
    expect(paymentMethodChoices([option("c1"), terms], true)).toEqual([
      { value: TERMS_CCKEY, label: "Terms Account (open account)" },
    ]);
    expect(paymentMethodChoices([option("c1")], true)).toEqual([]);
  });
});

describe("the checkout draft kept across a reload", () => {
  it("keeps the form, order notes too, but never card numbers, security codes or the submit key", () => {
    const start = emptyCheckoutForm();
    const form = {
      ...start,
      OrderNotes: "Deliver to dock 4.",
      ShippingMethod: "FEDEX_GROUND",
      SecondCardNo: "5555555555554444",
      SecondCVV: "456",
      IdempotencyKey: "key-1",
      Billing: { ...start.Billing, Name: "Morgan Mendez", CardNo: "4242424242424242", CVV: "123" },
      Shipping: { ...start.Shipping, FirstName: "Morgan", Residential: false },
    };
    const raw = checkoutDraft(form);
    expect(raw).not.toContain("4242");
    expect(raw).not.toContain("5555");
    expect(raw).not.toContain("123");
    const back = restoreCheckoutDraft(raw, start)!;
    expect(back.OrderNotes).toBe("Deliver to dock 4.");
    expect(back.ShippingMethod).toBe("FEDEX_GROUND");
    expect(back.Billing).toMatchObject({ Name: "Morgan Mendez", CardNo: "", CVV: "" });
    expect(back.Shipping).toMatchObject({ FirstName: "Morgan", Residential: false });
    expect(back.IdempotencyKey).toBe(start.IdempotencyKey);
  });

  it("ignores a missing or damaged draft and fields of the wrong type", () => {
    const start = emptyCheckoutForm();
    expect(restoreCheckoutDraft(null, start)).toBeUndefined();
    expect(restoreCheckoutDraft("{not json", start)).toBeUndefined();
    const back = restoreCheckoutDraft(JSON.stringify({ OrderNotes: 5, Extra: "x", Shipping: { Zip: ["1"] } }), start)!;
    expect(back.OrderNotes).toBe("");
    expect("Extra" in back).toBe(false);
    expect(back.Shipping.Zip).toBe("");
  });
});
