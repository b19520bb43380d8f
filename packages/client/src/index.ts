import createClient from "openapi-fetch";
import type { paths } from "./schema.gen.js";

export type { components, operations, paths } from "./schema.gen.js";

export interface PortalClientOptions {
  /** The portal's address, e.g. `https://portal.example.com` (the document's servers entry). */
  baseUrl: string;
  /**
   * The credentials sent with every call: `{ "X-API-Key": key }` for a machine key,
   * `{ Authorization: "Bearer <token>" }` for a signed-in user (docs/integration-api.md).
   */
  auth: Record<string, string>;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/** A typed client of the portal's API: `client.GET("/api/Staff/Orders", { params: { query } })`. */
export function createPortalClient(options: PortalClientOptions) {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers: options.auth,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export type PortalClient = ReturnType<typeof createPortalClient>;

/** A refused or failed call: the reply's HTTP code, Status and Message. */
export class PortalApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: string,
    message: string,
  ) {
    super(message);
    this.name = "PortalApiError";
  }
}

type Reply<T> = {
  data?: { Status: string; Message?: string; Data?: T };
  error?: { Status?: string; Message?: string } | unknown;
  response: Response;
};

/**
 * The Data of a call that succeeded (Status ok); otherwise throws a PortalApiError with the reply's
 * Status and Message (the envelope every failure carries).
 */
export async function dataOf<T>(call: Promise<Reply<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (data !== undefined && data.Status === "ok" && data.Data !== undefined) return data.Data;
  const reply = (error ?? data ?? {}) as { Status?: string; Message?: string };
  throw new PortalApiError(
    response.status,
    reply.Status ?? "exception",
    reply.Message ?? `${response.status} ${response.statusText}`,
  );
}
