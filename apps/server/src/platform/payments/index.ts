import type { Db } from "@portal/db";
import { sharedSecret } from "../secrets.js";
import { SandboxGateway } from "./sandbox.js";

export * from "./fingerprint.js";
export * from "./gateway.js";
export { SANDBOX_CARDS, SandboxGateway } from "./sandbox.js";

export const SANDBOX_TOKEN_SECRET = "sandbox-gateway-token-key";

/** The built-in sandbox gateway with its token key from the database (shared by every API process). */
export async function createSandboxGateway(db: Db): Promise<SandboxGateway> {
  return new SandboxGateway({ tokenKey: await sharedSecret(db, SANDBOX_TOKEN_SECRET) });
}
