import { DEMO_PASSWORD } from "@portal/db";
import { expect } from "vitest";
import type { TestApp } from "./harness.js";

export interface SignedIn {
  Id: number;
  JwtToken: string;
  RefreshToken: string;
  Level: number;
  ForcePass: boolean;
  auth: { authorization: string };
}

/** Signs a demo user in through the real call and returns the reply with a ready bearer header. */
export async function signIn(t: TestApp, username: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const res = await t.post("/api/users/authenticate", { username, password, Franchise: "Wholesale" });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().Data;
  return { ...data, auth: { authorization: `Bearer ${data.JwtToken}` } };
}
