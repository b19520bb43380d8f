import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  holidaysOf,
  isBusinessDay,
  shopMonth,
  nextBusinessDay,
  productionSchedule,
  shopWallClock,
} from "./businessCalendar.js";

/** An instant given as UTC text. */
const utc = (iso: string) => new Date(`${iso}Z`);

describe("productionSchedule", () => {
  it("puts an order placed before 3:00 pm Central on a business day into production that day", () => {
    // Tuesday 12 May 2026, 14:59 CDT = 19:59 UTC.
    expect(productionSchedule(utc("2026-05-12T19:59:00"))).toEqual({
      placedDay: "2026-05-12",
      beforeCutoff: true,
      productionDate: "2026-05-12",
      shipDate: "2026-05-13",
    });
  });

  it("moves an order placed at or after 3:00 pm Central to the next business day", () => {
    // 15:00 CDT = 20:00 UTC.
    expect(productionSchedule(utc("2026-05-12T20:00:00"))).toMatchObject({
      beforeCutoff: false,
      productionDate: "2026-05-13",
      shipDate: "2026-05-14",
    });
  });

  it("judges the day on the Central clock, not UTC", () => {
    // 03:00 UTC Tuesday is 22:00 CDT Monday: after Monday's cut-off, so production Tuesday.
    expect(productionSchedule(utc("2026-05-12T03:00:00"))).toMatchObject({
      placedDay: "2026-05-11",
      productionDate: "2026-05-12",
      shipDate: "2026-05-13",
    });
  });

  it("ships a Friday order on Monday and moves a late Friday order to Monday", () => {
    expect(productionSchedule(utc("2026-05-15T15:00:00"))).toMatchObject({
      productionDate: "2026-05-15",
      shipDate: "2026-05-18",
    });
    expect(productionSchedule(utc("2026-05-15T21:00:00"))).toMatchObject({
      productionDate: "2026-05-18",
      shipDate: "2026-05-19",
    });
  });

  it("moves a weekend order to Monday, even before 3:00 pm", () => {
    expect(productionSchedule(utc("2026-05-16T15:00:00"))).toMatchObject({
      beforeCutoff: false,
      productionDate: "2026-05-18",
    });
    expect(productionSchedule(utc("2026-05-17T15:00:00"))).toMatchObject({ productionDate: "2026-05-18" });
  });

  it("skips holidays for production and shipping", () => {
    // Friday 22 May 2026 before the cut-off: ships Tuesday, after Memorial Day (Monday 25 May).
    expect(productionSchedule(utc("2026-05-22T15:00:00"))).toMatchObject({
      productionDate: "2026-05-22",
      shipDate: "2026-05-26",
    });
    // Placed on Memorial Day itself: production Tuesday.
    expect(productionSchedule(utc("2026-05-25T14:00:00"))).toMatchObject({
      beforeCutoff: false,
      productionDate: "2026-05-26",
    });
    // Wednesday before Thanksgiving after the cut-off: production Friday 27 November.
    expect(productionSchedule(utc("2026-11-25T22:00:00"))).toMatchObject({ productionDate: "2026-11-27" });
    // Independence Day 2026 is a Saturday, observed Friday 3 July: Thursday's order ships Monday.
    expect(productionSchedule(utc("2026-07-02T15:00:00"))).toMatchObject({
      productionDate: "2026-07-02",
      shipDate: "2026-07-06",
    });
    // Christmas 2027 observed Friday 24 December: Thursday 23 December late goes to Monday 27.
    expect(productionSchedule(utc("2027-12-23T23:00:00"))).toMatchObject({
      productionDate: "2027-12-27",
      shipDate: "2027-12-28",
    });
  });

  it("follows daylight saving time: the cut-off is 21:00 UTC in winter and 20:00 UTC in summer", () => {
    // Monday 2 March 2026 (CST, UTC-6): 20:30 UTC is 14:30 local, before the cut-off.
    expect(productionSchedule(utc("2026-03-02T20:30:00"))).toMatchObject({
      beforeCutoff: true,
      productionDate: "2026-03-02",
    });
    // Monday 9 March 2026, the day after the change (CDT, UTC-5): 20:30 UTC is 15:30 local, after it.
    expect(productionSchedule(utc("2026-03-09T20:30:00"))).toMatchObject({
      beforeCutoff: false,
      productionDate: "2026-03-10",
    });
    // Friday 30 October 2026 (CDT): 20:30 UTC is 15:30, after; Monday 2 November (CST): 14:30, before.
    expect(productionSchedule(utc("2026-10-30T20:30:00"))).toMatchObject({ productionDate: "2026-11-02" });
    expect(productionSchedule(utc("2026-11-02T20:30:00"))).toMatchObject({
      beforeCutoff: true,
      productionDate: "2026-11-02",
    });
    // The change itself happens on Sundays: 8 March 2026 08:30 UTC is 03:30 CDT.
    expect(shopWallClock(utc("2026-03-08T08:30:00"))).toEqual({ day: "2026-03-08", minutes: 3 * 60 + 30 });
  });

  it("adds the business days of services (colour matching adds 3)", () => {
    // Tuesday 12 May 2026 10:00 CDT: production Friday 15 May, ships Monday 18 May.
    expect(productionSchedule(utc("2026-05-12T15:00:00"), 3)).toMatchObject({
      productionDate: "2026-05-15",
      shipDate: "2026-05-18",
    });
    // Across a weekend and Memorial Day: Thursday 21 May + 3 business days = Wednesday 27 May.
    expect(productionSchedule(utc("2026-05-21T15:00:00"), 3)).toMatchObject({
      productionDate: "2026-05-27",
      shipDate: "2026-05-28",
    });
  });
});

describe("business days", () => {
  it("knows weekends and the holiday list", () => {
    expect(isBusinessDay("2026-05-12")).toBe(true);
    expect(isBusinessDay("2026-05-16")).toBe(false);
    expect(isBusinessDay("2026-05-17")).toBe(false);
    expect(isBusinessDay("2026-12-25")).toBe(false);
    expect(isBusinessDay("2027-12-31")).toBe(false);
    expect(nextBusinessDay("2026-12-24")).toBe("2026-12-28");
    expect(addBusinessDays("2026-12-23", 2)).toBe("2026-12-28");
    expect(addBusinessDays("2026-12-23", 0)).toBe("2026-12-23");
  });

  it("observes the eleven federal holidays every year through 2035, each on a weekday", () => {
    for (let year = 2026; year <= 2035; year++) {
      const days = [...holidaysOf(year).keys()];
      // A New Year's Day on a Saturday is observed on December 31 of the year before (2027, 2032).
      const newYearOnSaturday = (y: number) => new Date(`${y}-01-01T00:00:00Z`).getUTCDay() === 6;
      expect(days, String(year)).toHaveLength(
        11 + Number(newYearOnSaturday(year + 1)) - Number(newYearOnSaturday(year)),
      );
      for (const day of days) expect([0, 6], day).not.toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
    }
  });

  it("moves a Saturday holiday to Friday and a Sunday holiday to Monday", () => {
    expect(isBusinessDay("2026-07-03")).toBe(false); // Independence Day on a Saturday
    expect(isBusinessDay("2027-06-18")).toBe(false); // Juneteenth on a Saturday
    expect(isBusinessDay("2028-11-10")).toBe(false); // Veterans Day on a Saturday
    expect(isBusinessDay("2032-07-05")).toBe(false); // Independence Day on a Sunday
    expect(isBusinessDay("2033-12-26")).toBe(false); // Christmas on a Sunday
    expect(isBusinessDay("2035-11-22")).toBe(false); // Thanksgiving, fourth Thursday
    expect(isBusinessDay("2035-11-23")).toBe(true);
    expect(isBusinessDay("2034-05-29")).toBe(false); // Memorial Day, last Monday of May
  });
});

describe("shopMonth (monthly spend limits, docs/product/approvals.md)", () => {
  it("starts at midnight US Central on the 1st: 06:00 UTC in winter, 05:00 UTC in summer", () => {
    expect(shopMonth(new Date("2026-01-15T12:00:00Z"))).toEqual({
      start: new Date("2026-01-01T06:00:00Z"),
      end: new Date("2026-02-01T06:00:00Z"),
    });
    expect(shopMonth(new Date("2026-07-04T12:00:00Z")).start).toEqual(new Date("2026-07-01T05:00:00Z"));
    // Daylight saving time ends in the month: it starts on CDT and ends on CST.
    expect(shopMonth(new Date("2026-11-20T12:00:00Z"))).toEqual({
      start: new Date("2026-11-01T05:00:00Z"),
      end: new Date("2026-12-01T06:00:00Z"),
    });
    expect(shopMonth(new Date("2026-12-31T12:00:00Z")).end).toEqual(new Date("2027-01-01T06:00:00Z"));
  });

  it("judges the instant on the Central wall clock: 03:00 UTC on the 1st is still the month before", () => {
    expect(shopMonth(new Date("2026-03-01T03:00:00Z")).start).toEqual(new Date("2026-02-01T06:00:00Z"));
    expect(shopMonth(new Date("2026-03-01T06:00:00Z")).start).toEqual(new Date("2026-03-01T06:00:00Z"));
  });
});
