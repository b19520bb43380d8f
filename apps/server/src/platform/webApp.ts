import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const YEAR_SECONDS = 31_536_000;

/**
 * Production mode: serve the built web app. Hashed files under /assets are cached for a year;
 * index.html is never cached and answers every client route (any GET outside /api). The build
 * writes .br and .gz copies of its text files (apps/web/precompress.ts); they are sent as they are
 * to browsers that accept them.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const index = path.join(webDist, "index.html");
  if (!fs.existsSync(index)) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our own Cache-Control below instead of @fastify/static's max-age=0.
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header("Vary", "Accept-Encoding");
      const rel = path.relative(webDist, filePath);
      reply.header(
        "Cache-Control",
        rel.startsWith(`assets${path.sep}`) ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache",
      );
    },
  });
  return true;
}

export function isClientRoute(method: string, url: string): boolean {
  return (method === "GET" || method === "HEAD") && !url.startsWith("/api/") && url !== "/api";
}
