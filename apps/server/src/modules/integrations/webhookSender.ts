import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { WEBHOOK_URL_INVALID, WEBHOOK_URL_PRIVATE, WEBHOOK_URL_UNRESOLVED } from "@portal/contract";

/**
 * Addresses a webhook may not reach outside development (server-side request forgery): private,
 * loopback, link-local (cloud metadata), carrier-grade NAT, multicast, reserved, and IPv6's
 * unique-local, link-local, site-local, discard, IPv4-compatible, -mapped and -translated, NAT64,
 * 6to4 and Teredo ranges (the last ones embed an IPv4 address a relay may reach).
 */
// Two lists: one BlockList would match IPv4 addresses against the IPv4-mapped IPv6 range too.
const PRIVATE_V4 = new BlockList();
const PRIVATE_V6 = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  PRIVATE_V4.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 96],
  ["::ffff:0:0", 96],
  ["::ffff:0:0:0", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  PRIVATE_V6.addSubnet(net, bits, "ipv6");

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? PRIVATE_V4.check(address, "ipv4") : PRIVATE_V6.check(address, "ipv6");
}

/** A bracketed IPv6 host without its brackets. */
const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * The reason an endpoint URL is refused, or null: https only (http too when `allowPrivate`), no
 * user and password, and every address its name resolves to public unless `allowPrivate`.
 */
export async function urlRefusal(url: string, allowPrivate: boolean): Promise<string | null> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return WEBHOOK_URL_INVALID;
  }
  const schemeOk = u.protocol === "https:" || (allowPrivate && u.protocol === "http:");
  if (!schemeOk || u.username !== "" || u.password !== "" || u.hostname === "") return WEBHOOK_URL_INVALID;
  if (allowPrivate) return null;
  const host = bare(u.hostname);
  if (isIP(host)) return isPrivateAddress(host) ? WEBHOOK_URL_PRIVATE : null;
  try {
    const addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
    if (addresses.length === 0) return WEBHOOK_URL_UNRESOLVED;
    return addresses.some((a) => isPrivateAddress(a.address)) ? WEBHOOK_URL_PRIVATE : null;
  } catch {
    return WEBHOOK_URL_UNRESOLVED;
  }
}

/**
 * The socket's DNS lookup, checked: every address the name resolves to must be public, and the
 * connection goes to one of those checked addresses (no second lookup a rebinding name could change).
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const list = addresses as dns.LookupAddress[];
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address))) {
        return callback(new Error(WEBHOOK_URL_PRIVATE), "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(WEBHOOK_URL_UNRESOLVED), "", 0);
      callback(null, first.address, first.family);
    });
  };
}

export interface AttemptResult {
  durationMs: number;
  /** null when no answer came. */
  status: number | null;
  body: string;
  error: string;
}

const BODY_KEPT = 500;

/**
 * One POST of a delivery. Redirects are not followed (a 3xx is a failure: following one could lead
 * to an address the check never saw); the whole attempt is cut off after `timeoutMs`.
 */
export function postOnce(
  url: string,
  body: string,
  headers: Record<string, string>,
  o: { timeoutMs: number; allowPrivate: boolean },
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: Omit<AttemptResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ durationMs: elapsed(), ...r });
    };
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      done({ status: null, body: "", error: WEBHOOK_URL_INVALID });
      return;
    }
    const host = bare(u.hostname);
    if (!o.allowPrivate && (u.protocol !== "https:" || (isIP(host) && isPrivateAddress(host)))) {
      done({ status: null, body: "", error: u.protocol !== "https:" ? WEBHOOK_URL_INVALID : WEBHOOK_URL_PRIVATE });
      return;
    }
    const request = u.protocol === "https:" ? https.request : http.request;
    const req = request(
      u,
      {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers },
        lookup: guardedLookup(o.allowPrivate),
        agent: false,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          if (text.length < BODY_KEPT) text += chunk;
        });
        res.on("end", () => {
          const status = res.statusCode ?? null;
          const redirect = status !== null && status >= 300 && status < 400;
          done({
            status,
            body: text.slice(0, BODY_KEPT),
            error: redirect ? `Redirect to ${res.headers.location ?? "(none)"} not followed.` : "",
          });
        });
        res.on("error", (err) => done({ status: res.statusCode ?? null, body: text, error: err.message }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      done({ status: null, body: "", error: `No answer within ${o.timeoutMs / 1000} s.` });
    }, o.timeoutMs);
    req.on("error", (err) => done({ status: null, body: "", error: err.message }));
    req.end(body);
  });
}
