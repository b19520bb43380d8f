import { describe, expect, it } from "vitest";
import {
  hasControlCharacters,
  hasUnsafeNameCharacters,
  INT32_MAX,
  id,
  int32,
  isWebAddress,
  multiLineText,
  nameText,
  optionalText,
  requiredText,
  text,
} from "./validators.js";

describe("text fields", () => {
  it("refuse NUL, escape, DEL, C1 and line separators in a single line; line breaks only in multi-line", () => {
    for (const bad of ["a\u0000", "a\u001bb", "a\u007fb", "a\u0085b", "a\u2028b", "a\nb", "a\tb"]) {
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
      expect(text().safeParse(bad).success).toBe(false);
    }
    expect(multiLineText().safeParse("one\n\ttwo\r\n").success).toBe(true);
    expect(multiLineText().safeParse("one\u0000").success).toBe(false);
    expect(text().safeParse("  Café — ünïcode 😀  ").success).toBe(true);
  });

  it("do not count surrounding whitespace, and say what is wrong", () => {
    expect(requiredText("Name is required.").parse("Bea\n")).toBe("Bea");
    const issue = optionalText(100, "Notes").safeParse("a\u0000b").error?.issues[0];
    expect(issue?.message).toMatch(/^must not contain control characters/);
  });
});

describe("names", () => {
  it("refuse bidi controls and markup, keep ordinary names", () => {
    for (const bad of ["a\u202Eb", "a\u202Ab", "\u2066x\u2069", "a\u200Eb", "a\u200Fb", "<b>", "a>b"]) {
      expect(hasUnsafeNameCharacters(bad), JSON.stringify(bad)).toBe(true);
      expect(nameText().safeParse(bad).success).toBe(false);
    }
    expect(nameText().safeParse("Café Signs (2026).pdf").success).toBe(true);
  });
});

describe("web addresses", () => {
  it("accept http(s) and bare hosts, refuse other schemes", () => {
    for (const ok of ["https://example.com", "http://example.com/a?b=c", "www.example.com", "example.co.uk/x"]) {
      expect(isWebAddress(ok), ok).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      " javascript:x",
      "JAVASCRIPT:x",
      "data:text/html,x",
      "ftp://x.com",
      "http://",
      "nohost",
    ]) {
      expect(isWebAddress(bad.trim()), bad).toBe(false);
    }
  });
});

describe("numbers", () => {
  it("stay within 32 bits, as numbers or numeric strings", () => {
    expect(int32("userId").parse("2147483647")).toBe(INT32_MAX);
    expect(int32("userId").safeParse(2147483648).error?.issues[0]?.message).toBe("userId must be at most 2147483647.");
    expect(int32("userId").safeParse("-2147483649").success).toBe(false);
    expect(id("cartId").safeParse(-1).success).toBe(false);
    expect(id("cartId").parse(0)).toBe(0);
  });
});

describe("requiredText", () => {
  it("says only that an empty field is required, not also that its format is wrong (issue 17)", () => {
    const email = requiredText("Email address is required.").refine((v) => v.includes("@"), {
      error: "Email address is not correct.",
    });
    for (const empty of ["", "   "]) {
      expect(email.safeParse(empty).error?.issues.map((i) => i.message)).toEqual(["Email address is required."]);
    }
    expect(email.safeParse("bea").error?.issues.map((i) => i.message)).toEqual(["Email address is not correct."]);
  });
});
