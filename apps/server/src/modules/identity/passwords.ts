import { hash, verify } from "@node-rs/argon2";
import { ARGON2_OPTIONS } from "@portal/db";

/** argon2id; runs on libuv's thread pool, off the request thread. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// A real hash to check against when the username does not exist, so both paths take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword("not-a-real-password-0");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
