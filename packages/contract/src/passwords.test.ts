import { describe, expect, it } from "vitest";
import { isSimplePattern, newPasswordField, PASSWORD_TOO_SHORT } from "./passwords.js";

describe("the password rule's shared checks", () => {
  it.each(["aaaaaaaaaaaa", "abababababab", "abcdefghijklmn", "zyxwvutsrqpo", "123456789012", "098765432109"])(
    "calls %j a simple pattern",
    (p) => expect(isSimplePattern(p)).toBe(true),
  );

  it.each(["Print-Demo-2026", "correct horse battery staple", "abcdefghijkl1", "aaaaaaaaaaab"])(
    "lets %j through",
    (p) => expect(isSimplePattern(p)).toBe(false),
  );

  it("asks for 12 characters", () => {
    const field = newPasswordField();
    expect(field.safeParse("eleven-char").error?.issues[0]?.message).toBe(PASSWORD_TOO_SHORT);
    expect(field.safeParse("twelve-chars").success).toBe(true);
  });
});
