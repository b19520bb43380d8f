import Holidays from "date-holidays";

/**
 * The shop's production calendar (docs/product/orders.md; docs/product/brands-and-access.md).
 *
 * - An order placed by 3:00 pm US Central on a business day goes to production that day; one placed
 *   later (or on a weekend or holiday) goes to production on the next business day.
 * - Services add business days to production (colour matching TS-SVC-1: 3, from the catalog).
 * - It ships on the business day after production.
 * - Business days are Monday to Friday except the US federal holidays as observed (moved to Friday or
 *   Monday when they fall on a weekend).
 *
 * The instant of placement is UTC (stored as timestamptz); the cut-off is judged on the wall clock of
 * America/Chicago, so daylight saving time moves it between 20:00 UTC (CDT) and 21:00 UTC (CST).
 * Production and ship dates are shop calendar days, 'YYYY-MM-DD', stored as SQL dates.
 */

const SHOP_TIME_ZONE = "America/Chicago";
/** 3:00 pm, as minutes after local midnight. */
const CUTOFF_MINUTES = 15 * 60;

/**
 * The US federal holidays as observed (a Saturday holiday on the Friday before, a Sunday one on the
 * Monday after), computed from the date-holidays package's rules for any year, so the calendar never
 * runs out. Memoised per year.
 */
const federal = new Holidays("US");
const holidayYears = new Map<number, ReadonlyMap<string, string>>();

export function holidaysOf(year: number): ReadonlyMap<string, string> {
  let days = holidayYears.get(year);
  if (!days) {
    const observed = new Map<string, string>();
    // The next year's New Year's Day may be observed on this year's December 31.
    for (const h of [...federal.getHolidays(year), ...federal.getHolidays(year + 1)]) {
      if (h.type !== "public" || h.substitute) continue;
      const day = h.date.slice(0, 10);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const shift = weekday === 6 ? -1 : weekday === 0 ? 1 : 0;
      const on = addDays(day, shift);
      if (on.startsWith(String(year))) observed.set(on, shift === 0 ? h.name : `${h.name} (observed)`);
    }
    days = observed;
    holidayYears.set(year, days);
  }
  return days;
}

function isHoliday(day: string): boolean {
  return holidaysOf(Number(day.slice(0, 4))).has(day);
}

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
  return weekday !== 0 && weekday !== 6 && !isHoliday(day);
}

/** The first business day after `day`. */
export function nextBusinessDay(day: string): string {
  let d = addDays(day, 1);
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
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

/** Midnight at the start of a shop calendar day, as a UTC instant (US Central is 5 or 6 hours behind UTC). */
function shopMidnight(day: string): Date {
  for (const offsetHours of [6, 5]) {
    const at = new Date(`${day}T${String(offsetHours).padStart(2, "0")}:00:00Z`);
    const wall = shopWallClock(at);
    if (wall.day === day && wall.minutes === 0) return at;
  }
  throw new Error(`no midnight found for ${day} in ${SHOP_TIME_ZONE}`);
}

/**
 * The shop's calendar month holding `instant`: from midnight US Central on its first day to midnight
 * on the next month's first day (a monthly spend limit counts the orders placed in it).
 */
export function shopMonth(instant: Date): { start: Date; end: Date } {
  const { day } = shopWallClock(instant);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return { start: shopMidnight(`${day.slice(0, 7)}-01`), end: shopMidnight(next) };
}
