import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from "react";

const LoginDialog = lazy(() => import("../features/auth/LoginDialog.js"));

interface LoginDialogState {
  open(): void;
}
const Ctx = createContext<LoginDialogState | null>(null);

export function useLoginDialog(): LoginDialogState {
  const c = useContext(Ctx);
  if (!c) throw new Error("useLoginDialog outside LoginDialogProvider");
  return c;
}

/** One login dialog for the app, opened from the menu bar, the home page and the tile menu. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const open = useCallback(() => setOpened(true), []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <Ctx.Provider value={value}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <LoginDialog onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </Ctx.Provider>
  );
}
