import { CartSchema, envelope, PricingReplySchema } from "@portal/contract";
import fc from "fast-check";
import Fastify from "fastify";
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

  it("writes GetCart's replies as zod's serializer does, the line's option fields included", () => {
    const fast = serializerCompiler(route(plainReply(envelope(CartSchema))));
    const zod = zodSerializerCompiler(route(envelope(CartSchema)));
    const cents = fc.integer({ min: -1_000_000, max: 1_000_000 });
    const money = { Price: cents.map((c) => c / 100), PriceCents: cents, PriceText: fc.string() };
    const named = {
      CartID: fc.nat(),
      ItemSeqNo: fc.nat(),
      SetId: fc.nat(),
      SetName: fc.string(),
      LineNumber: fc.nat(),
      ItemNo: fc.string(),
      ItemDesc: fc.string(),
      product_type: fc.string(),
      Quantity: fc.nat(),
      ...money,
      SquareFeet: fc.double({ noNaN: true, noDefaultInfinity: true }),
      Filename: fc.string(),
      ImageUrl: fc.string(),
      FullUrl: fc.string(),
      OrderNotes: fc.string(),
      ImageMissing: fc.boolean(),
      ImageMessage: fc.string(),
      Editable: fc.boolean(),
      Details: fc.array(fc.string(), { maxLength: 3 }),
      PriceError: fc.option(fc.string(), { nil: undefined }),
    };
    // The option fields a line was added with, as its jsonb column gives them back (any JSON value).
    // A name that is an array index ("0") comes after the named fields rather than before: the same
    // JSON, not the same text (JavaScript lists such keys first in an object zod builds).
    const options = fc.dictionary(
      fc.string().filter((k) => !(k in named) && !/^(0|[1-9]\d*)$/.test(k)),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 4 },
    );
    const product = fc
      .tuple(
        options,
        fc.record(named, {
          requiredKeys: (Object.keys(named) as (keyof typeof named)[]).filter((k) => k !== "PriceError"),
        }),
      )
      .map(([extra, line]) => ({ ...extra, ...line }));
    const service = fc.record(
      {
        CartID: fc.nat(),
        ItemNo: fc.string(),
        ItemDesc: fc.string(),
        LaminateType: fc.string(),
        Filename: fc.string(),
        Colors: fc.array(fc.string(), { maxLength: 3 }),
        Quantity: fc.nat(),
        ...money,
        ImageUrl: fc.string(),
        Tag: fc.string(),
        PriceError: fc.option(fc.string(), { nil: undefined }),
      },
      {
        requiredKeys: [
          "CartID",
          "ItemNo",
          "ItemDesc",
          "LaminateType",
          "Filename",
          "Colors",
          "Quantity",
          "Price",
          "PriceCents",
          "PriceText",
          "ImageUrl",
          "Tag",
        ],
      },
    );
    const cart = fc.record({
      products: fc.array(product, { maxLength: 4 }),
      services: fc.array(service, { maxLength: 2 }),
      minimumCharge: fc.option(fc.record({ ItemNo: fc.constant("90OC"), ItemDesc: fc.string(), ...money }), {
        nil: null,
      }),
      Subtotal: cents.map((c) => c / 100),
      SubtotalCents: cents,
      Total: cents.map((c) => c / 100),
      TotalCents: cents,
      PriceHidden: fc.boolean(),
      ItemCount: fc.nat(),
      HasCorex: fc.boolean(),
    });
    fc.assert(
      fc.property(cart, (data) => {
        const reply = { Status: "ok", Data: data };
        expect(fast(reply)).toBe(zod(reply));
      }),
      { numRuns: 1_000 },
    );
  });

  it("refuses a number that is not an integer where the schema says integer (cents), as zod does", async () => {
    const schema = plainReply(
      z.object({ TotalCents: z.number().int(), LineCents: z.array(z.number().int()), Price: z.number() }),
    );
    const fast = serializerCompiler(route(schema));
    const zod = zodSerializerCompiler(route(z.object({ TotalCents: z.number().int() })));
    const whole = { TotalCents: 1234, LineCents: Array.from({ length: 40 }, (_, i) => i), Price: 12.34 };
    expect(JSON.parse(fast(whole))).toEqual(whole);
    expect(() => zod({ TotalCents: 1234.5 })).toThrow();
    expect(() => fast({ ...whole, TotalCents: 1234.5 })).toThrow(/1234\.5: not an integer/);
    expect(() => fast({ ...whole, LineCents: [1, 2.5] })).toThrow(/not an integer/);
    const longList = Array.from({ length: 40 }, (_, i) => i);
    longList[30] = 0.5;
    expect(() => fast({ ...whole, LineCents: longList })).toThrow(/not an integer/);
    // GetCart's schema, as the route uses it.
    const cart = serializerCompiler(route(plainReply(envelope(CartSchema))));
    const reply = {
      Status: "ok",
      Data: {
        products: [],
        services: [],
        minimumCharge: null,
        Subtotal: 0.015,
        SubtotalCents: 1.5,
        Total: 0.015,
        TotalCents: 1.5,
        PriceHidden: false,
        ItemCount: 0,
        HasCorex: false,
      },
    };
    expect(() => cart(reply)).toThrow(/not an integer/);

    // Through Fastify: the caller gets an error, not a truncated amount.
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(serializerCompiler);
    app.get("/cents", { schema: { response: { 200: schema } } }, async () => ({ ...whole, TotalCents: 99.5 }));
    const res = await app.inject({ method: "GET", url: "/cents" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).not.toHaveProperty("TotalCents");
    await app.close();
  });

  it("leaves unmarked schemas, and schemas with defaults, to zod", () => {
    const unmarked = z.object({ a: z.number() });
    expect(() => serializerCompiler(route(unmarked))({ a: "text" })).toThrow();
    const withDefault = plainReply(z.object({ a: z.number().default(1) }));
    expect(() => serializerCompiler(route(withDefault))({ a: "text" })).toThrow();
  });
});
