import type { Db } from "@portal/db";
import { sharedSecret } from "../secrets.js";
import { SandboxGateway } from "./sandbox.js";

export * from "./fingerprint.js";
export * from "./gateway.js";
export { SandboxGateway } from "./sandbox.js";

const SANDBOX_TOKEN_SECRET = "sandbox-gateway-token-key";

/** The built-in sandbox gateway with its token key and records in the database (shared by every API process). */
export async function createSandboxGateway(db: Db): Promise<SandboxGateway> {
  return new SandboxGateway({ db, tokenKey: await sharedSecret(db, SANDBOX_TOKEN_SECRET) });
}
export * from "./steps.js";
