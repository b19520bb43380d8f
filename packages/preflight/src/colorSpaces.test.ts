import { describe, expect, it } from "vitest";
import { ColorFindings, cutFlags, inkNamesFromMupdfName } from "./colorSpaces.js";

describe("ink names from MuPDF colour space names", () => {
  it("reads Separation names, also with an ICC base holding commas", () => {
    expect(inkNamesFromMupdfName("Separation(DeviceCMYK,CutContourCad)")).toEqual(["CutContourCad"]);
    expect(inkNamesFromMupdfName("Separation(ICCBased(CMYK,Coated FOGRA39),PANTONE 485 C)")).toEqual(["PANTONE 485 C"]);
  });

  it("reads DeviceN names", () => {
    expect(inkNamesFromMupdfName("DeviceN(2,DeviceCMYK,Cyan,Route)")).toEqual(["Cyan", "Route"]);
  });

  it("ignores other names", () => {
    expect(inkNamesFromMupdfName("DeviceRGB")).toEqual([]);
    expect(inkNamesFromMupdfName("Separation(oops)")).toEqual([]);
  });
});

describe("colour findings", () => {
  it("counts process inks of DeviceN as CMYK and skips All and None", () => {
    const findings = new ColorFindings();
    findings.addInks(["Cyan", "Black", "All", "None", "Route"]);
    expect(findings.sortedSpaces()).toEqual(["CMYK", "Spot"]);
    expect(findings.sortedSpots()).toEqual(["Route"]);
  });

  it("reports a cut ink only when drawn, other declared spots always", () => {
    const findings = new ColorFindings();
    findings.addInks(["CutContourCad", "PANTONE 185 C"], false);
    expect(findings.sortedSpots()).toEqual(["PANTONE 185 C"]);
    expect(findings.sortedSpots(true)).toEqual(["CutContourCad", "PANTONE 185 C"]);
    findings.addInks(["CutContourCad"], true);
    expect(findings.sortedSpots()).toEqual(["CutContourCad", "PANTONE 185 C"]);
  });

  it("derives the cut flags from spot names without regard to case or spaces", () => {
    expect(cutFlags(["CutContourCad"])).toEqual({ cutContour: true, thru: false, route: false });
    expect(cutFlags(["cutcontour thru", "ROUTE"])).toEqual({ cutContour: false, thru: true, route: true });
    expect(cutFlags(["CutContour"])).toEqual({ cutContour: false, thru: false, route: false });
    expect(cutFlags(["Thru-cut"])).toEqual({ cutContour: false, thru: true, route: false });
    expect(cutFlags(["ThruCut"]).thru).toBe(true);
  });
});
