import { SANDBOX_CARDS } from "../../platform/payments/sandbox.js";

/** Place Order form parts for the integration tests: a new Visa, an address in Minneapolis, a second card. */

export const NEXT_YEAR = String(new Date().getFullYear() + 1);
export const CVV = "987";

export const billing = (over: Record<string, unknown> = {}) => ({
  CCkey: "0",
  Name: "Bailey Byers",
  CardNo: SANDBOX_CARDS.visa,
  CVV,
  MonthExpire: "11",
  YearExpire: NEXT_YEAR,
  Address: "415 Lyndale Ave N",
  City: "Minneapolis",
  State: "MN",
  Zip: "55405",
  Country: "US",
  ...over,
});

export const shipping = (over: Record<string, unknown> = {}) => ({
  ShipKey: "0",
  FirstName: "Bailey",
  LastName: "Byers",
  CompanyName: "Northside Sign Co.",
  Address1: "415 Lyndale Ave N",
  Address2: "",
  City: "Minneapolis",
  State: "MN",
  Zip: "55405",
  Country: "US",
  PhoneNumber: "(612) 555-0101",
  Residential: false,
  Email: "bailey@northsidesign.example",
  ...over,
});

export const secondCard = (over: Record<string, unknown> = {}) => ({
  SecondName: "Morgan Mendez",
  SecondCardNo: SANDBOX_CARDS.mastercard,
  SecondCVV: "456",
  SecondMonthExpire: "04",
  SecondYearExpire: NEXT_YEAR,
  SecondAddress: "415 Lyndale Ave N",
  SecondCity: "Minneapolis",
  SecondState: "MN",
  SecondZip: "55405",
  ...over,
});
