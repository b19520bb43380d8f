import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./passwordPolicy.js";

describe("the common and breached password list", () => {
  it.each(["password", "12345678", "password1234", "PASSWORD1234", "Password2026!", "P@ssw0rd", "!!qwerty2026"])(
    "knows %j",
    async (p) => expect(await isCommonPassword(p)).toBe(true),
  );

  it.each(["Print-Demo-2026", "correct horse battery staple", "Lakeshore-Reset-2026"])("does not list %j", async (p) =>
    expect(await isCommonPassword(p)).toBe(false),
  );
});
