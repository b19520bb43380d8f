import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { refreshSession } from "../lib/api.js";
import {
  clearSession,
  onSessionChange,
  REFRESH_INTERVAL_MS,
  readUser,
  type SessionUser,
  storeSession,
  USER_KEY,
} from "../lib/session.js";

export interface SessionState {
  user: SessionUser | null;
  isSignedIn: boolean;
  /** Stores a sign-in reply (user fields and JwtToken). */
  signIn(reply: SessionUser & { JwtToken?: string }): SessionUser;
  endSession(): void;
  /** Server-error flag shown in the menu bar (docs/product/brands-and-access.md, cart-count check). */
  serverError: boolean;
  setServerError(on: boolean): void;
}

const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const s = useContext(SessionContext);
  if (!s) throw new Error("useSession outside SessionProvider");
  return s;
}

/** The signed-in user, restored from localStorage on load, refreshed every 10 minutes, shared across tabs. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(() => readUser());
  const [serverError, setServerError] = useState(false);

  useEffect(() => {
    const sync = () => setUser(readUser());
    const onStorage = (e: StorageEvent) => {
      if (e.key === USER_KEY || e.key === null) sync();
    };
    window.addEventListener("storage", onStorage);
    const off = onSessionChange(sync);
    return () => {
      window.removeEventListener("storage", onStorage);
      off();
    };
  }, []);

  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setInterval(() => void refreshSession(), REFRESH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [signedIn]);

  const signIn = useCallback((reply: SessionUser & { JwtToken?: string }) => storeSession(reply), []);
  const endSession = useCallback(() => clearSession(), []);

  const value = useMemo(
    () => ({ user, isSignedIn: signedIn, signIn, endSession, serverError, setServerError }),
    [user, signedIn, signIn, endSession, serverError],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
