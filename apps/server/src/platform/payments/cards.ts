import type { CardBrand } from "./gateway.js";

/** The card number's digits: spaces and dashes removed. Anything else makes it invalid (null). */
export function cardDigits(number: string): string | null {
  const digits = number.replace(/[\s-]/g, "");
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

const prefixBetween = (digits: string, size: number, low: number, high: number) => {
  const n = Number(digits.slice(0, size));
  return n >= low && n <= high;
};

const BRAND_RULES: { brand: CardBrand; matches: (digits: string) => boolean; lengths: number[] }[] = [
  { brand: "American Express", matches: (d) => /^3[47]/.test(d), lengths: [15] },
  { brand: "Visa", matches: (d) => d.startsWith("4"), lengths: [13, 16, 19] },
  {
    brand: "Mastercard",
    matches: (d) => prefixBetween(d, 2, 51, 55) || prefixBetween(d, 4, 2221, 2720),
    lengths: [16],
  },
  {
    brand: "Discover",
    matches: (d) => d.startsWith("6011") || d.startsWith("65") || prefixBetween(d, 3, 644, 649),
    lengths: [16, 17, 18, 19],
  },
];

/** The brand of a card number by its prefix, or null when the prefix is not one the shop accepts. */
export function cardBrand(digits: string): CardBrand | null {
  return BRAND_RULES.find((r) => r.matches(digits))?.brand ?? null;
}

export function lengthFitsBrand(digits: string, brand: CardBrand): boolean {
  return BRAND_RULES.find((r) => r.brand === brand)!.lengths.includes(digits.length);
}

/** CVV: four digits on American Express, three on the others. */
export function cvvValid(cvv: string, brand: CardBrand): boolean {
  return (brand === "American Express" ? /^\d{4}$/ : /^\d{3}$/).test(cvv.trim());
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}
