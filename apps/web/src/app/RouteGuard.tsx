import { Alert, Container, Title } from "@mantine/core";
import { lazy, type ReactNode, useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { rememberReturnUrl } from "../lib/session.js";
import { type RouteMeta, routeByName, staffAccess, wrongDeskMessage } from "./routeTable.js";
import { useSession } from "./SessionProvider.js";

const NotFoundPage = lazy(() => import("../features/info/NotFoundPage.js"));

/**
 * Sets the page title from route metadata, and sends a signed-out visitor of a guarded route to `/`
 * (of a staff route: to staff sign-in). A customer who opens a staff page gets the not-found page.
 */
export function RoutePage({ meta, brandName, children }: { meta: RouteMeta; brandName: string; children: ReactNode }) {
  const { isSignedIn, user } = useSession();
  const location = useLocation();
  const access = staffAccess(meta, user);
  const shown = access === "notFound" ? routeByName("notFound") : meta;
  const blocked = !meta.open && !isSignedIn;

  useEffect(() => {
    document.title = `${shown.title} | ${brandName}`;
    const tag = document.querySelector('meta[name="description"]');
    if (tag && shown.description) tag.setAttribute("content", shown.description);
  }, [shown, brandName]);

  if (blocked) {
    rememberReturnUrl(location.pathname + location.search + location.hash);
    return access === "signIn" ? (
      <Navigate to="/belogin" replace state={{ signInRequired: true }} />
    ) : (
      <Navigate to="/" replace state={{ signInRequired: true }} />
    );
  }
  if (access === "notFound") return <NotFoundPage />;
  if (access === "wrongDesk") {
    return (
      <Container size="md" py="xl">
        <Title order={1}>{meta.title}</Title>
        <Alert mt="md" color="orange" role="alert">
          {wrongDeskMessage(meta.staff ?? "ops")}
        </Alert>
      </Container>
    );
  }
  return <>{children}</>;
}
