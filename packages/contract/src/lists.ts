import { z } from "zod";

/** One entry of the Account lists (GetStateList, GetCountryList, GetMonthList, GetYearList). */
export const KeyValueSchema = z.object({ key: z.string(), value: z.string() });
export type KeyValue = z.infer<typeof KeyValueSchema>;
export const KeyValueListSchema = z.array(KeyValueSchema);

/** What the State select shows before a choice; the server refuses it as a missing State. */
export const STATE_NOT_CHOSEN = "Select";
export const DEFAULT_COUNTRY = "US";

/** The US states and the District of Columbia: key is the postal code. */
export const US_STATES: readonly KeyValue[] = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
].map(([key, value]) => ({ key: key!, value: value! }));

/** Countries the shop ships to and bills in; the United States first (the default). */
export const COUNTRIES: readonly KeyValue[] = [
  { key: "US", value: "United States" },
  { key: "CA", value: "Canada" },
];

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Card expiry months: key '01'..'12', value '01 - January'. */
export const MONTHS: readonly KeyValue[] = MONTH_NAMES.map((name, i) => {
  const key = String(i + 1).padStart(2, "0");
  return { key, value: `${key} - ${name}` };
});

/** Number of years after the current one offered for a card expiry. */
export const EXPIRY_YEARS_AHEAD = 10;

/** Card expiry years: the current year through ten years on, from the given date. */
export function yearList(now: Date = new Date()): KeyValue[] {
  const first = now.getFullYear();
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => {
    const year = String(first + i);
    return { key: year, value: year };
  });
}
