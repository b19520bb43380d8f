import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/focus.css";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { z } from "zod";
import { BrandProvider } from "./app/BrandProvider.js";
import { AppRoutes } from "./app/router.js";
import { SessionProvider, useSession } from "./app/SessionProvider.js";

// The server's CSP allows no eval: zod must not probe `new Function` (the browser reports even a
// caught attempt as a violation) and validates without compiled fast paths (docs/decisions/0016-platform-hardening.md).
z.config({ jitless: true });

// Loaded on demand: only signed-in users ever see a notification.
const Notifications = lazy(() => import("@mantine/notifications").then((m) => ({ default: m.Notifications })));

/** Notifications only follow actions of signed-in users; visitors never load them. */
function SignedInNotifications() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrandProvider>
        <SessionProvider>
          <SignedInNotifications />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </BrandProvider>
    </QueryClientProvider>
  </StrictMode>,
);
