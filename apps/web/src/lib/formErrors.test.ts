import {
  LoginRequestSchema,
  ManageAddressRequestSchema,
  ManagePaymentRequestSchema,
  TradeApplicationSchema,
} from "@portal/contract";
import { describe, expect, it } from "vitest";
import { labelledMessage, replyErrors, schemaErrors, sortErrors } from "./formErrors.js";

const ADDRESS = { FirstName: "First Name", Address1: "Address", Address2: "Address 2", City: "City" };
const PAYMENT = {
  Name: "Name on Card",
  CardNo: "Card Number",
  YearExpire: "Expiration Year",
  Address: "Billing Address",
};

describe("labelledMessage", () => {
  it("names the field by its label, not its key", () => {
    expect(labelledMessage("FirstName is required.", "FirstName", ADDRESS)).toBe("First Name is required.");
    expect(labelledMessage("Address1 is required.", "Address1", ADDRESS)).toBe("Address is required.");
    expect(labelledMessage("CardNo is required.", "CardNo", PAYMENT)).toBe("Card Number is required.");
    expect(labelledMessage("YearExpire is not correct.", "YearExpire", PAYMENT)).toBe(
      "Expiration Year is not correct.",
    );
    expect(labelledMessage("Address2 must be at most 200 characters.", "Address2", ADDRESS)).toBe(
      "Address 2 must be at most 200 characters.",
    );
  });

  it("puts the label in front of the server's 'Field: ...' and of a bare predicate", () => {
    expect(labelledMessage("Address2: must not contain control characters.", "Address2", ADDRESS)).toBe(
      "Address 2 must not contain control characters.",
    );
    expect(labelledMessage("must not contain control characters.", "City", ADDRESS)).toBe(
      "City must not contain control characters.",
    );
  });

  it("keeps the spec's own sentences and messages about another word", () => {
    expect(labelledMessage("Email address is not correct.", "Email", { Email: "Email" })).toBe(
      "Email address is not correct.",
    );
    expect(labelledMessage("The card number is not valid.", "CardNo", PAYMENT)).toBe("The card number is not valid.");
    // 'Address' is a key of the payment form: 'Address2 ...' is not a message about it.
    expect(labelledMessage("Address2 is too long.", "Address", PAYMENT)).toBe("Address2 is too long.");
    expect(labelledMessage("Anything.", "Unknown", PAYMENT)).toBe("Anything.");
  });
});

describe("sortErrors", () => {
  it("puts each message under its field once and nothing in the alert", () => {
    const sorted = sortErrors({ FirstName: "FirstName is required.", City: "City is required." }, ADDRESS);
    expect(sorted).toEqual({
      fields: { FirstName: "First Name is required.", City: "City is required." },
      alsoInvalid: [],
      general: "",
    });
  });

  it("sends errors of fields the form does not show to the alert, each once", () => {
    const sorted = sortErrors({ CCkey: "Read only.", County: "Read only.", CardNo: "CardNo is required." }, PAYMENT);
    expect(sorted).toEqual({ fields: { CardNo: "Card Number is required." }, alsoInvalid: [], general: "Read only." });
  });

  it("shows the reply's message in the alert only when no field error came with it", () => {
    expect(sortErrors({}, ADDRESS, "Not found.")).toEqual({ fields: {}, alsoInvalid: [], general: "Not found." });
    expect(sortErrors({ City: "City is required." }, ADDRESS, "City is required.").general).toBe("");
  });
});

describe("sortErrors: one message shared by several fields", () => {
  it("says it under the first field of the form and only marks the others", () => {
    const labels = { username: "Username", password: "Password" };
    const errors = schemaErrors(LoginRequestSchema, { username: " ", password: "" });
    expect(sortErrors(errors, labels)).toEqual({
      fields: { username: "User and Password are required." },
      alsoInvalid: ["password"],
      general: "",
    });
    expect(sortErrors(schemaErrors(LoginRequestSchema, { username: "buyer", password: "" }), labels)).toEqual({
      fields: { password: "User and Password are required." },
      alsoInvalid: [],
      general: "",
    });
  });
});

describe("replyErrors", () => {
  it("reads a server 'invalid' reply: the first message of each field, under the field", () => {
    const reply = {
      Status: "invalid",
      Message: "Email address is required.\nEmail address is not correct.",
      Data: {
        errors: [
          { field: "Email", message: "Email address is required." },
          { field: "Email", message: "Email address is not correct." },
        ],
      },
    };
    expect(replyErrors(reply, { Email: "Email" }, "Failed.")).toEqual({
      fields: { Email: "Email address is required." },
      alsoInvalid: [],
      general: "",
    });
  });

  it("falls back to the given text when the reply has no message", () => {
    expect(replyErrors({ Status: "exception" }, ADDRESS, "Could not be saved.").general).toBe("Could not be saved.");
  });
});

describe("the forms' schemas, labelled", () => {
  it("an empty address names each required field by its label", () => {
    const labels = { ...ADDRESS, LastName: "Last Name", State: "State", Zip: "Zip", Country: "Country" };
    const errors = schemaErrors(ManageAddressRequestSchema, {
      FirstName: "",
      LastName: "",
      Address1: "",
      City: "",
      State: "Select",
      Zip: "",
      Country: "",
      Residential: true,
    });
    expect(Object.values(sortErrors(errors, labels).fields)).toEqual([
      "First Name is required.",
      "Last Name is required.",
      "Address is required.",
      "City is required.",
      "State is required.",
      "Zip is required.",
      "Country is required.",
    ]);
  });

  it("an empty card names Card Number, not CardNo", () => {
    const errors = schemaErrors(ManagePaymentRequestSchema, { CardNo: "" });
    expect(sortErrors(errors, PAYMENT).fields.CardNo).toBe("Card Number is required.");
    expect(sortErrors(errors, PAYMENT).fields.Address).toBe("Billing Address is required.");
  });

  it("an empty required e-mail says only that it is required", () => {
    const errors = schemaErrors(TradeApplicationSchema, { Email: "" });
    expect(errors.Email).toBe("Email address is required.");
  });
});
