import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Security headers on every reply (docs/decisions/0016-platform-hardening.md): a Content-Security-Policy
 * that runs only our own scripts, no framing, no MIME sniffing, the origin only as referrer, and HSTS
 * when the public address is https (an http deployment would otherwise lock browsers out).
 */
function securityHeaderOptions(publicUrl: string): HelmetOptions {
  const https = publicUrl.startsWith("https://");
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        // Mantine writes its theme variables in <style> tags and positions popovers with style attributes.
        "style-src": ["'self'", "'unsafe-inline'"],
        // Preview canvases and thumbnails are drawn from blob: and data: URLs.
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "worker-src": ["'self'", "blob:"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** What helmet does to a response with these options: the headers it sets (in order) and those it removes. */
function helmetHeaders(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      set.set(name, value);
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.push(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return { set: [...set], removed };
}

/**
 * Helmet's headers are the same for every reply (no nonces, no per-request directives), so helmet runs
 * once at start-up and each request gets its recorded headers (issue 21: running helmet per request,
 * as @fastify/helmet does, parsed the CSP directives again on every call).
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const { set, removed } = helmetHeaders(securityHeaderOptions(publicUrl));
  app.addHook("onRequest", (_req, reply, done) => {
    const res = reply.raw;
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    done();
  });
}
