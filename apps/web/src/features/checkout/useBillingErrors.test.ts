import { describe, expect, it } from "vitest";
import { schemaErrors, sortErrors } from "../../lib/formErrors.js";
import { emptyCheckoutForm } from "./checkoutForm.js";
import { BILLING_LABELS, billingSchema, isBillingFieldProblem } from "./useBillingErrors.js";

describe("checkout billing messages (docs/decisions/0027-form-errors.md)", () => {
  it("says each missing billing field once, under it, in the label's words", () => {
    const f = emptyCheckoutForm();
    const form = { ...f, Billing: { ...f.Billing, Name: "Morgan Mendez" } };
    const { fields, general } = sortErrors(schemaErrors(billingSchema(0), form), BILLING_LABELS);
    expect(fields.CardNo).toBe("Card number is required.");
    expect(fields.CVV).toBe("CVV is required.");
    expect(fields.MonthExpire).toBe("Expiry month is required.");
    expect(fields.State).toBe("Billing state is required.");
    expect(fields.Name).toBeUndefined();
    expect(Object.values(fields).some((m) => m.includes("Billing:"))).toBe(false);
    expect(general).toBe("");
  });

  it("leaves 'Payment Info is required.' (nothing typed) and other problems to the list", () => {
    expect(schemaErrors(billingSchema(0), emptyCheckoutForm())).toEqual({});
    expect(isBillingFieldProblem("Billing: CardNo is required.")).toBe(true);
    expect(isBillingFieldProblem("Payment Info is required.")).toBe(false);
    expect(isBillingFieldProblem("Second Card: CVV is required.")).toBe(false);
  });
});
