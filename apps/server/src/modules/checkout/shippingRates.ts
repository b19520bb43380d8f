import type { Brand } from "@portal/contract";
import {
  dollarsFromCents,
  formatCentsUsd,
  OWN_ACCOUNT_METHOD,
  type ShippingMethod,
  type ShippingRate,
  US_STATES,
} from "@portal/contract";
import type { Carrier, ShipmentAddress } from "../../platform/shipping/index.js";
import { zipRegion } from "../../platform/shipping/index.js";
import type { TaxCalculator, TaxQuote } from "../../platform/tax/index.js";
import type { PricedCart } from "../cart/cartPricing.js";

/** BST: the customer's own shipping account. Always offered; checkout then requires the account number. */
const OWN_ACCOUNT_TEXT = "Bill my shipping account";

export interface RateAddress extends ShipmentAddress {
  city: string;
  county: string;
}

export interface QuotedRate extends ShippingRate {
  /** The method's name without the amount ('FedEx Ground'). */
  Name: string;
}

export type QuoteResult = { ok: true; rates: QuotedRate[]; tax: TaxQuote } | { ok: false };

/** The origin ZIP of the brand: the 5-digit ZIP in its address (the shop ships from there). */
export function originZipOf(brand: Brand): string {
  for (const line of [...brand.contact.addressLines].reverse()) {
    const match = /\b(\d{5})(?:-\d{4})?\b/.exec(line);
    if (match) return match[1]!;
  }
  throw new Error(`The brand ${brand.id} has no ZIP code in its address.`);
}

const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map((s) => s.key));

/** The state taxed: the address's state when it is a US state code, else the state of its ZIP. */
function taxStateOf(address: { state: string; zip: string }): string {
  const state = address.state.trim().toUpperCase();
  if (STATE_CODES.has(state)) return state;
  return zipRegion(address.zip)?.state ?? state;
}

/**
 * The shipping rates of a priced cart to an address (docs/product/cart-and-checkout.md): the
 * carrier's methods plus BST, each with the order's tax, sorted ascending by freight (BST, 0, first;
 * equal freight in the methods' usual order). The amount is in DisplayText only when prices show.
 */
export async function quoteRates(
  deps: { carrier: Carrier; tax: TaxCalculator; originZip: string },
  cart: PricedCart,
  address: RateAddress,
  options: { taxExempt: boolean; pricesHidden: boolean },
): Promise<QuoteResult> {
  const result = await deps.carrier.rates({ originZip: deps.originZip, destination: address, parcels: cart.parcels });
  if (!result.ok) return { ok: false };
  const tax = await deps.tax.quote({
    country: address.country,
    state: taxStateOf(address),
    zip: address.zip,
    taxableCents: cart.subtotalCents,
    exempt: options.taxExempt,
  });
  const shown = (name: string, cents: number) => (options.pricesHidden ? name : `${name} - ${formatCentsUsd(cents)}`);
  const order: readonly ShippingMethod[] = [
    OWN_ACCOUNT_METHOD,
    "FEDEX_GROUND",
    "FEDEX_FREIGHT_PRIORITY",
    "FEDEX_2_DAY",
    "STANDARD_OVERNIGHT",
  ];
  const rates: QuotedRate[] = [
    { method: OWN_ACCOUNT_METHOD, name: OWN_ACCOUNT_TEXT, freightCents: 0, transitDays: 0, ownAccount: true },
    ...result.quotes.map((q) => ({ ...q, ownAccount: false })),
  ].map((q) => ({
    Method: q.method,
    Name: q.name,
    DisplayText: q.ownAccount ? q.name : shown(q.name, q.freightCents),
    FreightAmount: dollarsFromCents(q.freightCents),
    FreightCents: q.freightCents,
    TaxAmount: dollarsFromCents(tax.taxCents),
    TaxCents: tax.taxCents,
    TransitDays: q.transitDays,
  }));
  rates.sort((a, b) => a.FreightCents - b.FreightCents || order.indexOf(a.Method) - order.indexOf(b.Method));
  return { ok: true, rates, tax };
}
