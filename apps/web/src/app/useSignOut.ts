import { useCallback } from "react";
import { apiPost } from "../lib/api.js";
import { readUser, TOKEN_KEY, USER_KEY } from "../lib/session.js";

/**
 * Logout of part 1 section 4. With no user: clear both entries and go home. With a user: call the
 * users service; ok or failed clears the stored user and goes home, exception goes home,
 * unauthorized or 'User not found' clears the stored user; the page is then reloaded in every case.
 */
export async function signOut(): Promise<void> {
  const user = readUser();
  if (!user) {
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(TOKEN_KEY);
    window.location.assign("/");
    return;
  }
  try {
    const reply = await apiPost("/users-service/logout", user);
    if (
      reply.Status === "ok" ||
      reply.Status === "failed" ||
      reply.Status === "unauthorized" ||
      reply.Status === "unathorized" ||
      reply.Message === "User not found"
    ) {
      localStorage.removeItem(USER_KEY);
    }
  } catch (err) {
    console.error("logout failed", err);
  }
  window.location.assign("/");
}

export function useSignOut(): () => Promise<void> {
  return useCallback(() => signOut(), []);
}
