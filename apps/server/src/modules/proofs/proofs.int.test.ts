import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  ORDER_CHANGED,
  PROOF_ALREADY_ANSWERED,
  PROOF_COMMENT_REQUIRED,
  PROOF_FILE_KINDS_MESSAGE,
  PROOF_REPLACED,
  proofsBlockProduction,
  proofsClosed,
} from "@portal/contract";
import { customers, orderProofs, orders, users } from "@portal/db/schema";
import { DEFAULT_PREFLIGHT_THREADS, runPreflight } from "@portal/preflight";
import { makeVectorPdf } from "@portal/preflight/fixtures";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { productionSchedule } from "../../platform/businessCalendar.js";
import { LocalDiskStorage } from "../../platform/storage/local.js";
import { placeOrder, startTestApp, type TestApp, updateUsers } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { adhesive, clearLines } from "../cart/cart.testkit.js";
import { listen, tusUpload } from "../library/library.testkit.js";
import { deskKit } from "../orders/staffMoves.testkit.js";
import { insertTestOrder } from "../orders/staffQueue.testkit.js";

describe("Proofs", () => {
  let t: TestApp;
  let base: string;
  let ops: SignedIn;
  let support: SignedIn;
  let buyer: SignedIn;
  let manager: SignedIn;
  let stranger: SignedIn;
  let kit: ReturnType<typeof deskKit>;
  let pdf: Uint8Array;
  let png: Uint8Array;
  const db = () => t.database.db;

  /** A new ordered order of buyer (Northside Sign Co.): two product lines and a service line. */
  const newOrder = async (over: { proofsRequired?: boolean } = {}) => {
    const template = await kit.orderOf("buyer", "ordered").catch(() => kit.orderOf("buyer", "needs_approval"));
    const made = await insertTestOrder(db(), {
      template,
      status: "ordered",
      placedAt: new Date(),
      lines: [{ filename: "banner.pdf" }, { filename: "decal.pdf" }, { kind: "service", itemDesc: "Colour match" }],
    });
    // Set either way: the template may be an order made with proofs required. As placement sets it (decision 0024).
    const proofsRequired = over.proofsRequired ?? false;
    await db()
      .update(orders)
      .set({ proofsRequired, proofState: proofsRequired ? "needed" : null })
      .where(eq(orders.id, made.id));
    const staffView = (await t.get(`/api/Staff/Orders/${made.orderNumber}/Proofs`, ops.auth)).json().Data;
    return { ...made, lineIds: staffView.Lines.map((l: { LineId: number }) => l.LineId) as number[] };
  };

  const newToken = async (_t: TestApp, who: SignedIn): Promise<{ id: string; access_token: string }> => {
    const res = await t.get("/api/Library/new_token?purpose=proof", who.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data;
  };
  const version = async (orderNumber: number) => (await kit.order(orderNumber)).version;

  /** Staff upload a file through the library's upload path and send it as the line's proof. */
  const send = async (
    orderNumber: number,
    lineId: number,
    opts: { bytes?: Uint8Array; name?: string; message?: string; version?: number; who?: SignedIn } = {},
  ) => {
    const who = opts.who ?? ops;
    const token = await newToken(t, who);
    await tusUpload(base, token.access_token, opts.name ?? "proof.pdf", opts.bytes ?? pdf);
    return t.post(
      `/api/Staff/Orders/${orderNumber}/Lines/${lineId}/Proofs`,
      {
        packageid: token.id,
        Message: opts.message ?? "Please check the colours.",
        Version: opts.version ?? (await version(orderNumber)),
      },
      who.auth,
    );
  };
  const view = (who: SignedIn, orderNumber: number) => t.post("/api/Store/GetOrderProofs", { orderNumber }, who.auth);
  const answer = (who: SignedIn, body: Record<string, unknown>) => t.post("/api/Store/AnswerProof", body, who.auth);
  const moveToProduction = async (orderNumber: number) =>
    kit.move(ops, orderNumber, { To: "in_production", Version: await version(orderNumber) });
  const queueRow = async (orderNumber: number) => {
    const res = await t.get(`/api/Staff/Orders?q=${orderNumber}`, ops.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data.Orders[0];
  };

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    base = await listen(t.app);
    kit = deskKit(t);
    ops = await signIn(t, "staff.ops");
    support = await signIn(t, "staff.support");
    buyer = await signIn(t, "buyer");
    manager = await signIn(t, "manager");
    stranger = await signIn(t, "buyer2");
    pdf = makeVectorPdf(0.25);
    png = new Uint8Array(
      await sharp({ create: { width: 60, height: 40, channels: 3, background: "#c00" } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(() => t.close());

  it("staff send a proof: the line and the order wait, the buyer gets the e-mail, the queue says so", async () => {
    const order = await newOrder();
    const before = await version(order.orderNumber);
    const mark = await kit.lastOutboxId();
    const res = await send(order.orderNumber, order.lineIds[0]!, { message: "Colours as agreed?" });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().Data;
    expect(data).toMatchObject({ OrderNumber: order.orderNumber, State: "waiting", Open: true, CanAnswer: false });
    expect(data.OrderVersion).toBe(before + 1);
    expect(data.Lines).toHaveLength(2);
    expect(data.Lines[0]).toMatchObject({ Status: "waiting", Filename: "banner.pdf" });
    expect(data.Lines[0].Versions[0]).toMatchObject({
      Version: 1,
      Status: "waiting",
      FileName: "proof.pdf",
      Kind: "pdf",
      Message: "Colours as agreed?",
      SentBy: expect.any(String),
      AnsweredAt: "",
    });
    expect(data.Lines[1]).toMatchObject({ Status: null, Versions: [] });

    const mail = await kit.mailSince(mark);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.toAddress).toBe("bailey@northsidesign.example");
    expect(mail[0]!.subject).toContain(`a proof of your order ${order.orderNumber} waits for your approval`);
    expect(mail[0]!.textBody).toContain("Message from the shop: Colours as agreed?");
    expect(mail[0]!.textBody).toContain(`/store/orderdetails/${order.orderNumber}/${buyer.Id}`);
    expect((await queueRow(order.orderNumber)).Proof).toBe("waiting");

    // The buyer and an office manager of the company see it, with links that work without a token.
    const seen = await view(buyer, order.orderNumber);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().Data.CanAnswer).toBe(true);
    expect((await view(manager, order.orderNumber)).json().Data.CanAnswer).toBe(true);
    const version1 = seen.json().Data.Lines[0].Versions[0];
    const download = await t.get(version1.DownloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toContain("attachment");
    expect(download.rawPayload.equals(Buffer.from(pdf))).toBe(true);
    const inline = await t.get(version1.ViewUrl);
    expect(inline.headers["content-disposition"]).toContain("inline");
    const forged = await t.get(version1.DownloadUrl.replace(/sig=[^&]+/, "sig=forged"));
    expect(forged.statusCode).toBe(403);
    const otherProof = await t.get(version1.DownloadUrl.replace(`/Proofs/${version1.ProofId}/`, "/Proofs/999999/"));
    expect(otherProof.statusCode).toBe(403);
  });

  it("makes the thumbnail and preview in the background, for PDFs and images", async () => {
    const order = await newOrder();
    expect((await send(order.orderNumber, order.lineIds[0]!, { bytes: png, name: "proof.png" })).statusCode).toBe(200);
    let proof: { ThumbnailUrl: string; Kind: string; ViewUrl: string } | undefined;
    for (let i = 0; i < 300 && !proof?.ThumbnailUrl; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 100));
      proof = (await view(buyer, order.orderNumber)).json().Data.Lines[0].Versions[0];
    }
    expect(proof!.Kind).toBe("png");
    const thumb = await t.get(proof!.ThumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/png");
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(60);
  });

  it("draws a PDF proof while every thread of the library's preflight pool is busy", async () => {
    // Two library preflights that cannot end (files that are pipes nobody writes yet) hold the
    // shared pool's two threads, as two long preflights would.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-busy-"));
    const pipes = Array.from({ length: DEFAULT_PREFLIGHT_THREADS }, (_, i) => path.join(dir, `busy-${i}.pdf`));
    for (const pipe of pipes) execFileSync("mkfifo", [pipe]);
    const busy = pipes.map((pipe) => runPreflight(pipe).catch(() => undefined));
    try {
      const order = await newOrder();
      expect((await send(order.orderNumber, order.lineIds[0]!)).statusCode).toBe(200);
      let proof: { Rendition: string; ThumbnailUrl: string; Kind: string } | undefined;
      await vi.waitFor(
        async () => {
          proof = (await view(buyer, order.orderNumber)).json().Data.Lines[0].Versions[0];
          expect(proof!.Rendition).not.toBe("queued");
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(proof).toMatchObject({ Kind: "pdf", Rendition: "done" });
      expect((await t.get(proof!.ThumbnailUrl)).statusCode).toBe(200);
    } finally {
      // A writer's open lets each blocked preflight read its (empty) pipe and end.
      for (const pipe of pipes) {
        await vi.waitFor(() => fs.closeSync(fs.openSync(pipe, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK)), {
          timeout: 30_000,
          interval: 20,
        });
      }
      await Promise.all(busy);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a proof whose thumbnail cannot be made reports its rendition failed", async () => {
    const order = await newOrder();
    const broken = png.slice(0, 40);
    expect((await send(order.orderNumber, order.lineIds[0]!, { bytes: broken, name: "broken.png" })).statusCode).toBe(
      200,
    );
    let proof: { Rendition: string; ThumbnailUrl: string } | undefined;
    for (let i = 0; i < 300 && (!proof || proof.Rendition === "queued"); i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 100));
      proof = (await view(buyer, order.orderNumber)).json().Data.Lines[0].Versions[0];
    }
    expect(proof).toMatchObject({ Rendition: "failed", ThumbnailUrl: "" });
  });

  it("a send with a stale version leaves its upload usable for the retry", async () => {
    const order = await newOrder();
    const current = await version(order.orderNumber);
    const token = await newToken(t, ops);
    await tusUpload(base, token.access_token, "proof.pdf", pdf);
    const url = `/api/Staff/Orders/${order.orderNumber}/Lines/${order.lineIds[0]}/Proofs`;
    const stale = await t.post(url, { packageid: token.id, Message: "x", Version: current - 1 }, ops.auth);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Message).toBe(ORDER_CHANGED);
    const retry = await t.post(url, { packageid: token.id, Message: "x", Version: current }, ops.auth);
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it("of two sends racing on one order version, the loser's upload stays usable", async () => {
    const order = await newOrder();
    const current = await version(order.orderNumber);
    const tokens = [await newToken(t, ops), await newToken(t, ops)];
    for (const token of tokens) await tusUpload(base, token.access_token, "proof.pdf", pdf);
    // Both sends have their file in hand before either commits: each waits in storage for the other.
    let arrived = 0;
    let bothIn: () => void = () => undefined;
    const together = new Promise<void>((resolve) => {
      bothIn = resolve;
    });
    const meet = async () => {
      if (++arrived === 2) bothIn();
      await together;
    };
    const { put, putFile } = LocalDiskStorage.prototype;
    const spies = [
      vi.spyOn(LocalDiskStorage.prototype, "put").mockImplementation(async function (this: LocalDiskStorage, ...args) {
        await meet();
        return put.apply(this, args);
      }),
      vi.spyOn(LocalDiskStorage.prototype, "putFile").mockImplementation(async function (
        this: LocalDiskStorage,
        ...args
      ) {
        await meet();
        return putFile.apply(this, args);
      }),
    ];
    const url = (i: number) => `/api/Staff/Orders/${order.orderNumber}/Lines/${order.lineIds[i]}/Proofs`;
    const sends = await Promise.all(
      tokens.map((token, i) => t.post(url(i), { packageid: token.id, Message: "x", Version: current }, ops.auth)),
    ).finally(() => {
      for (const spy of spies) spy.mockRestore();
    });
    expect(sends.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const lost = sends.findIndex((r) => r.statusCode === 409);
    expect(sends[lost]!.json().Message).toBe(ORDER_CHANGED);
    const retry = await t.post(
      url(lost),
      { packageid: tokens[lost]!.id, Message: "x", Version: await version(order.orderNumber) },
      ops.auth,
    );
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().Data.Lines.map((l: { Status: string }) => l.Status)).toEqual(["waiting", "waiting"]);
  });

  it("the queue filters by proof state, and an order a proof holds from production is not late", async () => {
    const past = { productionDate: "2020-01-06", shipDate: "2020-01-07" };
    const backdate = (id: number) => db().update(orders).set(past).where(eq(orders.id, id));
    const found = async (orderNumber: number, filter: string) => {
      const res = await t.get(`/api/Staff/Orders?q=${orderNumber}&${filter}`, ops.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json()
        .Data.Orders.map((o: { OrderNumber: number }) => o.OrderNumber)
        .includes(orderNumber);
    };
    const states = async (orderNumber: number) => {
      const hits = [];
      for (const s of ["waiting", "changes_requested", "needed", "approved"]) {
        if (await found(orderNumber, `proof=${s}`)) hits.push(s);
      }
      // The state kept on the order (the queue's filter and column) is the one computed from the proofs.
      const computed = (await t.get(`/api/Staff/Orders/${orderNumber}/Proofs`, ops.auth)).json().Data.State;
      expect((await queueRow(orderNumber)).Proof).toBe(computed);
      expect(hits).toEqual(computed === null ? [] : [computed]);
      return hits;
    };
    const late = async (orderNumber: number) => {
      const row = await queueRow(orderNumber);
      const workspace = (await t.get(`/api/Staff/Orders/${orderNumber}`, ops.auth)).json().Data;
      expect(workspace.Late).toBe(row.Late);
      expect(await found(orderNumber, "late=true")).toBe(row.Late);
      return row.Late as boolean;
    };

    const plain = await newOrder();
    await backdate(plain.id);
    expect(await late(plain.orderNumber)).toBe(true);
    expect(await states(plain.orderNumber)).toEqual([]);

    const order = await newOrder();
    const v1 = (await send(order.orderNumber, order.lineIds[0]!)).json().Data.Lines[0].Versions[0];
    await backdate(order.id);
    expect(await states(order.orderNumber)).toEqual(["waiting"]);
    expect(await late(order.orderNumber)).toBe(false);

    await answer(buyer, { ProofId: v1.ProofId, Answer: "changes", Comment: "Darker blue." });
    expect(await states(order.orderNumber)).toEqual(["changes_requested"]);
    expect(await late(order.orderNumber)).toBe(false);

    const v2 = (await send(order.orderNumber, order.lineIds[0]!)).json().Data.Lines[0].Versions[0];
    expect(await states(order.orderNumber)).toEqual(["waiting"]);
    expect((await answer(buyer, { ProofId: v2.ProofId, Answer: "approve" })).statusCode).toBe(200);
    await backdate(order.id);
    expect(await states(order.orderNumber)).toEqual(["approved"]);
    expect(await late(order.orderNumber)).toBe(true);

    const required = await newOrder({ proofsRequired: true });
    await backdate(required.id);
    expect(await states(required.orderNumber)).toEqual(["needed"]);
    expect(await late(required.orderNumber)).toBe(false);

    // Without a search, over the brand's orders: the tabs count the filtered orders.
    const waiting = (await t.get("/api/Staff/Orders?proof=changes_requested&pageSize=100", ops.auth)).json().Data;
    expect(waiting.Orders.every((o: { Proof: string }) => o.Proof === "changes_requested")).toBe(true);
    expect(Object.values(waiting.Counts).reduce((a: number, b) => a + (b as number), 0)).toBe(waiting.Orders.length);
    const bad = await t.get("/api/Staff/Orders?proof=maybe", ops.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toContain("Unknown proof state.");
  });

  it("answers 403 for an unknown proof id as for someone else's, so ids cannot be probed", async () => {
    const res = await answer(stranger, { ProofId: 987654321, Answer: "approve" });
    expect(res.statusCode).toBe(403);
  });

  it("refuses the move to production while a proof waits, then while changes are requested", async () => {
    const order = await newOrder();
    await send(order.orderNumber, order.lineIds[1]!);
    const before = await kit.order(order.orderNumber);
    const refused = await moveToProduction(order.orderNumber);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().Message).toBe(proofsBlockProduction(order.orderNumber, "waiting", [2]));
    expect(await kit.order(order.orderNumber)).toMatchObject({ status: "ordered", version: before.version });

    const proofId = (await view(buyer, order.orderNumber)).json().Data.Lines[1].Versions[0].ProofId;
    const noComment = await answer(buyer, { ProofId: proofId, Answer: "changes", Comment: "  " });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().Message).toContain(PROOF_COMMENT_REQUIRED);
    const changes = await answer(buyer, { ProofId: proofId, Answer: "changes", Comment: "Logo bigger, please." });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json().Data).toMatchObject({ State: "changes_requested" });
    expect(changes.json().Data.Lines[1].Versions[0]).toMatchObject({
      Status: "changes_requested",
      Comment: "Logo bigger, please.",
      AnsweredBy: "Bailey Byers",
    });
    expect((await queueRow(order.orderNumber)).Proof).toBe("changes_requested");
    const again = await answer(manager, { ProofId: proofId, Answer: "approve" });
    expect(again.statusCode).toBe(422);
    expect(again.json().Message).toBe(PROOF_ALREADY_ANSWERED);
    const stillRefused = await moveToProduction(order.orderNumber);
    expect(stillRefused.json().Message).toBe(proofsBlockProduction(order.orderNumber, "changes_requested", [2]));
  });

  it("keeps every version and answer; an office manager approves version 2, the production date is set from the approval and the order goes into production", async () => {
    const order = await newOrder();
    const line = order.lineIds[0]!;
    await db()
      .update(orders)
      .set({ productionDate: "2020-01-06", shipDate: "2020-01-07" })
      .where(eq(orders.id, order.id));
    await send(order.orderNumber, line, { message: "Version one." });
    const v1 = (await view(buyer, order.orderNumber)).json().Data.Lines[0].Versions[0];
    await answer(buyer, { ProofId: v1.ProofId, Answer: "changes", Comment: "Darker blue." });
    const sent2 = await send(order.orderNumber, line, { message: "Darker blue now." });
    expect(
      sent2.json().Data.Lines[0].Versions.map((v: { Version: number; Status: string }) => [v.Version, v.Status]),
    ).toEqual([
      [2, "waiting"],
      [1, "changes_requested"],
    ]);
    const v2 = sent2.json().Data.Lines[0].Versions[0];

    const approvedAt = new Date();
    const approved = await answer(manager, { ProofId: v2.ProofId, Answer: "approve" });
    expect(approved.statusCode, approved.body).toBe(200);
    const data = approved.json().Data;
    expect(data.State).toBe("approved");
    expect(data.Lines[0].Versions[0]).toMatchObject({ Status: "approved", AnsweredBy: "Morgan Mendez" });
    expect(data.Lines[0].Versions[1]).toMatchObject({ Status: "changes_requested", Comment: "Darker blue." });
    const expected = productionSchedule(approvedAt, 0);
    expect(await kit.order(order.orderNumber)).toMatchObject({
      productionDate: expected.productionDate,
      shipDate: expected.shipDate,
    });
    expect((await queueRow(order.orderNumber)).Proof).toBe("approved");

    const staff = (await t.get(`/api/Staff/Orders/${order.orderNumber}/Proofs`, ops.auth)).json().Data;
    expect(staff.Lines[0].Versions).toHaveLength(2);
    expect(staff.Lines[0].Versions[1]).toMatchObject({ AnsweredBy: "Bailey Byers", Message: "Version one." });
    const moved = await moveToProduction(order.orderNumber);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().Data.Status).toBe("in_production");
    const closed = await send(order.orderNumber, line);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().Message).toBe(proofsClosed(order.orderNumber, "In production"));
  });

  it("a newer version replaces a waiting one, which can no longer be answered", async () => {
    const order = await newOrder();
    await send(order.orderNumber, order.lineIds[0]!);
    const v1 = (await view(buyer, order.orderNumber)).json().Data.Lines[0].Versions[0];
    await send(order.orderNumber, order.lineIds[0]!);
    const res = await answer(buyer, { ProofId: v1.ProofId, Answer: "approve" });
    expect(res.statusCode).toBe(422);
    expect(res.json().Message).toBe(PROOF_REPLACED);
    const [stored] = await db().select().from(orderProofs).where(eq(orderProofs.id, v1.ProofId));
    expect(stored).toMatchObject({ status: "replaced", answeredBy: null });
  });

  it("another company, staff and other users cannot see or answer (403); customers cannot send", async () => {
    const order = await newOrder();
    await send(order.orderNumber, order.lineIds[0]!);
    const proofId = (await view(buyer, order.orderNumber)).json().Data.Lines[0].Versions[0].ProofId;

    expect((await view(stranger, order.orderNumber)).statusCode).toBe(403);
    const foreign = await answer(stranger, { ProofId: proofId, Answer: "approve" });
    expect(foreign.statusCode).toBe(403);
    expect((await answer(ops, { ProofId: proofId, Answer: "approve" })).statusCode).toBe(403);
    // A manager of another company is still outside it.
    await updateUsers(t.database, { level: 2 }, eq(users.id, stranger.Id));
    const otherManager = await signIn(t, "buyer2");
    expect((await answer(otherManager, { ProofId: proofId, Answer: "approve" })).statusCode).toBe(403);
    await updateUsers(t.database, { level: 1 }, eq(users.id, stranger.Id));

    const customerSend = await send(order.orderNumber, order.lineIds[0]!, { who: buyer });
    expect(customerSend.statusCode).toBe(403);
    expect((await t.get(`/api/Staff/Orders/${order.orderNumber}/Proofs`, support.auth)).statusCode).toBe(403);
    expect((await t.get(`/api/Staff/Orders/${order.orderNumber}/Proofs`)).statusCode).toBe(401);
    const [stored] = await db().select().from(orderProofs).where(eq(orderProofs.id, proofId));
    expect(stored!.status).toBe("waiting");
  });

  it("refuses a file that is not a PDF or image, a service line, a stale version and an upload of another user", async () => {
    const order = await newOrder();
    const before = await version(order.orderNumber);
    const text = await send(order.orderNumber, order.lineIds[0]!, {
      bytes: new TextEncoder().encode("just text, not a proof"),
      name: "notes.pdf",
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().Message).toBe(`notes.pdf: ${PROOF_FILE_KINDS_MESSAGE}`);
    const stale = await send(order.orderNumber, order.lineIds[0]!, { version: before + 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Message).toBe(ORDER_CHANGED);
    const lines = (await t.get(`/api/Staff/Orders/${order.orderNumber}`, ops.auth)).json().Data.Lines;
    const service = lines.find((l: { Kind: string }) => l.Kind === "service");
    const serviceSend = await send(order.orderNumber, service.LineId);
    expect(serviceSend.statusCode).toBe(422);
    const admin = await signIn(t, "staff.admin");
    const token = await newToken(t, admin);
    await tusUpload(base, token.access_token, "proof.pdf", pdf);
    const theirs = await t.post(
      `/api/Staff/Orders/${order.orderNumber}/Lines/${order.lineIds[0]}/Proofs`,
      { packageid: token.id, Message: "x", Version: before },
      ops.auth,
    );
    expect(theirs.statusCode).toBe(403);
    expect(await version(order.orderNumber)).toBe(before);
    expect(await db().select().from(orderProofs).where(eq(orderProofs.orderId, order.id))).toEqual([]);
  });

  it("an order of a customer that requires proofs waits for them before production", async () => {
    const order = await newOrder({ proofsRequired: true });
    const none = await moveToProduction(order.orderNumber);
    expect(none.statusCode).toBe(422);
    expect(none.json().Message).toBe(proofsBlockProduction(order.orderNumber, "needed", [1, 2]));
    expect((await queueRow(order.orderNumber)).Proof).toBe("needed");
    for (const line of order.lineIds) {
      await send(order.orderNumber, line);
    }
    const proofs = (await view(buyer, order.orderNumber)).json().Data;
    expect(proofs.ProofsRequired).toBe(true);
    await answer(buyer, { ProofId: proofs.Lines[0].Versions[0].ProofId, Answer: "approve" });
    const half = await moveToProduction(order.orderNumber);
    expect(half.json().Message).toBe(proofsBlockProduction(order.orderNumber, "waiting", [2]));
    await answer(buyer, { ProofId: proofs.Lines[1].Versions[0].ProofId, Answer: "approve" });
    expect((await queueRow(order.orderNumber)).Proof).toBe("approved");
    expect((await moveToProduction(order.orderNumber)).statusCode).toBe(200);
  });

  it("checkout marks the new orders of a customer with proofs required, and only theirs", async () => {
    const [lakeshore] = await db().select().from(users).where(eq(users.id, stranger.Id));
    await db().update(customers).set({ proofsRequired: true }).where(eq(customers.id, lakeshore!.customerId!));
    const place = async () => {
      await clearLines(db(), stranger.Id);
      return kit.order(await placeOrder(t, stranger, [adhesive(2)], { OrderNotes: "" }));
    };
    const required = await place();
    expect(required.proofsRequired).toBe(true);
    expect(required.proofState).toBe("needed");
    expect((await moveToProduction(required.orderNumber)).statusCode).toBe(422);
    await db().update(customers).set({ proofsRequired: false }).where(eq(customers.id, lakeshore!.customerId!));
    const optional = await place();
    expect(optional.proofsRequired).toBe(false);
    expect(optional.proofState).toBe(null);
    // The order placed while the setting was on keeps it.
    expect((await kit.order(required.orderNumber)).proofsRequired).toBe(true);
  });
});
