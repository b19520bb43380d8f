import { createHmac } from "node:crypto";
import type { Db } from "@portal/db";
import { sharedSecret } from "../secrets.js";

const FINGERPRINT_SECRET = "card-fingerprint-key";

/**
 * A keyed fingerprint of a card number (HMAC-SHA256 of its digits) for the duplicate card hint. Without
 * the key it cannot be turned back into the number, nor checked against guessed numbers.
 */
export function cardFingerprint(key: Buffer, cardNumber: string): string {
  return createHmac("sha256", key).update(cardNumber.replace(/\D/g, "")).digest("hex");
}

export function fingerprintKey(db: Db): Promise<Buffer> {
  return sharedSecret(db, FINGERPRINT_SECRET);
}
