import { createHmac, timingSafeEqual } from "node:crypto";

export type ProofLinkKind = "Thumbnail" | "Preview" | "File" | "Download";

const HOUR = 3600;
const LINK_HOURS = 24;

/**
 * Signed links to a proof's thumbnail, preview and file (the library's scheme, modules/library/imageLinks.ts,
 * with its own key): an <img> tag or a new tab sends no bearer token, so the link carries `exp` and
 * `sig` = HMAC-SHA256(key, kind, proof id, exp). They are issued only to those who may see the proof.
 */
export class ProofLinks {
  private key?: Buffer;

  constructor(private readonly loadKey: () => Promise<Buffer>) {}

  async load(): Promise<void> {
    this.key ??= await this.loadKey();
  }

  url(kind: ProofLinkKind, proofId: number, nowMs = Date.now()): string {
    const exp = (Math.floor(nowMs / 1000 / HOUR) + 1 + LINK_HOURS) * HOUR;
    return `/api/Proofs/${proofId}/${kind}?exp=${exp}&sig=${this.sign(kind, proofId, exp)}`;
  }

  verify(kind: ProofLinkKind, proofId: number, exp: string | undefined, sig: string | undefined, nowMs = Date.now()) {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
    if (Number(exp) * 1000 < nowMs) return false;
    const expected = Buffer.from(this.sign(kind, proofId, Number(exp)));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(kind: ProofLinkKind, proofId: number, exp: number): string {
    if (!this.key) throw new Error("Proof link key not loaded: the app is not ready.");
    return createHmac("sha256", this.key).update(`${kind}\n${proofId}\n${exp}`).digest("base64url");
  }
}
