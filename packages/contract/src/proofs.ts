import { z } from "zod";
import { id, multiLineText, text } from "./validators.js";

/**
 * Proofs (docs/product/proofs.md, docs/decisions/0024-proof-states.md): the shop sends a proof of an
 * order line (a PDF or an image) with a message; the customer approves it or asks for changes with a
 * comment; the shop can send a new version. Every version and answer is kept with who and when.
 */

/** One version's state: waiting for the answer, approved, changes requested, or replaced by a newer one before any answer. */
export const PROOF_STATUSES = ["waiting", "approved", "changes_requested", "replaced"] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

/**
 * An order's proof state, from its lines' latest versions: `changes_requested` (the shop must send
 * a new version), `waiting` (the customer must answer), `needed` (the customer requires proofs and a
 * product line has none yet), `approved` (every proof sent is approved); null: no proofs.
 */
export const ORDER_PROOF_STATES = ["changes_requested", "waiting", "needed", "approved"] as const;
export type OrderProofState = (typeof ORDER_PROOF_STATES)[number];

export const ORDER_PROOF_STATE_LABELS: Record<OrderProofState, string> = {
  changes_requested: "Changes requested",
  waiting: "Proof waiting",
  needed: "Proof needed",
  approved: "Proof approved",
};

export const PROOF_STATUS_LABELS: Record<ProofStatus, string> = {
  waiting: "Waiting for your answer",
  approved: "Approved",
  changes_requested: "Changes requested",
  replaced: "Replaced by a newer version",
};

export const PROOF_KINDS = ["pdf", "ai", "tiff", "png", "jpeg"] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

// ---------------------------------------------------------------- messages

export const PROOF_SENT = "The proof was sent to the customer.";
export const PROOF_APPROVED = "Thank you: the proof is approved.";
export const PROOF_CHANGES_REQUESTED = "Thank you: the shop will send a new version.";
export const PROOF_COMMENT_REQUIRED = "Comment: please say what should change.";
export const PROOF_MESSAGE_REQUIRED = "Message: write a few words to the customer about this proof.";
export const PROOF_ALREADY_ANSWERED = "This proof was already answered.";
export const PROOF_REPLACED = "A newer version of this proof was sent; please answer that one.";
export const PROOF_NOT_FOUND = "There is no such proof.";
export const PROOF_FILE_KINDS_MESSAGE = "A proof must be a PDF, TIFF, PNG or JPEG file.";
export const PROOF_ONE_FILE = "Upload exactly one file for a proof.";
export const proofsClosed = (orderNumber: number, statusLabel: string) =>
  `Order ${orderNumber} is ${statusLabel.toLowerCase()}; proofs can only be sent before it goes into production.`;
export const proofNotForLine = (lineNo: number) =>
  `Item ${lineNo} is not a product line; proofs are sent for product lines only.`;
/** The move to production refused while the order's proofs are not all approved. */
export const proofsBlockProduction = (orderNumber: number, state: OrderProofState, items: number[]) => {
  const which = `item${items.length === 1 ? "" : "s"} ${items.join(", ")}`;
  switch (state) {
    case "waiting":
      return `Order ${orderNumber} cannot go into production: the proof of ${which} waits for the customer's answer.`;
    case "changes_requested":
      return `Order ${orderNumber} cannot go into production: the customer asked for changes to the proof of ${which}. Send a new version.`;
    case "needed":
      return `Order ${orderNumber} cannot go into production: this customer requires proofs and ${which} has no approved proof yet.`;
    default:
      return `Order ${orderNumber} cannot go into production yet.`;
  }
};

// ---------------------------------------------------------------- views

export const ProofVersionSchema = z.object({
  ProofId: z.number().int(),
  Version: z.number().int(),
  Status: z.enum(PROOF_STATUSES),
  FileName: z.string(),
  Kind: z.enum(PROOF_KINDS),
  Size: z.number().int(),
  Message: z.string(),
  SentBy: z.string(),
  SentAt: z.string(),
  AnsweredBy: z.string(),
  /** "" until answered. */
  AnsweredAt: z.string(),
  Comment: z.string(),
  /** Signed, expiring links (an <img> or a new tab needs no token); "" while the thumbnail is being made. */
  ThumbnailUrl: z.string(),
  /** The thumbnail and preview job: "queued" while it runs, "failed" when the file could not be drawn. */
  Rendition: z.enum(["queued", "done", "failed"]),
  /** Full size: the file itself (PDF, PNG, JPEG) or its large preview (TIFF, AI). */
  ViewUrl: z.string(),
  DownloadUrl: z.string(),
});
export type ProofVersion = z.infer<typeof ProofVersionSchema>;

export const LineProofsSchema = z.object({
  LineId: z.number().int(),
  LineNo: z.number().int(),
  Product: z.string(),
  Filename: z.string(),
  /** The latest version's status; null before any proof. */
  Status: z.enum(PROOF_STATUSES).nullable(),
  /** Newest first. */
  Versions: z.array(ProofVersionSchema),
});
export type LineProofs = z.infer<typeof LineProofsSchema>;

export const OrderProofsSchema = z.object({
  OrderNumber: z.number().int(),
  State: z.enum(ORDER_PROOF_STATES).nullable(),
  ProofsRequired: z.boolean(),
  /** Whether the caller may approve or ask for changes (the buyer, an office manager of the company). */
  CanAnswer: z.boolean(),
  /** Whether the shop may still send proofs (before production). */
  Open: z.boolean(),
  ProductionDate: z.string(),
  /** Version of the order (a proof sent or answered changes it): staff moves name it. */
  OrderVersion: z.number().int(),
  /** Product lines only. */
  Lines: z.array(LineProofsSchema),
});
export type OrderProofs = z.infer<typeof OrderProofsSchema>;

// ---------------------------------------------------------------- requests

const VersionSchema = z.number({ error: "Version is required." }).int().min(0).max(2_147_483_647);

/**
 * POST /Staff/Orders/{orderNumber}/Lines/{lineId}/Proofs: the package's one finished upload (GET
 * /Library/new_token, then tus) becomes the line's next proof version.
 */
export const SendProofRequestSchema = z.object({
  packageid: text({ error: "packageid is required." })
    .trim()
    .min(1, { error: "packageid is required." })
    .max(100, { error: "packageid is not an upload package." }),
  Message: multiLineText({ error: PROOF_MESSAGE_REQUIRED })
    .trim()
    .min(1, { error: PROOF_MESSAGE_REQUIRED })
    .max(2000, { error: "Message must be at most 2000 characters." }),
  Version: VersionSchema,
});
export type SendProofRequest = z.infer<typeof SendProofRequestSchema>;

/** POST /Store/GetOrderProofs. */
export const OrderProofsRequestSchema = z.object({ orderNumber: id("orderNumber") });

/** POST /Store/AnswerProof: approve, or ask for changes with a comment. */
export const AnswerProofRequestSchema = z
  .object({
    ProofId: id("ProofId"),
    Answer: z.enum(["approve", "changes"], { error: "Answer must be approve or changes." }),
    Comment: multiLineText()
      .trim()
      .max(2000, { error: "Comment must be at most 2000 characters." })
      .optional()
      .default(""),
  })
  .superRefine((b, ctx) => {
    if (b.Answer === "changes" && b.Comment === "")
      ctx.addIssue({ code: "custom", message: PROOF_COMMENT_REQUIRED, path: ["Comment"] });
  });
export type AnswerProofRequest = z.infer<typeof AnswerProofRequestSchema>;

/** GET /Proofs/{proofId}/{kind}: the signed link's query. */
export const ProofLinkParamSchema = z.object({
  proofId: z.coerce.number().int().min(1).max(2_147_483_647),
  kind: z.enum(["Thumbnail", "Preview", "File", "Download"]),
});
export const ProofLinkQuerySchema = z.object({
  exp: text().max(20).optional(),
  sig: text().max(100).optional(),
});
