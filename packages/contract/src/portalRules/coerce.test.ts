import { describe, expect, it } from "vitest";
import { coerceCartLine, coerceOverlap, coerceQuantity, previewSize, toNumber } from "./coerce.js";

describe("portal coercions (docs/product/portal.md)", () => {
  it("makes Quantity below 1 (or empty) 1", () => {
    expect(coerceQuantity(0)).toBe(1);
    expect(coerceQuantity(-3)).toBe(1);
    expect(coerceQuantity("")).toBe(1);
    expect(coerceQuantity(undefined)).toBe(1);
    expect(coerceQuantity("7")).toBe(7);
    expect(coerceQuantity("abc")).toBe(1);
  });

  it("makes Overlap 'Select' or empty 0", () => {
    expect(coerceOverlap("Select")).toBe(0);
    expect(coerceOverlap("")).toBe(0);
    expect(coerceOverlap("0.25")).toBe(0.25);
  });

  it("coerces a whole cart line", () => {
    const line = coerceCartLine({
      Overlap: "Select",
      SheetWidth: "",
      SheetHeight: undefined,
      CartID: "",
      SetId: null,
      Quantity: "",
      Price: "",
      base64String: "data:image/png;base64,AAAA",
      Name: "a.pdf",
    });
    expect(line).toEqual({
      Overlap: 0,
      SheetWidth: 1,
      SheetHeight: 1,
      CartID: 0,
      SetId: 0,
      Quantity: 1,
      Price: 0,
      base64String: "",
      Name: "a.pdf",
    });
    expect(coerceCartLine({ CartID: "12", SetId: 3, Quantity: "5", Price: "9.5" })).toMatchObject({
      CartID: 12,
      SetId: 3,
      Quantity: 5,
      Price: 9.5,
    });
  });

  it("counts width and height of 0 or undefined as 1 for the preview only", () => {
    expect(previewSize(0, undefined)).toEqual({ width: 1, height: 1 });
    expect(previewSize("24", 36)).toEqual({ width: 24, height: 36 });
  });

  it("reads numbers from text", () => {
    expect(toNumber(" 3 ", 0)).toBe(3);
    expect(toNumber("", 5)).toBe(5);
    expect(toNumber({}, 0)).toBeNaN();
  });
});
