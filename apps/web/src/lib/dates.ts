const US_DATE = new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric" });

/**
 * One date format on every customer screen (issue 17): MM/DD/YYYY. A calendar date ("2026-11-22",
 * as production dates come) is shown as written, with no time-zone shift; a timestamp in the
 * browser's own time zone. Anything else is shown unchanged.
 */
export function formatDate(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  const t = Date.parse(value);
  return Number.isNaN(t) ? value : US_DATE.format(t);
}
