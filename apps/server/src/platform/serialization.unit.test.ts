import { envelope, PricingReplySchema } from "@portal/contract";
import fc from "fast-check";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { plainReply, serializerCompiler } from "./serialization.js";

const route = (schema: z.ZodType) => ({ schema, method: "POST", url: "/api/Store/GetPricing", httpStatus: "200" });

const priced = fc.record(
  {
    Total: fc.integer(),
    TotalText: fc.string(),
    SquareFeet: fc.double({ noNaN: true, noDefaultInfinity: true }),
    PriceHidden: fc.boolean(),
    Sheets: fc.nat(),
    PiecesPerSheet: fc.nat(),
    Panels: fc.option(fc.nat(), { nil: undefined }),
    unnamed: fc.string(),
  },
  { requiredKeys: ["Total", "TotalText", "SquareFeet", "PriceHidden"] },
);

describe("plainReply", () => {
  it("writes GetPricing's replies as zod's serializer does, unnamed keys left out", () => {
    const schema = plainReply(envelope(PricingReplySchema));
    const fast = serializerCompiler(route(schema));
    const zod = zodSerializerCompiler(route(envelope(PricingReplySchema)));
    expect(fast).not.toBe(zod);
    const reply = {
      Status: "ok",
      Data: [{ Total: 1, TotalText: '"$0.01"\n', SquareFeet: 0.5, PriceHidden: false, x: 1 }],
    };
    expect(fast(reply)).toBe(
      '{"Status":"ok","Data":[{"Total":1,"TotalText":"\\"$0.01\\"\\n","SquareFeet":0.5,"PriceHidden":false}]}',
    );
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.array(priced, { maxLength: 5 }), (message, data) => {
        const envelopeValue = { Status: "ok", ...(message === undefined ? {} : { Message: message }), Data: data };
        expect(fast(envelopeValue)).toBe(zod(envelopeValue));
      }),
      { numRuns: 2_000 },
    );
  });

  it("leaves unmarked schemas, and schemas with defaults, to zod", () => {
    const unmarked = z.object({ a: z.number() });
    expect(() => serializerCompiler(route(unmarked))({ a: "text" })).toThrow();
    const withDefault = plainReply(z.object({ a: z.number().default(1) }));
    expect(() => serializerCompiler(route(withDefault))({ a: "text" })).toThrow();
  });
});
