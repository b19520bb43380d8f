import { createHash, randomBytes } from "node:crypto";

/** A random opaque token for links and refresh tokens; only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
