import { AppShell } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { PageLoader } from "../components/PageLoader.js";
import { CookieBanner } from "./CookieBanner.js";
import { Footer } from "./Footer.js";
import { LoginDialogProvider } from "./LoginDialogContext.js";
import classes from "./layout.module.css";
import { MenuBar, MenuLinks } from "./MenuBar.js";

export function Layout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  // The mobile side menu closes after each navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => {
    close();
    if (!location.hash) window.scrollTo(0, 0);
  }, [location.key, close]);

  return (
    <LoginDialogProvider>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 260, breakpoint: "md", collapsed: { desktop: true, mobile: !opened } }}
      >
        <a href="#main" className={classes.skipLink}>
          Skip to content
        </a>
        <AppShell.Header>
          <MenuBar opened={opened} toggle={toggle} />
        </AppShell.Header>
        <AppShell.Navbar p="md" className={classes.navbar} aria-label="Mobile" inert={!opened}>
          <MenuLinks vertical />
        </AppShell.Navbar>
        <AppShell.Main id="main" style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ flex: 1 }}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </div>
          <Footer />
        </AppShell.Main>
        <CookieBanner />
      </AppShell>
    </LoginDialogProvider>
  );
}
