import { PLAIN_INPUT_PATHS } from "@portal/contract";
import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler as zodValidatorCompiler } from "fastify-type-provider-zod";

/**
 * The request validator: the contract's zod schema, after the schema's fast path for plain input
 * where the contract has one (GetPricing's 20-item projects: docs/decisions/0042-fast-signed-in-calls.md).
 * The fast path answers as the schema would or not at all, so replies and messages do not change.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
  const plain = PLAIN_INPUT_PATHS.get(route.schema);
  if (!plain) return validate;
  return (data) => {
    const value = plain(data);
    return value === undefined ? validate(data) : { value };
  };
};
