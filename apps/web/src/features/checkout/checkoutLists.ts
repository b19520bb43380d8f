import type { KeyValue } from "@portal/contract";
import { selectOptions } from "../../lib/accountLists.js";

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
    state: (current) => selectOptions(lists.states, current, "Select"),
    country: (current) => selectOptions(lists.countries, current),
    month: (current) => [{ value: "", label: "Month" }, ...selectOptions(lists.months, current)],
    year: (current) => [{ value: "", label: "Year" }, ...selectOptions(lists.years, current)],
  };
}
