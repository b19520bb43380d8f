import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { rememberReturnUrl } from "../lib/session.js";
import type { RouteMeta } from "./routeTable.js";
import { useSession } from "./SessionProvider.js";

/** Sets the page title from route metadata, and sends a signed-out visitor of a guarded route to `/`. */
export function RoutePage({ meta, brandName, children }: { meta: RouteMeta; brandName: string; children: ReactNode }) {
  const { isSignedIn } = useSession();
  const location = useLocation();
  const blocked = !meta.open && !isSignedIn;

  useEffect(() => {
    document.title = `${meta.title} | ${brandName}`;
    const tag = document.querySelector('meta[name="description"]');
    if (tag && meta.description) tag.setAttribute("content", meta.description);
  }, [meta, brandName]);

  if (blocked) {
    rememberReturnUrl(location.pathname + location.search + location.hash);
    return <Navigate to="/" replace state={{ signInRequired: true }} />;
  }
  return <>{children}</>;
}
