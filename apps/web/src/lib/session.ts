/**
 * Session storage of docs/product/brands-and-access.md: the user and the access token live in localStorage under a
 * fixed product key prefix, entries `User` and `JwtToken`. The refresh token is not stored here: the
 * server keeps it in an httpOnly cookie (docs/decisions/0020-refresh-cookie-and-session-cap.md).
 */
export const STORAGE_PREFIX = "tradeline.portal.";
export const USER_KEY = `${STORAGE_PREFIX}User`;
const TOKEN_KEY = `${STORAGE_PREFIX}JwtToken`;
const RETURN_URL_KEY = `${STORAGE_PREFIX}returnUrl`;
export const WIZARD_KEY = `${STORAGE_PREFIX}wizard`;
export const REFRESH_INTERVAL_MS = 600_000;

export interface SessionUser {
  Id: number;
  Username: string;
  Level: number;
  ForcePass?: boolean;
  FirstName?: string;
  LastName?: string;
  Email?: string;
  Franchise?: string;
  CompanyName?: string;
  showPrice?: boolean;
  IsStaff?: boolean;
  StaffRole?: "ops" | "support" | "admin" | null;
  [key: string]: unknown;
}

const listeners = new Set<() => void>();
/** Lets the React session follow changes made outside it (token refresh in the API client). */
export function onSessionChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
function changed() {
  for (const fn of listeners) fn();
}

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function readUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as SessionUser;
    // Older builds kept the refresh token in the stored user: remove it (the cookie replaces it).
    if ("RefreshToken" in user) {
      delete user.RefreshToken;
      localStorage.setItem(USER_KEY, JSON.stringify(user));
    }
    return user;
  } catch {
    return null;
  }
}

/** Stores a sign-in or refresh reply: the token separately, the rest as the user. */
export function storeSession(reply: SessionUser & { JwtToken?: string }): SessionUser {
  const { JwtToken, ...user } = reply;
  if (JwtToken) localStorage.setItem(TOKEN_KEY, JwtToken);
  const merged = { ...(readUser() ?? {}), ...user } as SessionUser;
  localStorage.setItem(USER_KEY, JSON.stringify(merged));
  changed();
  return merged;
}

export function clearUser(): void {
  localStorage.removeItem(USER_KEY);
  changed();
}

export function clearSession(): void {
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(TOKEN_KEY);
  changed();
}

let signingOut = false;

/**
 * The route guard remembers where a signed-out visitor wanted to go. Not while signing out: the page
 * the user leaves is no request to come back to it.
 */
export function rememberReturnUrl(url: string): void {
  if (signingOut) return;
  sessionStorage.setItem(RETURN_URL_KEY, url);
}

/** Logout forgets the remembered page (for good: the page reloads after it). */
export function forgetReturnUrlForSignOut(): void {
  signingOut = true;
  sessionStorage.removeItem(RETURN_URL_KEY);
}
export function takeReturnUrl(): string | null {
  const url = sessionStorage.getItem(RETURN_URL_KEY);
  sessionStorage.removeItem(RETURN_URL_KEY);
  return url;
}

/** The product type chosen in the order wizard (the tile menu stores the selection). */
export function wizardProductType(): string {
  try {
    const raw = localStorage.getItem(WIZARD_KEY);
    return raw ? String((JSON.parse(raw) as { productType?: string }).productType ?? "") : "";
  } catch {
    return "";
  }
}
