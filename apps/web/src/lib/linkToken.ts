/**
 * Reads a token from the address bar (?token=...) once and removes it at once, so it is not left in
 * history, bookmarks or a screenshot.
 */
export function takeLinkToken(): string {
  const params = new URLSearchParams(window.location.search);
  const token = params.get("token") ?? "";
  if (token) {
    params.delete("token");
    const rest = params.toString();
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${rest ? `?${rest}` : ""}`);
  }
  return token;
}
