import { useCallback } from "react";
import { apiPost } from "../lib/api.js";
import { clearSession, clearUser, forgetReturnUrlForSignOut, readUser } from "../lib/session.js";

/**
 * Logout of docs/product/brands-and-access.md. With no user: clear both entries and go home. With a user: call the
 * users service; ok or failed clears the stored user and goes home, exception goes home (logged),
 * unauthorized or 'User not found' clears the stored user. The page is then reloaded in every case;
 * the token entry is not cleared on the with-user path.
 */
async function signOut(): Promise<void> {
  forgetReturnUrlForSignOut();
  const user = readUser();
  if (!user) {
    clearSession();
    window.location.assign("/");
    return;
  }
  try {
    const reply = await apiPost("/users-service/logout", user);
    if (reply.Status === "exception") console.error("logout failed", reply.Message);
    else if (
      reply.Status === "ok" ||
      reply.Status === "failed" ||
      reply.Status === "unauthorized" ||
      reply.Status === "unathorized" ||
      reply.Message === "User not found"
    ) {
      clearUser();
    }
  } catch (err) {
    console.error("logout failed", err);
  }
  window.location.assign("/");
}

export function useSignOut(): () => Promise<void> {
  return useCallback(() => signOut(), []);
}
