/**
 * The shop's production calendar (DESIGN.md section 6, "Production date"; part 1 section 9).
 *
 * - An order placed by 3:00 pm US Central on a business day goes to production that day; one placed
 *   later (or on a weekend or holiday) goes to production on the next business day.
 * - Services add business days to production (colour matching TS-SVC-1: 3, from the catalog).
 * - It ships on the business day after production.
 * - Business days are Monday to Friday except the holidays below (the US federal holidays as
 *   observed, i.e. moved to Friday or Monday when they fall on a weekend).
 *
 * The instant of placement is UTC (stored as timestamptz); the cut-off is judged on the wall clock of
 * America/Chicago, so daylight saving time moves it between 20:00 UTC (CDT) and 21:00 UTC (CST).
 * Production and ship dates are shop calendar days, 'YYYY-MM-DD', stored as SQL dates.
 */

export const SHOP_TIME_ZONE = "America/Chicago";
/** 3:00 pm, as minutes after local midnight. */
export const CUTOFF_MINUTES = 15 * 60;

/** US federal holidays 2026-2027, observed dates. Data, not rules: extend the list for later years. */
export const HOLIDAYS: ReadonlyMap<string, string> = new Map([
  ["2026-01-01", "New Year's Day"],
  ["2026-01-19", "Martin Luther King Jr. Day"],
  ["2026-02-16", "Washington's Birthday"],
  ["2026-05-25", "Memorial Day"],
  ["2026-06-19", "Juneteenth"],
  ["2026-07-03", "Independence Day (observed)"],
  ["2026-09-07", "Labor Day"],
  ["2026-10-12", "Columbus Day"],
  ["2026-11-11", "Veterans Day"],
  ["2026-11-26", "Thanksgiving Day"],
  ["2026-12-25", "Christmas Day"],
  ["2027-01-01", "New Year's Day"],
  ["2027-01-18", "Martin Luther King Jr. Day"],
  ["2027-02-15", "Washington's Birthday"],
  ["2027-05-31", "Memorial Day"],
  ["2027-06-18", "Juneteenth (observed)"],
  ["2027-07-05", "Independence Day (observed)"],
  ["2027-09-06", "Labor Day"],
  ["2027-10-11", "Columbus Day"],
  ["2027-11-11", "Veterans Day"],
  ["2027-11-25", "Thanksgiving Day"],
  ["2027-12-24", "Christmas Day (observed)"],
  ["2027-12-31", "New Year's Day 2028 (observed)"],
]);

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The shop's calendar day ('YYYY-MM-DD') and minutes after midnight at an instant. */
export function shopWallClock(instant: Date): { day: string; minutes: number } {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** A calendar day plus n days (n may be negative). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(day);
}

/** The first business day after `day`. */
export function nextBusinessDay(day: string): string {
  let d = addDays(day, 1);
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}

/** `day` if it is a business day, else the next one. */
export function businessDayOnOrAfter(day: string): string {
  return isBusinessDay(day) ? day : nextBusinessDay(day);
}

/** n business days after `day` (n >= 0; 0 gives `day`). */
export function addBusinessDays(day: string, n: number): string {
  let d = day;
  for (let i = 0; i < n; i++) d = nextBusinessDay(d);
  return d;
}

export interface ProductionSchedule {
  /** The shop day the order was placed on (Central). */
  placedDay: string;
  /** Placed by the 3:00 pm cut-off on a business day. */
  beforeCutoff: boolean;
  productionDate: string;
  shipDate: string;
}

/**
 * The production and ship dates of an order placed at `placedAt` (UTC instant) whose services add
 * `extraBusinessDays` to production.
 */
export function productionSchedule(placedAt: Date, extraBusinessDays = 0): ProductionSchedule {
  const { day, minutes } = shopWallClock(placedAt);
  const beforeCutoff = isBusinessDay(day) && minutes < CUTOFF_MINUTES;
  const start = beforeCutoff ? day : nextBusinessDay(day);
  const productionDate = addBusinessDays(start, Math.max(0, Math.trunc(extraBusinessDays)));
  return { placedDay: day, beforeCutoff, productionDate, shipDate: nextBusinessDay(productionDate) };
}
