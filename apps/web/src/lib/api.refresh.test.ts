import { FORCE_PASS_MESSAGE } from "@portal/contract";
import { afterEach, describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({
  user: { UserId: 5, ForcePass: false } as Record<string, unknown> | null,
  stored: [] as Record<string, unknown>[],
}));

vi.mock("./session.js", () => ({
  readUser: () => session.user,
  readToken: () => "jwt",
  clearSession: () => {
    session.user = null;
  },
  storeSession: (reply: Record<string, unknown>) => {
    session.stored.push(reply);
    session.user = { ...session.user, ...reply };
    return session.user;
  },
}));

const { api } = await import("./api");

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  session.user = { UserId: 5, ForcePass: false };
  session.stored = [];
});

describe("a refused call", () => {
  it("that says the password must be changed shows the change dialog without refreshing the token", async () => {
    const fetch = vi.fn(async () => reply(401, { Status: "unauthorized", Message: FORCE_PASS_MESSAGE }));
    vi.stubGlobal("fetch", fetch);
    const answer = await api("POST", "/Store/GetCartTotal", {});
    expect(answer.Message).toBe(FORCE_PASS_MESSAGE);
    // One call: no /users-service/refresh-token, which would rotate the refresh token for nothing.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.user?.ForcePass).toBe(true);
  });

  it("with an expired token refreshes it once and sends the call again", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(reply(401, { Status: "unauthorized", Message: "The token has expired." }))
      .mockResolvedValueOnce(reply(200, { Status: "ok", Data: { JwtToken: "next" } }))
      .mockResolvedValueOnce(reply(200, { Status: "ok", Data: { Total: 3 } }));
    vi.stubGlobal("fetch", fetch);
    const answer = await api("POST", "/Store/GetCartTotal", {});
    expect(answer.Status).toBe("ok");
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "/api/Store/GetCartTotal",
      "/api/users-service/refresh-token",
      "/api/Store/GetCartTotal",
    ]);
  });
});
