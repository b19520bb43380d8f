import type { Envelope } from "@portal/contract";
import { readToken } from "./session.js";

/** Thrown when the server cannot be reached at all (no reply). */
export class NetworkError extends Error {}

/** Calls the API and returns its envelope, whatever the Status. Network failures throw NetworkError. */
export async function api<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    throw new NetworkError((err as Error).message);
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
