import { describe, expect, it } from "vitest";
import { schemaErrors, sortErrors } from "../../lib/formErrors.js";
import { emptyCheckoutForm, secondCardStarted } from "./checkoutForm.js";
import { CHECKOUT_LABELS, checkoutFieldSchema, isFieldProblem } from "./useCheckoutFieldErrors.js";

const messages = (form: ReturnType<typeof emptyCheckoutForm>, totalCents = 0) =>
  sortErrors(schemaErrors(checkoutFieldSchema(totalCents), form), CHECKOUT_LABELS);

describe("checkout field messages (docs/decisions/0027-form-errors.md)", () => {
  it("says each missing billing field once, under it, in the label's words", () => {
    const f = emptyCheckoutForm();
    const { fields, general } = messages({ ...f, Billing: { ...f.Billing, Name: "Morgan Mendez" } });
    expect(fields["Billing.CardNo"]).toBe("Card number is required.");
    expect(fields["Billing.CVV"]).toBe("CVV is required.");
    expect(fields["Billing.MonthExpire"]).toBe("Expiry month is required.");
    expect(fields["Billing.State"]).toBe("Billing state is required.");
    expect(fields["Billing.Name"]).toBeUndefined();
    expect(Object.values(fields).some((m) => m.includes("Billing:"))).toBe(false);
    expect(general).toBe("");
  });

  it("says each missing shipping field under it, and the spec's address type sentence as it is", () => {
    const f = emptyCheckoutForm();
    const { fields } = messages({ ...f, Shipping: { ...f.Shipping, FirstName: "Morgan" } });
    expect(fields["Shipping.LastName"]).toBe("Last name is required.");
    expect(fields["Shipping.Address1"]).toBe("Shipping address is required.");
    expect(fields["Shipping.PhoneNumber"]).toBe("Phone number is required.");
    expect(fields["Shipping.Residential"]).toBe("Address type is required.");
    expect(fields["Shipping.FirstName"]).toBeUndefined();
    // Billing as shipping: only the address type is left, in the spec's words.
    const billed = {
      ...f,
      Billing: {
        ...f.Billing,
        Name: "Morgan Mendez",
        Address: "415 Lyndale Ave N",
        City: "Minneapolis",
        State: "MN",
        Zip: "55405",
      },
      Shipping: { ...f.Shipping, ShipToBilling: true, PhoneNumber: "612 555 0102" },
    };
    expect(messages(billed).fields["Shipping.Residential"]).toBe("You must select an Address Type.");
  });

  it("says the shipping account and each missing second-card field under it", () => {
    const f = emptyCheckoutForm();
    const { fields } = messages({ ...f, ShippingMethod: "BST", SecondName: "Bailey Okafor" });
    expect(fields.ShippingAccount).toBe("Your shipping account number is required.");
    expect(fields.SecondCardNo).toBe("Second card number is required.");
    expect(fields.SecondCVV).toBe("Second card CVV is required.");
    expect(fields.SecondState).toBe("Second card state is required.");
    expect(fields.SecondName).toBeUndefined();
    expect(Object.values(fields).some((m) => m.includes("Second Card:"))).toBe(false);
  });

  it("leaves the sentences of no one field (nothing typed, method, terms, amounts) to the list", () => {
    expect(schemaErrors(checkoutFieldSchema(0), emptyCheckoutForm())).toEqual({});
    expect(isFieldProblem("Billing: CardNo is required.")).toBe(true);
    expect(isFieldProblem("Shipping: Zip is required.")).toBe(true);
    expect(isFieldProblem("Shipping: ShippingAccount is required.")).toBe(true);
    expect(isFieldProblem("Second Card: CVV is required.")).toBe(true);
    expect(isFieldProblem("You must select an Address Type.")).toBe(true);
    for (const listed of [
      "Payment Info is required.",
      "A Shipping Address is required.",
      "A shipping method is required.",
      "Please make sure both card amounts match the order total",
      "You must confirm you have read and agree to terms and conditions.",
      "Second Card: Colour is required.",
    ])
      expect(isFieldProblem(listed)).toBe(false);
  });

  it("turns the split on after a reload that kept a second card's name", () => {
    expect(secondCardStarted(emptyCheckoutForm())).toBe(false);
    expect(secondCardStarted({ ...emptyCheckoutForm(), SecondName: "Bailey Okafor" })).toBe(true);
  });
});
