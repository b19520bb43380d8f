import { DEMO_PASSWORD } from "@portal/db";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { REFRESH_COOKIE } from "../modules/identity/sessionCookie.js";
import type { TestApp } from "./harness.js";

export interface SignedIn {
  Id: number;
  JwtToken: string;
  /** The refresh token, read from the reply's httpOnly cookie (it is not in the body). */
  RefreshToken: string;
  Level: number;
  ForcePass: boolean;
  auth: { authorization: string };
  /** The Cookie header a browser would send to the users service. */
  cookie: { cookie: string };
}

/** The refresh token a reply set in its cookie ('' when it set none). */
export function refreshCookie(res: LightMyRequestResponse): string {
  return res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value ?? "";
}

/** Signs a demo user in through the real call and returns the reply with ready bearer and cookie headers. */
export async function signIn(t: TestApp, username: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const res = await t.post("/api/users/authenticate", { username, password, Franchise: "Wholesale" });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().Data;
  const RefreshToken = refreshCookie(res);
  return {
    ...data,
    RefreshToken,
    auth: { authorization: `Bearer ${data.JwtToken}` },
    cookie: { cookie: `${REFRESH_COOKIE}=${RefreshToken}` },
  };
}

/** Calls refresh-token as the browser does: the refresh token in its cookie, nothing in the body. */
export function refreshWith(t: TestApp, refreshToken: string): Promise<LightMyRequestResponse> {
  return t.post("/api/users-service/refresh-token", {}, { cookie: `${REFRESH_COOKIE}=${refreshToken}` });
}
