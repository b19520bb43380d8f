const US_DATE = new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric" });
const STAFF_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const STAFF_DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * One date format on every customer screen (issue 17): MM/DD/YYYY. A calendar date ("2026-11-22",
 * as production dates come) is shown as written, with no time-zone shift; a timestamp in the
 * browser's own time zone. Anything else is shown unchanged.
 */
export function formatDate(value: string): string {
  const day = CALENDAR_DAY.exec(value);
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  const t = Date.parse(value);
  return Number.isNaN(t) ? value : US_DATE.format(t);
}

/**
 * The staff screens' and account tools' form: a timestamp as "Nov 22, 2026, 3:04 PM" in the browser's
 * time zone, or "Nov 22, 2026" with `withTime` false. A calendar day is shown as written, nothing (null,
 * empty) as an empty text, anything else unchanged.
 */
export function formatDateTime(value: string | null | undefined, withTime = true): string {
  if (!value) return "";
  if (CALENDAR_DAY.test(value)) return value;
  const t = Date.parse(value);
  if (Number.isNaN(t)) return value;
  return (withTime ? STAFF_DATE_TIME : STAFF_DATE).format(t);
}
