import { FORCE_PASS_MESSAGE } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { FORCE_PASS_REPLY, filenameFromDisposition } from "./api";

describe("the file name of a download", () => {
  it("reads a quoted, a bare and an RFC 5987 name", () => {
    expect(filenameFromDisposition('attachment; filename="lobby panel.pdf"')).toBe("lobby panel.pdf");
    expect(filenameFromDisposition("attachment; filename=panel.pdf")).toBe("panel.pdf");
    expect(filenameFromDisposition("attachment; filename=\"a.pdf\"; filename*=UTF-8''Caf%C3%A9%20menu.pdf")).toBe(
      "Café menu.pdf",
    );
    expect(filenameFromDisposition('attachment; filename="say \\"hi\\".pdf"')).toBe('say "hi".pdf');
  });

  it("gives nothing without a name", () => {
    expect(filenameFromDisposition(null)).toBe("");
    expect(filenameFromDisposition("inline")).toBe("");
  });
});

describe("the forced password change reply", () => {
  it("is the contract's message", () => {
    expect(FORCE_PASS_REPLY).toBe(FORCE_PASS_MESSAGE);
  });
});
