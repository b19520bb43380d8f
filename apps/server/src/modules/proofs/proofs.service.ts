import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import {
  type AnswerProofRequest,
  ORDER_CHANGED,
  ORDER_NOT_FOUND,
  type OrderProofs,
  PROOF_ALREADY_ANSWERED,
  PROOF_FILE_KINDS_MESSAGE,
  PROOF_NOT_FOUND,
  PROOF_ONE_FILE,
  PROOF_REPLACED,
  type ProofKind,
  type ProofVersion,
  proofNotForLine,
  proofsBlockProduction,
  proofsClosed,
  type SendProofRequest,
  STAFF_STATUS_LABELS,
} from "@portal/contract";
import type { Db } from "@portal/db";
import { detectFileType } from "@portal/preflight";
import type { FastifyBaseLogger } from "fastify";
import type { Caller } from "../../platform/auth.js";
import { productionSchedule } from "../../platform/businessCalendar.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError, forbidden } from "../../platform/http.js";
import { sharedSecret } from "../../platform/secrets.js";
import { type Person, peopleByIds, person } from "../identity/users.service.js";
import { UploadTaker } from "../library/takeUpload.js";
import {
  extraDaysOf,
  findOrderByNumber,
  linesOfOrder,
  lockOrderById,
  lockOrderByNumber,
  type OrderRow,
  productLinesOfOrders,
  touchOrder,
} from "../orders/orders.service.js";
import { type ProofLinkKind, ProofLinks } from "./proofLinks.js";
import { proofSentMail } from "./proofMail.js";
import { PROOF_RENDITIONS_JOB, type ProofRenditionsJobData } from "./proofRenditions.job.js";
import { orderProofState, proofsOpen } from "./proofState.js";
import {
  insertProof,
  latestOfLine,
  latestStatuses,
  markReplaced,
  type ProofRow,
  proofById,
  proofsOfOrder,
  recordAnswer,
} from "./proofs.repo.js";

const notFound = (message: string) => new ApiError("error", message, 404);
const refused = (message: string) => new ApiError("failed", message, 422);

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A proof's kind from its content, never its name: the library's kinds (PDF, AI, TIFF), PNG or JPEG. */
function detectProofKind(head: Uint8Array): ProofKind | null {
  if (PNG_MAGIC.every((b, i) => head[i] === b)) return "png";
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  return detectFileType(head);
}

const FILE_TYPES: Record<ProofKind, string> = {
  pdf: "application/pdf",
  ai: "application/pdf",
  tiff: "image/tiff",
  png: "image/png",
  jpeg: "image/jpeg",
};

/** Kinds a browser shows itself; the others open as their large preview. */
const SHOWN_AS_IS: readonly ProofKind[] = ["pdf", "png", "jpeg"];

export interface ProofFile {
  name: string;
  contentType: string;
  size: number | null;
  stream: Readable;
  attachment: boolean;
}

/** An order's proof state and the lines that hold it back, from its proofs (docs/decisions/0024-proof-states.md). */
async function proofStateOf(db: Db, order: OrderRow) {
  const lines = await productLinesOfOrders(db, [order.id]);
  const latest = new Map((await latestStatuses(db, [order.id])).map((l) => [l.orderLineId, l.status]));
  return orderProofState(
    order.proofsRequired,
    lines.map((l) => ({ lineNo: l.lineNo, latest: latest.get(l.id) ?? null })),
  );
}

/**
 * The status machine's proof rule (docs/decisions/0024-proof-states.md): an order goes into
 * production only when none of its proofs waits, none has changes requested, and, for a customer that
 * requires proofs, every product line has an approved one. Called under the order's lock.
 */
export async function assertProofsAllowProduction(tx: Db, order: OrderRow): Promise<void> {
  const { state, items } = await proofStateOf(tx, order);
  if (state === null || state === "approved") return;
  throw refused(proofsBlockProduction(order.orderNumber, state, items));
}

/**
 * Proofs (docs/product/proofs.md): staff send a version for an order line; the buyer or an office
 * manager of the company answers it; every version and answer is kept. Sending and answering lock
 * the order row and bump its version, like the desk's moves (docs/decisions/0013-shop-order-desk.md).
 */
export class ProofsService {
  readonly links: ProofLinks;
  private readonly taker: UploadTaker;

  constructor(
    private readonly ctx: AppContext,
    log: FastifyBaseLogger,
  ) {
    this.links = new ProofLinks(() => sharedSecret(ctx.database.db, "proof-links"));
    this.taker = new UploadTaker({ db: ctx.database.db, config: ctx.config, log }, ctx.storage);
  }

  private get db() {
    return this.ctx.database.db;
  }

  /** The buyer who ordered, or an office manager of the order's company (never staff, never another company). */
  private mayAnswer(caller: Caller, order: OrderRow): boolean {
    if (caller.isStaff || order.franchise !== caller.franchise) return false;
    if (order.userId === caller.id) return true;
    return caller.isOfficeManager && order.customerId !== null && order.customerId === caller.customerId;
  }

  /** The customer's view: the same people who may answer; staff read through the desk's call. */
  async view(caller: Caller, orderNumber: number): Promise<OrderProofs> {
    const order = await findOrderByNumber(this.db, orderNumber);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!this.mayAnswer(caller, order)) throw forbidden();
    return this.build(order, true);
  }

  async staffView(orderNumber: number): Promise<OrderProofs> {
    const order = await findOrderByNumber(this.db, orderNumber);
    if (!order || order.franchise !== this.ctx.brand.franchise) throw notFound(ORDER_NOT_FOUND);
    return this.build(order, false);
  }

  /** Checks the order (this brand, the version the caller saw, still before production) and the line. */
  private checkSend(order: OrderRow | undefined, orderNumber: number, version: number): OrderRow {
    if (!order || order.franchise !== this.ctx.brand.franchise) throw notFound(ORDER_NOT_FOUND);
    if (order.version !== version) throw new ApiError("failed", ORDER_CHANGED, 409);
    if (!proofsOpen(order.status, order.heldFrom))
      throw refused(proofsClosed(orderNumber, STAFF_STATUS_LABELS[order.status]));
    return order;
  }

  /**
   * Staff send a proof: the package's one file becomes the line's next version (a waiting one before
   * it is replaced), the order's version moves on and the buyer gets the e-mail, all in one
   * transaction; the thumbnail job is queued after it. The file is copied into storage first; the
   * order's version is checked under its lock in the transaction that closes the upload, so a send
   * refused there (another send or move won the race) leaves the upload to use again.
   */
  async send(caller: Caller, orderNumber: number, lineId: number, req: SendProofRequest): Promise<OrderProofs> {
    const seen = this.checkSend(await findOrderByNumber(this.db, orderNumber), orderNumber, req.Version);
    const line = (await linesOfOrder(this.db, seen.id)).find((l) => l.id === lineId);
    if (!line) throw notFound(`Line ${lineId} is not part of order ${orderNumber}.`);
    if (line.kind !== "product") throw refused(proofNotForLine(line.lineNo));
    await this.taker.check(caller.id, req.packageid);

    const storageKey = `proofs/${orderNumber}/${randomUUID()}`;
    const file = await this.taker.store(caller.id, req.packageid, {
      detect: detectProofKind,
      refusedMessage: (name) => `${name}: ${PROOF_FILE_KINDS_MESSAGE}`,
      oneFileMessage: PROOF_ONE_FILE,
      storageKey,
    });
    let mailIds: number[] = [];
    let proofId = 0;
    try {
      await this.db.transaction(async (tx) => {
        const order = this.checkSend(await lockOrderByNumber(tx, orderNumber), orderNumber, req.Version);
        await this.taker.place(tx, req.packageid, file.uploadId);
        const latest = await latestOfLine(tx, line.id);
        if (latest?.status === "waiting") await markReplaced(tx, latest.id);
        const proof = await insertProof(tx, {
          orderId: order.id,
          orderLineId: line.id,
          version: (latest?.version ?? 0) + 1,
          fileName: file.name,
          kind: file.kind,
          size: file.size,
          sha256: file.sha256,
          storageKey,
          message: req.Message,
          sentBy: caller.id,
          sentAt: new Date(),
        });
        proofId = proof.id;
        await this.ctx.webhooks.emit(tx, "proof.requested", order, {
          LineId: line.id,
          LineNo: line.lineNo,
          Version: proof.version,
          Message: req.Message,
        });
        const { state } = await proofStateOf(tx, order);
        await touchOrder(tx, order.id, { version: order.version + 1, proofState: state });
        const buyer = await person(tx, order.userId);
        if (buyer?.email) {
          const b = this.ctx.brand;
          const mail = proofSentMail(buyer.email, {
            brandName: b.name,
            contact: b.contact,
            publicUrl: this.ctx.config.publicUrl,
            orderNumber,
            userId: order.userId,
            customerName: buyer.name,
            lineNo: line.lineNo,
            product: line.itemDesc || line.itemNo,
            filename: line.filename,
            version: proof.version,
            message: req.Message,
          });
          mailIds = [await this.ctx.mailer.queue(tx, mail)];
        }
      });
    } catch (err) {
      await this.ctx.storage.delete(storageKey).catch(() => undefined);
      throw err;
    }
    await this.taker.removePart(file.uploadId);
    await this.ctx.jobs.send<ProofRenditionsJobData>(PROOF_RENDITIONS_JOB, { proofId });
    await this.ctx.mailer.deliver(mailIds);
    return this.staffView(orderNumber);
  }

  /**
   * The customer's answer to the latest waiting version. When it approves the last proof the order
   * waited for, the production date is set again from the approval (as a release sets it), unless the
   * order still waits for the office manager's release, which sets it then.
   */
  async answer(caller: Caller, req: AnswerProofRequest, now = new Date()): Promise<OrderProofs> {
    const proof = await proofById(this.db, req.ProofId);
    // 403 like a proof of someone else's order, so the answer does not tell which ids exist.
    if (!proof) throw forbidden();
    const orderNumber = await this.db.transaction(async (tx) => {
      const order = await lockOrderById(tx, proof.orderId);
      if (!order) throw notFound(PROOF_NOT_FOUND);
      if (!this.mayAnswer(caller, order)) throw forbidden();
      if (!proofsOpen(order.status, order.heldFrom))
        throw refused(proofsClosed(order.orderNumber, STAFF_STATUS_LABELS[order.status]));
      const current = await proofById(tx, proof.id);
      if (current?.status === "replaced") throw refused(PROOF_REPLACED);
      const approve = req.Answer === "approve";
      const answered = await recordAnswer(tx, proof.id, {
        status: approve ? "approved" : "changes_requested",
        by: caller.id,
        at: now,
        comment: req.Comment,
      });
      if (!answered) throw refused(PROOF_ALREADY_ANSWERED);
      await this.ctx.webhooks.emit(tx, "proof.answered", order, {
        LineId: current?.orderLineId ?? proof.orderLineId,
        Version: proof.version,
        Answer: req.Answer,
        Comment: req.Comment ?? "",
      });
      const { state } = await proofStateOf(tx, order);
      let dates: { productionDate: string; shipDate: string } | undefined;
      if (approve && order.status !== "needs_approval" && state === "approved") {
        const schedule = productionSchedule(now, extraDaysOf(order));
        dates = { productionDate: schedule.productionDate, shipDate: schedule.shipDate };
      }
      await touchOrder(tx, order.id, { version: order.version + 1, proofState: state, ...dates });
      return order.orderNumber;
    });
    return this.view(caller, orderNumber);
  }

  private async build(order: OrderRow, forCustomer: boolean): Promise<OrderProofs> {
    const [lines, proofs] = await Promise.all([linesOfOrder(this.db, order.id), proofsOfOrder(this.db, order.id)]);
    const people = await peopleByIds(
      this.db,
      proofs.flatMap((p) => (p.answeredBy === null ? [p.sentBy] : [p.sentBy, p.answeredBy])),
    );
    const byLine = new Map<number, ProofRow[]>();
    for (const p of proofs) byLine.set(p.orderLineId, [...(byLine.get(p.orderLineId) ?? []), p]);
    const product = lines.filter((l) => l.kind === "product");
    const { state } = orderProofState(
      order.proofsRequired,
      product.map((l) => ({ lineNo: l.lineNo, latest: byLine.get(l.id)?.[0]?.status ?? null })),
    );
    const open = proofsOpen(order.status, order.heldFrom);
    return {
      OrderNumber: order.orderNumber,
      State: state,
      ProofsRequired: order.proofsRequired,
      CanAnswer: forCustomer && open,
      Open: open,
      ProductionDate: order.productionDate,
      OrderVersion: order.version,
      Lines: product.map((l) => {
        const versions = byLine.get(l.id) ?? [];
        return {
          LineId: l.id,
          LineNo: l.lineNo,
          Product: l.itemDesc || l.itemNo,
          Filename: l.filename,
          Status: versions[0]?.status ?? null,
          Versions: versions.map((v) => this.version(v, people)),
        };
      }),
    };
  }

  private version(p: ProofRow, people: Map<number, Person>): ProofVersion {
    const link = (kind: ProofLinkKind) => this.links.url(kind, p.id);
    return {
      ProofId: p.id,
      Version: p.version,
      Status: p.status,
      FileName: p.fileName,
      Kind: p.kind,
      Size: p.size,
      Message: p.message,
      SentBy: people.get(p.sentBy)?.name ?? "",
      SentAt: p.sentAt.toISOString(),
      AnsweredBy: p.answeredBy === null ? "" : (people.get(p.answeredBy)?.name ?? ""),
      AnsweredAt: p.answeredAt?.toISOString() ?? "",
      Comment: p.comment,
      ThumbnailUrl: p.thumbnailKey ? link("Thumbnail") : "",
      Rendition: p.renditionStatus,
      ViewUrl: SHOWN_AS_IS.includes(p.kind) ? link("File") : p.previewKey ? link("Preview") : link("Download"),
      DownloadUrl: link("Download"),
    };
  }

  /** A signed link's bytes: the thumbnail or preview PNG, or the file itself (inline or as a download). */
  async file(proofId: number, kind: ProofLinkKind, exp?: string, sig?: string): Promise<ProofFile> {
    if (!this.links.verify(kind, proofId, exp, sig)) throw forbidden("This proof link is not valid or has expired.");
    const proof = await proofById(this.db, proofId);
    if (!proof) throw notFound(PROOF_NOT_FOUND);
    if (kind === "Thumbnail" || kind === "Preview") {
      const key = kind === "Thumbnail" ? proof.thumbnailKey : proof.previewKey;
      if (!key) throw notFound(`The ${kind.toLowerCase()} of ${proof.fileName} is not ready.`);
      const name = `${proof.fileName.replace(/\.[^.]*$/, "")}-${kind.toLowerCase()}.png`;
      return { name, contentType: "image/png", size: null, stream: await this.ctx.storage.get(key), attachment: false };
    }
    const stat = await this.ctx.storage.stat(proof.storageKey);
    if (!stat) throw notFound(`The proof ${proof.fileName} is missing from storage.`);
    return {
      name: proof.fileName,
      contentType: FILE_TYPES[proof.kind],
      size: stat.size,
      stream: await this.ctx.storage.get(proof.storageKey),
      attachment: kind === "Download",
    };
  }
}
