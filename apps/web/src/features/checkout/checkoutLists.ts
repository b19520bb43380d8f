import type { KeyValue } from "@portal/contract";
import { toSelectOptions } from "../payments/index.js";

/** The Account lists the checkout's selects offer. */
export interface CheckoutLists {
  states: KeyValue[];
  countries: KeyValue[];
  months: KeyValue[];
  years: KeyValue[];
}

type Options = (current: string) => { value: string; label: string }[];

/** Select options from the lists; the current value stays selectable. */
export function listOptions(lists: CheckoutLists): {
  state: Options;
  country: Options;
  month: Options;
  year: Options;
} {
  return {
    state: (current) => toSelectOptions(lists.states, current, "Select"),
    country: (current) => toSelectOptions(lists.countries, current),
    month: (current) => [{ value: "", label: "Month" }, ...toSelectOptions(lists.months, current)],
    year: (current) => [{ value: "", label: "Year" }, ...toSelectOptions(lists.years, current)],
  };
}
