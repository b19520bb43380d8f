/**
 * Sales tax (docs/product/cart-and-checkout.md): US sales tax by ship-to state for the states where the shop
 * collects, none for tax-exempt customers. A tax service can replace the built-in table by
 * implementing TaxCalculator.
 *
 * What is taxed: the merchandise subtotal, i.e. products and services plus the 90OC minimum charge
 * line. Freight is NOT taxed (the table is a simplification: some states tax delivery charges; a
 * tax service would know). Orders shipped outside the US carry no US sales tax.
 */

export interface TaxRequest {
  /** Ship-to country ('US', 'CA', ...). */
  country: string;
  /** Ship-to state, postal code ('MN'). */
  state: string;
  zip: string;
  /** Taxable amount in cents: products, services and the 90OC line. */
  taxableCents: number;
  /** The customer is tax exempt (resale certificate on file). */
  exempt: boolean;
}

export interface TaxQuote {
  taxCents: number;
  /** The rate applied, in percent (6.875); 0 when none. */
  ratePercent: number;
  /** The state taxed, or '' when no tax applies. */
  jurisdiction: string;
}

export interface TaxCalculator {
  readonly name: string;
  quote(request: TaxRequest): Promise<TaxQuote>;
}

export const DEFAULT_TAX_STATES = "MN:6.875,WI:5.0,IA:6.0";

export class TaxConfigError extends Error {}

/**
 * Parses TAX_STATES: 'MN:6.875,WI:5.0,IA:6.0' (state postal code, rate in percent with up to 3
 * decimals). An empty text means the shop collects nowhere.
 */
export function parseTaxStates(text: string): Map<string, number> {
  const rates = new Map<string, number>();
  for (const entry of text.split(",").map((e) => e.trim())) {
    if (entry === "") continue;
    const match = /^([A-Za-z]{2})\s*:\s*(\d{1,2}(?:\.\d{1,3})?)$/.exec(entry);
    if (!match) {
      throw new TaxConfigError(
        `TAX_STATES: '${entry}' is not 'ST:percent' (for example MN:6.875). The whole value must look like ${DEFAULT_TAX_STATES}.`,
      );
    }
    const state = match[1]!.toUpperCase();
    if (rates.has(state)) throw new TaxConfigError(`TAX_STATES: ${state} is listed twice.`);
    rates.set(state, Number(match[2]));
  }
  return rates;
}

/** The tax on an amount at a percent rate, rounded half up to whole cents, in integer arithmetic. */
export function taxOn(taxableCents: number, ratePercent: number): number {
  if (taxableCents <= 0 || ratePercent <= 0) return 0;
  // The rate in thousandths of a percent is a whole number (at most 3 decimals).
  const milli = Math.round(ratePercent * 1000);
  const scaled = taxableCents * milli; // cents x 100000
  return Math.floor((scaled + 50_000) / 100_000);
}

/** The built-in table: one rate per state where the shop collects (TAX_STATES). */
export class StateTableTax implements TaxCalculator {
  readonly name = "state-table";

  constructor(private readonly rates: ReadonlyMap<string, number>) {}

  static fromText(text: string | undefined): StateTableTax {
    return new StateTableTax(parseTaxStates(text ?? DEFAULT_TAX_STATES));
  }

  rateOf(state: string): number {
    return this.rates.get(state.trim().toUpperCase()) ?? 0;
  }

  async quote(request: TaxRequest): Promise<TaxQuote> {
    const state = request.state.trim().toUpperCase();
    const country = request.country.trim().toUpperCase();
    const rate = this.rateOf(state);
    if (request.exempt || (country !== "US" && country !== "USA") || rate === 0) {
      return { taxCents: 0, ratePercent: 0, jurisdiction: "" };
    }
    return { taxCents: taxOn(request.taxableCents, rate), ratePercent: rate, jurisdiction: state };
  }
}
