import { DEMO_PASSWORD } from "@portal/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";

/** Sign-in limits at their defaults: 5 failures per username, 20 per address (docs/product/security.md). */
describe("sign-in throttling", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signIn = (username: string, password: string, address: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/users/authenticate",
      remoteAddress: address,
      payload: { username, password, Franchise: "Wholesale" },
    });

  const tally = (codes: number[]) => {
    const counts: Record<number, number> = {};
    for (const c of codes) counts[c] = (counts[c] ?? 0) + 1;
    return counts;
  };

  it("gives 100 parallel wrong passwords for one user no more tries than the limit", async () => {
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn("manager", `wrong-guess-${i}`, "10.1.0.1")),
    );
    expect(tally(replies.map((r) => r.statusCode))).toEqual({ 401: 5, 429: 95 });
    // The user is locked now, even with the right password and from another address.
    const right = await signIn("manager", DEMO_PASSWORD, "10.1.0.2");
    expect(right.statusCode).toBe(429);
    expect(right.json().Message).toBe("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
  });

  it("gives parallel guesses at many usernames from one address no more than the address limit", async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(`nobody-${i}`, "wrong-guess", "10.2.0.1")),
    );
    expect(tally(replies.map((r) => r.statusCode))).toEqual({ 401: 20, 429: 10 });
  });

  it("lets a known user's right password in from a locked address (office NAT), but no guesses", async () => {
    const office = "10.3.0.1";
    for (let i = 0; i < 20; i++) expect((await signIn(`typo-${i}`, "wrong-guess", office)).statusCode).toBe(401);
    // The address is locked: unknown names and wrong passwords get the throttle answer, alike.
    expect((await signIn("nobody-else", "wrong-guess", office)).statusCode).toBe(429);
    const wrong = await signIn("buyer2", "wrong-guess", office);
    expect(wrong.statusCode).toBe(429);
    expect(wrong.json().Message).toBe("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
    // A colleague who is not locked signs in with the right password.
    const right = await signIn("buyer", DEMO_PASSWORD, office);
    expect(right.statusCode).toBe(200);
    expect(right.json().Data.Username).toBe("buyer");
  });

  it("does not count right passwords against the address", async () => {
    const office = "10.4.0.1";
    for (let i = 0; i < 25; i++) expect((await signIn("terms", DEMO_PASSWORD, office)).statusCode).toBe(200);
    const typo = await signIn("terms", "wrong-guess", office);
    expect(typo.statusCode).toBe(401);
    expect(typo.json()).toEqual({ Status: "exception", Message: "InvalidUser" });
  });
});
