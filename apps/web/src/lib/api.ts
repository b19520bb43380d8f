import type { Envelope } from "@portal/contract";
import { clearSession, readToken, readUser, storeSession } from "./session.js";

/** Thrown when the server cannot be reached at all (no reply). */
export class NetworkError extends Error {}

export type RefreshOutcome = "ok" | "failed" | "timeout";
let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * Token refresh of docs/product/brands-and-access.md: ok with a non-empty JwtToken stores it and merges the rest into
 * the user; a gateway time-out (504) clears user and token and goes home; anything else fails.
 * The refresh token rides in its httpOnly cookie, which the browser sends; this code never sees it.
 * Concurrent callers share one refresh.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    if (!readUser()) return "failed";
    try {
      const res = await fetch("/api/users-service/refresh-token", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: "{}",
      });
      if (res.status === 504) {
        clearSession();
        window.location.assign("/");
        return "timeout";
      }
      const reply = (await res.json()) as Envelope<{ JwtToken?: string }>;
      if (reply.Status === "ok" && reply.Data?.JwtToken) {
        storeSession(reply.Data as never);
        return "ok";
      }
      return "failed";
    } catch {
      return "failed";
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

type Headers = Record<string, string>;

async function send(
  method: string,
  path: string,
  body: unknown,
  accept = "application/json",
  extra: Headers = {},
): Promise<Response> {
  const headers: Headers = { ...extra, accept };
  if (body !== undefined) headers["content-type"] = "application/json";
  // A bearer token only while a user is signed in (docs/product/brands-and-access.md).
  const token = readToken();
  if (token && readUser()) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    throw new NetworkError((err as Error).message);
  }
}

/**
 * The server refuses every call but the password change while ForcePass is set (an office manager may
 * set it after sign-in): mark the stored user so the forced change dialog comes up.
 */
/** The contract's FORCE_PASS_MESSAGE, copied so the first bundle needs no value from the contract (api.test.ts compares them). */
export const FORCE_PASS_REPLY = "You must change your password before logging in.";

async function isForcedChange(res: Response): Promise<boolean> {
  try {
    return ((await res.clone().json()) as Envelope<unknown>).Message === FORCE_PASS_REPLY;
  } catch {
    return false;
  }
}

async function noteForcedChange(res: Response): Promise<void> {
  const user = readUser();
  if (!user || user.ForcePass) return;
  if (await isForcedChange(res)) storeSession({ ...user, ForcePass: true });
}

/** Sends a call; an expired token is refreshed once and the call retried, and when that fails the session ends. */
async function sendRefreshing(
  method: string,
  path: string,
  body: unknown,
  accept?: string,
  extra?: Headers,
): Promise<Response> {
  let res = await send(method, path, body, accept, extra);
  // A ForcePass refusal is not an expired token: refreshing would rotate the refresh token for
  // nothing, and a reload during that rotation would end the session (the old token counts as reused).
  if (res.status === 401 && readUser() && !path.startsWith("/users") && !(await isForcedChange(res))) {
    const outcome = await refreshSession();
    if (outcome === "ok") res = await send(method, path, body, accept, extra);
    else if (outcome === "failed") {
      clearSession();
      window.location.assign("/");
    }
  }
  if (res.status === 401) await noteForcedChange(res);
  return res;
}

/**
 * Calls the API and returns its envelope, whatever the Status. An expired token is refreshed once and
 * the call retried; when that fails the session ends. Network failures throw NetworkError.
 */
export async function api<T>(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  headers?: Headers,
): Promise<Envelope<T>> {
  const res = await sendRefreshing(method, path, body, undefined, headers);
  try {
    return (await res.json()) as Envelope<T>;
  } catch {
    return { Status: res.status >= 500 ? "exception" : "failed", Message: `The server answered ${res.status}.` };
  }
}

export const apiPost = <T>(path: string, body: unknown = {}) => api<T>("POST", path, body);

/** For TanStack Query: the Data of an ok reply, or an error with the server's Message. */
export async function fetchData<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const reply = await api<T>(method, path, body);
  if (reply.Status !== "ok" && reply.Status !== "nodata") throw new Error(reply.Message || "The request failed.");
  return reply.Data as T;
}

/** The file name of a Content-Disposition header: filename* (RFC 5987, UTF-8) wins over filename. */
export function filenameFromDisposition(header: string | null): string {
  if (!header) return "";
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // A malformed escape: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/.exec(header);
  if (!plain) return "";
  return plain[2] !== undefined ? plain[2].replace(/\\(.)/g, "$1") : (plain[1] ?? "").trim();
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * GETs a file from the API with the session's token (a plain link cannot carry it). A reply that is
 * not the file (an error envelope) throws an Error with the server's message.
 */
export async function apiDownload(path: string): Promise<DownloadedFile> {
  const res = await sendRefreshing("GET", path, undefined, "*/*");
  if (!res.ok || (res.headers.get("content-type") ?? "").includes("application/json")) {
    let message = `The server answered ${res.status}.`;
    try {
      message = ((await res.json()) as Envelope<unknown>).Message || message;
    } catch {
      // Not an envelope: keep the status line.
    }
    throw new Error(message);
  }
  return { blob: await res.blob(), filename: filenameFromDisposition(res.headers.get("content-disposition")) };
}

/** Saves a downloaded file under its own name, as a link with the download attribute would. */
export function saveFile({ blob, filename }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename || fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
