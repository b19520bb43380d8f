import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import type { TestApp } from "../../test/harness.js";
import type { SignedIn } from "../../test/signIn.js";

/** Test helpers: the tus protocol over plain fetch against a listening app, and library calls. */

type Injectable = Pick<TestApp, "post" | "get">;

export async function listen(app: TestApp["app"]): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function newToken(t: Injectable, who: SignedIn): Promise<{ id: string; access_token: string }> {
  const res = await t.get("/api/Library/new_token", who.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data;
}

function metadata(entries: Record<string, string>): string {
  return Object.entries(entries)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString("base64")}`)
    .join(",");
}

export const tusHeaders = (token?: string): Record<string, string> => ({
  "Tus-Resumable": "1.0.0",
  ...(token ? { "Upload-Package-Token": token } : {}),
});

/** POST: creates an upload; the Response (Location on 201). */
export function tusCreate(
  base: string,
  token: string | undefined,
  filename: string,
  length: number,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/api/Library/upload`, {
    method: "POST",
    headers: {
      ...headers,
      ...tusHeaders(token),
      "Upload-Length": String(length),
      "Upload-Metadata": metadata({ filename, ...extra }),
    },
  });
}

export function tusPatch(url: string, token: string | undefined, offset: number, bytes: Uint8Array): Promise<Response> {
  return fetch(url, {
    method: "PATCH",
    headers: {
      ...tusHeaders(token),
      "Upload-Offset": String(offset),
      "Content-Type": "application/offset+octet-stream",
    },
    body: bytes as unknown as NonNullable<RequestInit["body"]>,
  });
}

export function tusHead(url: string, token: string | undefined): Promise<Response> {
  return fetch(url, { method: "HEAD", headers: tusHeaders(token) });
}

/** Creates and sends a whole file; returns the upload URL. */
export async function tusUpload(base: string, token: string, filename: string, bytes: Uint8Array): Promise<string> {
  const created = await tusCreate(base, token, filename, bytes.length);
  expect(created.status, await created.clone().text()).toBe(201);
  const url = new URL(created.headers.get("location")!, base).toString();
  const patched = await tusPatch(url, token, 0, bytes);
  expect(patched.status, await patched.clone().text()).toBe(204);
  expect(patched.headers.get("upload-offset")).toBe(String(bytes.length));
  return url;
}

export function place(
  t: Injectable,
  who: SignedIn,
  body: { packageid: string; SelectedFolder?: string; NewFolderName?: string; SavingStrategy?: string },
) {
  return t.post(
    "/api/Library/handle_masv",
    { SelectedFolder: `/ImgLibrary/${who.Id}`, NewFolderName: "", ...body },
    who.auth,
  );
}

/** Polls GetLibraryItemDetails until the preflight is done or failed. */
export async function waitForPreflight(t: Injectable, who: SignedIn, fullUrl: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.post("/api/Library/GetLibraryItemDetails", { item: fullUrl, userId: who.Id }, who.auth);
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json().Data;
    if (details.Preflight.status === "done" || details.Preflight.status === "failed") return details;
    if (Date.now() > until) throw new Error(`preflight of ${fullUrl} still ${details.Preflight.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
