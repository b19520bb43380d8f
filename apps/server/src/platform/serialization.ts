import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import fastJson from "fast-json-stringify";
import { type ZodType, z } from "zod";

/** Reply schemas marked with plainReply. */
const plainReplies = new WeakSet<object>();

/**
 * Marks a reply schema whose replies are written by fast-json-stringify from the schema's JSON form
 * instead of being checked by zod and then JSON.stringify'd (docs/decisions/0042-fast-signed-in-calls.md):
 * the same text for every reply the schema accepts, and keys it does not name are left out as zod
 * leaves them out, but a value of the wrong kind is not refused (except a number that is not an integer where the
 * schema says integer, such as cents: refused, as zod would) (and a catchall key that is an array
 * index comes after the named keys: the same JSON). For replies the handler builds whole from typed
 * values (GetPricing's prices, GetCart's lines), where zod's check costs more than the call's own
 * work. A schema zod cannot write as JSON Schema, or whose JSON form has defaults, keeps zod.
 */
export function plainReply<T extends ZodType>(schema: T): T {
  plainReplies.add(schema);
  return schema;
}

function fastSerializer(schema: ZodType): ((data: unknown) => string) | undefined {
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, { io: "output", target: "draft-7" }) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (JSON.stringify(json).includes('"default":')) return undefined;
  // fast-json-stringify writes a number where the schema says integer (cents) as its Math.trunc unless told
  // otherwise, so 1234.5 cents would go out as 1234 unnoticed; zod would refuse it. Its integer writer rounds only
  // numbers that are not integers, so refusing there costs an integer nothing (its documented debug form hands
  // over the serializer, restore builds the same function). serialization.unit.test holds this to fast-json-stringify.
  const compiled = fastJson(json as unknown as Parameters<typeof fastJson>[0], { mode: "debug" }) as unknown as {
    serializer: { parseInteger: (n: number) => number };
  };
  compiled.serializer.parseInteger = refuseNonInteger;
  return fastJson.restore(compiled as never) as (data: unknown) => string;
}

function refuseNonInteger(n: number): number {
  throw new TypeError(`A reply's integer field holds ${n}: not an integer (a money amount must be whole cents).`);
}

/** The reply serializer: zod's (fastify-type-provider-zod), or fast-json-stringify for a plainReply schema. */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const fast = plainReplies.has(route.schema) ? fastSerializer(route.schema) : undefined;
  return fast ?? zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};
