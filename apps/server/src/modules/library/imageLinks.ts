import { createHmac, timingSafeEqual } from "node:crypto";

export type ImageKind = "Thumbnail" | "Preview";

const HOUR = 3600;
/** Links live 24 to 25 hours: the expiry is rounded to the hour, so a link stays the same (and cached) for an hour. */
const IMAGE_LINK_HOURS = 24;

/**
 * Signed image links. An <img> tag cannot send the bearer token, so ImageUrl and PreviewUrl carry
 * `exp` (unix seconds) and `sig` = HMAC-SHA256(key, kind, path, exp), issued only to the owner in
 * the library calls. Anyone holding a link sees that one PNG until it expires; a moved or deleted
 * file's link stops working. The key lives in app_secrets, shared by every API process.
 */
export class ImageLinks {
  private key?: Buffer;

  constructor(private readonly loadKey: () => Promise<Buffer>) {}

  /** Reads (or makes) the shared key; the app calls it once when it gets ready. */
  async load(): Promise<void> {
    this.key ??= await this.loadKey();
  }

  url(kind: ImageKind, path: string, nowMs = Date.now()): string {
    const exp = (Math.floor(nowMs / 1000 / HOUR) + 1 + IMAGE_LINK_HOURS) * HOUR;
    const query = new URLSearchParams({ path, exp: String(exp), sig: this.sign(kind, path, exp) });
    return `/api/Library/${kind}?${query.toString()}`;
  }

  /**
   * The thumbnail of the file an order line holds (docs/decisions/0023-ordered-artwork-holds.md), for
   * the staff workspace: the file may have left the customer's library, so the link names the line,
   * not a library path.
   */
  heldThumbnailUrl(orderLineId: number, nowMs = Date.now()): string {
    const holder = `order-line:${orderLineId}`;
    const exp = (Math.floor(nowMs / 1000 / HOUR) + 1 + IMAGE_LINK_HOURS) * HOUR;
    const query = new URLSearchParams({ holder, exp: String(exp), sig: this.sign("HeldThumbnail", holder, exp) });
    return `/api/Library/HeldThumbnail?${query.toString()}`;
  }

  verify(
    kind: ImageKind | "HeldThumbnail",
    path: string,
    exp: string | undefined,
    sig: string | undefined,
    nowMs = Date.now(),
  ): boolean {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
    if (Number(exp) * 1000 < nowMs) return false;
    const expected = Buffer.from(this.sign(kind, path, Number(exp)));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(kind: ImageKind | "HeldThumbnail", path: string, exp: number): string {
    if (!this.key) throw new Error("Image link key not loaded: the app is not ready.");
    return createHmac("sha256", this.key).update(`${kind}\n${path}\n${exp}`).digest("base64url");
  }
}
