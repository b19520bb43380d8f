import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useSession } from "./SessionProvider.js";

const LoginDialog = lazy(() => import("../features/auth/LoginDialog.js"));
const ChangePasswordDialog = lazy(() => import("../features/auth/ChangePasswordDialog.js"));

interface LoginDialogState {
  open(): void;
  /** Opens the dialog for a page the person asked for (a tile): that page follows the sign-in. */
  openThen(next: string): void;
}
const Ctx = createContext<LoginDialogState | null>(null);

export function useLoginDialog(): LoginDialogState {
  const c = useContext(Ctx);
  if (!c) throw new Error("useLoginDialog outside LoginDialogProvider");
  return c;
}

/**
 * Reads the auto-login parameters (docs/product/brands-and-access.md) and removes them from the address bar at once,
 * before anything else can see or log them.
 */
function takeAutoLogin(): { username: string; password: string } | undefined {
  const params = new URLSearchParams(window.location.search);
  const username = params.get("username");
  if (!username) return undefined;
  const password = params.get("password") ?? "";
  params.delete("username");
  params.delete("password");
  const rest = params.toString();
  window.history.replaceState(
    window.history.state,
    "",
    `${window.location.pathname}${rest ? `?${rest}` : ""}${window.location.hash}`,
  );
  return { username, password };
}

// Taken once, when the app loads, so that nothing later sees the parameters.
const AUTO_LOGIN = typeof window === "undefined" ? undefined : takeAutoLogin();

/**
 * One login dialog for the app, opened from the menu bar, the home page and the tile menu. A signed-in
 * user who must still change the password (ForcePass) gets the forced change dialog on every page, after
 * a reload or a typed address too, until it is done (docs/product/accounts.md).
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [auto, setAuto] = useState(AUTO_LOGIN);
  const [opened, setOpened] = useState(AUTO_LOGIN !== undefined);
  const [next, setNext] = useState<string | undefined>(undefined);
  const open = useCallback(() => {
    setNext(undefined);
    setOpened(true);
  }, []);
  const openThen = useCallback((to: string) => {
    setNext(to);
    setOpened(true);
  }, []);
  const value = useMemo(() => ({ open, openThen }), [open, openThen]);
  useEffect(() => {
    const onOpen = () => setOpened(true);
    window.addEventListener("portal:login", onOpen);
    return () => window.removeEventListener("portal:login", onOpen);
  }, []);
  return (
    <Ctx.Provider value={value}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <LoginDialog
            onClose={() => {
              setOpened(false);
              setAuto(undefined);
            }}
            initial={auto}
            next={next}
          />
        </Suspense>
      )}
      {!opened && user?.ForcePass === true && (
        <Suspense fallback={null}>
          <ChangePasswordDialog forced onClose={() => {}} onChanged={() => void queryClient.invalidateQueries()} />
        </Suspense>
      )}
    </Ctx.Provider>
  );
}
