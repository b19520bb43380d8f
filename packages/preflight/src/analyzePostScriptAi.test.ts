import { describe, expect, it } from "vitest";
import { makePostScriptAi } from "./fixtures/makeFixtures.js";
import { analyzePostScriptAi, POSTSCRIPT_AI_WARNING } from "./postscript/analyzePostScriptAi.js";
import { analyzeArtwork } from "./preflight.js";

describe("PostScript Illustrator files", () => {
  it("reads size, spots, process colours and fonts from the DSC comments", async () => {
    const report = await analyzePostScriptAi(makePostScriptAi());
    expect(report).toMatchObject({
      kind: "ai",
      widthIn: 10,
      heightIn: 5,
      colorSpaces: ["CMYK", "Spot"],
      spotColors: ["CutContourCad"],
      cutContour: true,
      liveText: true,
      fontsNotOutlined: ["Helvetica-Bold"],
      encrypted: false,
      warnings: [POSTSCRIPT_AI_WARNING],
    });
  });

  it("is what analyzeArtwork dispatches to", async () => {
    expect((await analyzeArtwork(makePostScriptAi())).warnings).toEqual([POSTSCRIPT_AI_WARNING]);
  });
});
