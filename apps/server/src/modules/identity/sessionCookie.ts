import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../platform/config.js";

/**
 * The refresh token travels only in this cookie: httpOnly (page scripts never see it), SameSite=Strict,
 * Secure when the portal is served over https, and sent only to the users service's refresh and
 * logout calls (docs/decisions/0020-refresh-cookie-and-session-cap.md).
 */
export const REFRESH_COOKIE = "portal_refresh";
const REFRESH_COOKIE_PATH = "/api/users-service";

function attributes(config: Config) {
  return {
    httpOnly: true,
    secure: config.publicUrl.startsWith("https://"),
    sameSite: "strict" as const,
    path: REFRESH_COOKIE_PATH,
  };
}

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...attributes(config), maxAge: config.refreshTokenDays * 86_400 });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(REFRESH_COOKIE, attributes(config));
}

export function refreshCookieOf(req: FastifyRequest): string | undefined {
  return req.cookies[REFRESH_COOKIE] || undefined;
}
