import type { Db } from "@portal/db";
import type { Storage } from "../../platform/storage/index.js";
import { libraryFileOf } from "./fileLookups.repo.js";
import { removeFreedBytes } from "./freedBytes.js";
import { type FileWithPreflight, LibraryRepo } from "./library.repo.js";

/** The holder name of an order line: one file per line. */
const ORDER_LINE_PREFIX = "order-line:";
const orderLineHolder = (orderLineId: number) => `${ORDER_LINE_PREFIX}${orderLineId}`;
/** A checkout's holders (decision 0023): one per line of its plan, by the line's place in it. */
const CHECKOUT_PREFIX = "checkout-intent:";
const checkoutPrefix = (intentId: number) => `${CHECKOUT_PREFIX}${intentId}:`;
const checkoutHolder = (intentId: number, index: number) => `${checkoutPrefix(intentId)}${index}`;

/**
 * What other modules may ask of the library about ordered artwork (docs/product/shop-order-desk.md): an order line
 * keeps the file it was ordered with, so the shop can still download and print it after the customer deletes or
 * replaces the file in their library. The library's tables stay the library's: orders and checkout call this.
 */
export class HeldFiles {
  private readonly repo: LibraryRepo;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {
    this.repo = new LibraryRepo(db);
  }

  /** In the caller's transaction (the one writing the order lines): each line keeps its library file. */
  async holdForOrderLines(tx: Db, lines: readonly { orderLineId: number; fullUrl: string }[]): Promise<void> {
    await this.hold(
      tx,
      lines.map((l) => ({ holder: orderLineHolder(l.orderLineId), fullUrl: l.fullUrl })),
    );
  }

  /**
   * In checkout's step 1 transaction (the one recording the intent): the files of the plan's lines are held under
   * the intent while the cards are charged, so a delete meanwhile leaves their bytes (decision 0023).
   */
  async holdForCheckout(tx: Db, intentId: number, fullUrls: readonly string[]): Promise<void> {
    await this.hold(
      tx,
      fullUrls.map((fullUrl, i) => ({ holder: checkoutHolder(intentId, i), fullUrl })),
    );
  }

  /**
   * In checkout's step 3 transaction: each order line (in the plan's order) takes over its checkout hold, even on a
   * file deleted since step 1; a line without one holds the live file at its path, as before holds moved.
   */
  async moveCheckoutHolds(
    tx: Db,
    intentId: number,
    lines: readonly { orderLineId: number; fullUrl: string }[],
  ): Promise<void> {
    // Step 1 held only the lines whose artwork is a library file: the others have nothing to move or hold.
    const inLibrary = lines.flatMap((l, i) => (l.fullUrl && libraryFileOf(l.fullUrl) ? [{ ...l, index: i }] : []));
    if (inLibrary.length === 0) return;
    const moved = await this.repo.moveHolds(
      tx,
      inLibrary.map((l) => ({ from: checkoutHolder(intentId, l.index), to: orderLineHolder(l.orderLineId) })),
    );
    await this.holdForOrderLines(
      tx,
      inLibrary.filter((_, i) => !moved[i]),
    );
    await this.repo.release(tx, { prefix: checkoutPrefix(intentId) });
  }

  /**
   * A checkout that placed no order: its holds end, and the files deleted meanwhile leave storage. Resolves with
   * the storage errors of files whose bytes could not be removed now (the library's cleanup job removes them).
   */
  releaseCheckout(intentId: number): Promise<unknown[]> {
    return this.release({ prefix: checkoutPrefix(intentId) });
  }

  /** A page of the order lines that hold a file, by holder name after `after` (the retention job walks them all). */
  async orderLineHolds(after: string, limit: number): Promise<{ last: string; lineIds: number[] } | undefined> {
    const holders = await this.repo.holders(ORDER_LINE_PREFIX, after, limit);
    if (holders.length === 0) return undefined;
    return { last: holders.at(-1)!, lineIds: holders.map((h) => Number(h.slice(ORDER_LINE_PREFIX.length))) };
  }

  /** The holds of these order lines end (the retention rule, decision 0023); files deleted and unheld leave storage. */
  releaseOrderLines(orderLineIds: readonly number[]): Promise<unknown[]> {
    if (orderLineIds.length === 0) return Promise.resolve([]);
    return this.release({ names: orderLineIds.map(orderLineHolder) });
  }

  /**
   * The intents whose checkout holds are older than `before`. Intents end within minutes (reconciliation, decision
   * 0017), so an ended one still holding was left by a process that died after ending it; a live one (a gateway
   * down for a day) must keep its holds, so the caller asks checkout which are live before releasing.
   */
  async checkoutIntentsHoldingBefore(before: Date): Promise<number[]> {
    const holders = await this.repo.holdersCreatedBefore(CHECKOUT_PREFIX, before);
    return [...new Set(holders.map((h) => Number(h.slice(CHECKOUT_PREFIX.length).split(":")[0])))];
  }

  private async release(holders: { names?: readonly string[]; prefix?: string }): Promise<unknown[]> {
    const freed = await this.db.transaction((tx) => this.repo.release(tx, holders));
    return removeFreedBytes(this.repo, this.storage, freed);
  }

  private async hold(tx: Db, holds: readonly { holder: string; fullUrl: string }[]): Promise<void> {
    const files = holds.flatMap((h) => {
      const file = h.fullUrl ? libraryFileOf(h.fullUrl) : undefined;
      return file ? [{ holder: h.holder, ...file }] : [];
    });
    if (files.length > 0) await this.repo.hold(tx, files);
  }

  /**
   * The file an order line prints: the one it holds (even when the customer has deleted it since), or for a line
   * without a hold (placed before holds, or its file was gone when the order was written) the live file at its path.
   */
  async fileOfOrderLine(orderLineId: number, fullUrl: string): Promise<FileWithPreflight | undefined> {
    const held = await this.repo.heldFile(orderLineHolder(orderLineId));
    if (held) return held;
    const file = fullUrl ? libraryFileOf(fullUrl) : undefined;
    return file ? this.repo.liveFile(file.userId, file.folder, file.name) : undefined;
  }
}
