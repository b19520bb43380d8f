import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { readUser, type SessionUser, TOKEN_KEY, USER_KEY } from "../lib/session.js";

export interface SessionState {
  user: SessionUser | null;
  /** Office manager: Level >= 2 where the brand has officeManager (checked by callers with the brand). */
  isSignedIn: boolean;
  setSession(user: SessionUser | null, token?: string | null): void;
  /** Server-error flag shown in the menu bar (part 1 section 4, cart-count check). */
  serverError: boolean;
  setServerError(on: boolean): void;
}

const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const s = useContext(SessionContext);
  if (!s) throw new Error("useSession outside SessionProvider");
  return s;
}

/** The signed-in user, restored from localStorage on load and kept in step across tabs. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(() => readUser());
  const [serverError, setServerError] = useState(false);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === USER_KEY || e.key === null) setUser(readUser());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const setSession = useCallback((next: SessionUser | null, token?: string | null) => {
    if (next) localStorage.setItem(USER_KEY, JSON.stringify(next));
    else localStorage.removeItem(USER_KEY);
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else if (token === null) localStorage.removeItem(TOKEN_KEY);
    setUser(next);
  }, []);

  const value = useMemo(
    () => ({ user, isSignedIn: user !== null, setSession, serverError, setServerError }),
    [user, setSession, serverError],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
