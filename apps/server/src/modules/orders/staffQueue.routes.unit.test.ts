import { envelope, ORDER_PROOF_STATES, ORDER_STATUSES, StaffOrderPageSchema } from "@portal/contract";
import fc from "fast-check";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { plainReply, serializerCompiler } from "../../platform/serialization.js";

const route = (schema: z.ZodType) => ({ schema, method: "GET", url: "/api/Staff/Orders", httpStatus: "200" });

const row = fc.record({
  OrderNumber: fc.integer({ min: 1, max: 2_147_483_647 }),
  Status: fc.constantFrom(...ORDER_STATUSES),
  CustomerId: fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: null }),
  Customer: fc.string(),
  OrderedBy: fc.string(),
  Email: fc.string(),
  DateOrdered: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  ProductionDate: fc.string(),
  ShipDate: fc.string(),
  Total: fc.integer({ min: 0, max: 10_000_000_00 }).map((cents) => cents / 100),
  Lines: fc.nat(),
  PONumber: fc.string(),
  JobName: fc.string(),
  Late: fc.boolean(),
  Proof: fc.option(fc.constantFrom(...ORDER_PROOF_STATES), { nil: null }),
});
const counts = fc
  .tuple(...ORDER_STATUSES.map(() => fc.nat()))
  .map((ns) => Object.fromEntries(ORDER_STATUSES.map((s, i) => [s, ns[i]])));

describe("GET /Staff/Orders reply", () => {
  it("is written by fast-json-stringify exactly as zod's serializer writes it", () => {
    const fast = serializerCompiler(route(plainReply(envelope(StaffOrderPageSchema))));
    const zod = zodSerializerCompiler(route(envelope(StaffOrderPageSchema)));
    expect(fast).not.toBe(zod);
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), counts, fc.nat(), (orders, tabCounts, total) => {
        const reply = {
          Status: "ok",
          Data: { Orders: orders, Total: total, Page: 1, PageSize: 25, Counts: tabCounts },
        };
        expect(fast(reply)).toBe(zod(reply));
      }),
      { numRuns: 500 },
    );
  });
});
