/**
 * Session storage of part 1 section 4: the user and the access token live in localStorage under a
 * fixed product key prefix, entries `User` and `JwtToken`.
 */
export const STORAGE_PREFIX = "tradeline.portal.";
export const USER_KEY = `${STORAGE_PREFIX}User`;
export const TOKEN_KEY = `${STORAGE_PREFIX}JwtToken`;
export const RETURN_URL_KEY = `${STORAGE_PREFIX}returnUrl`;

export interface SessionUser {
  Id: number;
  Username: string;
  Level: number;
  RefreshToken?: string;
  ForcePass?: boolean;
  [key: string]: unknown;
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
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

/** The route guard remembers where a signed-out visitor wanted to go. */
export function rememberReturnUrl(url: string): void {
  sessionStorage.setItem(RETURN_URL_KEY, url);
}
export function takeReturnUrl(): string | null {
  const url = sessionStorage.getItem(RETURN_URL_KEY);
  sessionStorage.removeItem(RETURN_URL_KEY);
  return url;
}
export function peekReturnUrl(): string | null {
  return sessionStorage.getItem(RETURN_URL_KEY);
}
