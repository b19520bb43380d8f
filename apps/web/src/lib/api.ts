import type { Envelope } from "@portal/contract";
import { clearSession, readToken, readUser, storeSession } from "./session.js";

/** Thrown when the server cannot be reached at all (no reply). */
export class NetworkError extends Error {}

export type RefreshOutcome = "ok" | "failed" | "timeout";
let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * Token refresh of part 1 section 4: ok with a non-empty JwtToken stores it and merges the rest into
 * the user; a gateway time-out (504) clears user and token and goes home; anything else fails.
 * Concurrent callers share one refresh.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    const user = readUser();
    if (!user?.RefreshToken) return "failed";
    try {
      const res = await fetch("/api/users-service/refresh-token", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ Token: user.RefreshToken }),
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

async function send(method: string, path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  // A bearer token only when the user has a refresh token (part 1 section 6).
  const token = readToken();
  if (token && readUser()?.RefreshToken) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    throw new NetworkError((err as Error).message);
  }
}

/**
 * Calls the API and returns its envelope, whatever the Status. An expired token is refreshed once and
 * the call retried; when that fails the session ends. Network failures throw NetworkError.
 */
export async function api<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<Envelope<T>> {
  let res = await send(method, path, body);
  if (res.status === 401 && readUser()?.RefreshToken && !path.startsWith("/users")) {
    const outcome = await refreshSession();
    if (outcome === "ok") res = await send(method, path, body);
    else if (outcome === "failed") {
      clearSession();
      window.location.assign("/");
    }
  }
  try {
    return (await res.json()) as Envelope<T>;
  } catch {
    return { Status: res.status >= 500 ? "exception" : "failed", Message: `The server answered ${res.status}.` };
  }
}

export const apiGet = <T>(path: string) => api<T>("GET", path);
export const apiPost = <T>(path: string, body: unknown = {}) => api<T>("POST", path, body);

/** For TanStack Query: the Data of an ok reply, or an error with the server's Message. */
export async function fetchData<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const reply = await api<T>(method, path, body);
  if (reply.Status !== "ok" && reply.Status !== "nodata") throw new Error(reply.Message || "The request failed.");
  return reply.Data as T;
}
