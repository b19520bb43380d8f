import { describe, expect, it } from "vitest";
import type { ApiError } from "../../platform/http.js";
import { keepBothName, ownerOfPath, resolveLibraryPath, uploadNameProblem } from "./library.paths.js";

function refusal(raw: string): number | undefined {
  try {
    resolveLibraryPath(raw, 7);
    return undefined;
  } catch (err) {
    return (err as ApiError).httpCode;
  }
}

describe("library paths", () => {
  it("normalizes paths inside the caller's root", () => {
    expect(resolveLibraryPath("/ImgLibrary/7", 7)).toBe("/ImgLibrary/7");
    expect(resolveLibraryPath("/ImgLibrary/7/", 7)).toBe("/ImgLibrary/7");
    expect(resolveLibraryPath("ImgLibrary/7//Banners/2026/", 7)).toBe("/ImgLibrary/7/Banners/2026");
    expect(resolveLibraryPath("/ImgLibrary/7/My%20Art", 7)).toBe("/ImgLibrary/7/My Art");
    expect(resolveLibraryPath("/ImgLibrary/7/50% off", 7)).toBe("/ImgLibrary/7/50% off");
  });

  it("decodes once and then checks: escapes, backslashes, NUL and other roots are refused", () => {
    expect(refusal("/ImgLibrary/7/../8")).toBe(400);
    expect(refusal("/ImgLibrary/7/%2e%2e/8")).toBe(400);
    expect(refusal("/ImgLibrary/7/%2E%2E%2F%2E%2E%2F8")).toBe(400);
    expect(refusal("/ImgLibrary/7/%252e%252e%252f8")).toBe(400);
    expect(refusal("/ImgLibrary/7/a\\..\\b")).toBe(400);
    expect(refusal("/ImgLibrary/7/a%5cb")).toBe(400);
    expect(refusal("/ImgLibrary/7/a\u0000b")).toBe(400);
    expect(refusal("/ImgLibrary/7/a%00b")).toBe(400);
    expect(refusal("/ImgLibrary/7/./a")).toBe(400);
    expect(refusal("/etc/passwd")).toBe(400);
    expect(refusal("relative/path")).toBe(400);
    expect(refusal("/ImgLibrary")).toBe(400);
    expect(refusal("/ImgLibrary/8/a")).toBe(403);
    expect(refusal("/ImgLibrary/%38/a")).toBe(403);
    expect(refusal("/ImgLibrary/7/a#b")).toBe(400);
  });

  it("finds the owner of a path for signed links", () => {
    expect(ownerOfPath("/ImgLibrary/12/a.pdf")).toBe(12);
    expect(ownerOfPath("/ImgLibrary/x/a.pdf")).toBeUndefined();
    expect(ownerOfPath("/etc/passwd")).toBeUndefined();
  });

  it("names a kept copy 'name (n).ext'", () => {
    const taken = new Set(["a.pdf", "a (1).pdf"]);
    expect(keepBothName("a.pdf", (n) => taken.has(n))).toBe("a (2).pdf");
    expect(keepBothName("README", () => false)).toBe("README (1)");
    expect(keepBothName(".hidden", () => false)).toBe(".hidden (1)");
  });

  it("checks upload names: # and +, then the accepted extensions", () => {
    expect(uploadNameProblem("art#1.pdf")).toBe("'#' sign and '+' sign is not allowed in files names.");
    expect(uploadNameProblem("a+b.tif")).toBe("'#' sign and '+' sign is not allowed in files names.");
    expect(uploadNameProblem("logo.PNG")).toBe(
      "Only PDF, AI and TIFF files are accepted. logo.PNG is not one of them.",
    );
    for (const ok of ["a.pdf", "b.AI", "c.tif", "d.TIFF"]) expect(uploadNameProblem(ok)).toBeUndefined();
  });
});
