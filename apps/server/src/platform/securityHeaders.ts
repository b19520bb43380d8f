import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers on every reply (docs/decisions/0016-platform-hardening.md): a Content-Security-Policy
 * that runs only our own scripts, no framing, no MIME sniffing, the origin only as referrer, and HSTS
 * when the public address is https (an http deployment would otherwise lock browsers out).
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const https = publicUrl.startsWith("https://");
  await app.register(helmet, {
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
  });
}
