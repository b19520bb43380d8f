import type { Db } from "@portal/db";
import { libraryFileOf } from "./fileLookups.repo.js";
import { type FileWithPreflight, LibraryRepo } from "./library.repo.js";

/** The holder name of an order line: one file per line. */
const orderLineHolder = (orderLineId: number) => `order-line:${orderLineId}`;

/**
 * What other modules may ask of the library about ordered artwork (docs/product/shop-order-desk.md): an order line
 * keeps the file it was ordered with, so the shop can still download and print it after the customer deletes or
 * replaces the file in their library. The library's tables stay the library's: orders and checkout call this.
 */
export class HeldFiles {
  private readonly repo: LibraryRepo;

  constructor(db: Db) {
    this.repo = new LibraryRepo(db);
  }

  /** In the caller's transaction (the one writing the order lines): each line keeps its library file. */
  async holdForOrderLines(tx: Db, lines: readonly { orderLineId: number; fullUrl: string }[]): Promise<void> {
    const holds = lines.flatMap((l) => {
      const file = libraryFileOf(l.fullUrl);
      return file ? [{ holder: orderLineHolder(l.orderLineId), ...file }] : [];
    });
    if (holds.length > 0) await this.repo.hold(tx, holds);
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
