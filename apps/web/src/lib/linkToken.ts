import { useEffect, useState } from "react";

function tokenFromAddress(): string {
  return new URLSearchParams(window.location.search).get("token") ?? "";
}

/** Takes the token out of the address bar so that it is not kept in history, bookmarks or referrers. */
function dropTokenFromAddress(): void {
  const params = new URLSearchParams(window.location.search);
  if (!params.has("token")) return;
  params.delete("token");
  const rest = params.toString();
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${rest ? `?${rest}` : ""}`);
}

/**
 * The ?token= of an e-mailed or staff link. Read without side effects (React may render a screen more
 * than once before it commits), then removed from the address bar once the screen is shown.
 */
export function useLinkToken(): string {
  const [token] = useState(tokenFromAddress);
  useEffect(dropTokenFromAddress, []);
  return token;
}
