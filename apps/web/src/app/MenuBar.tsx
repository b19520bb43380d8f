import { Alert, Anchor, Box, Burger, Button, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { Link, NavLink } from "react-router";
import { AccountActions } from "./AccountActions.js";
import { useBrand } from "./BrandProvider.js";
import { useLoginDialog } from "./LoginDialogContext.js";
import classes from "./layout.module.css";
import { menuLinks, staffLinks } from "./menuItems.js";
import { useSession } from "./SessionProvider.js";

function BrandLogo() {
  const brand = useBrand();
  return (
    <Anchor component={Link} to="/" underline="never" className={classes.logo}>
      <Box component="span" className={classes.logoMark} aria-hidden>
        {brand.shortName.slice(0, 1)}
      </Box>
      {/* The name is the visible brand name (label in name, WCAG 2.5.3), then "home". */}
      <Text component="span" fw={700} className={classes.logoText}>
        {brand.name}
        <VisuallyHidden> home</VisuallyHidden>
      </Text>
    </Anchor>
  );
}

/** Links of the menu bar; also drawn in the mobile side menu. */
export function MenuLinks({ vertical = false }: { vertical?: boolean }) {
  const brand = useBrand();
  const { user } = useSession();
  const links = [...menuLinks(brand, { signedIn: user !== null, level: user?.Level ?? 0 }), ...staffLinks(user)];
  const Wrapper = vertical ? Stack : Group;
  return (
    <Wrapper gap={vertical ? 4 : "xs"} component="ul" className={classes.linkList}>
      {links.map((l) => (
        <li key={l.key}>
          <NavLink to={l.to} className={classes.link} end={l.to === "/"}>
            {l.label}
          </NavLink>
        </li>
      ))}
    </Wrapper>
  );
}

export function MenuBar({ opened, toggle }: { opened: boolean; toggle(): void }) {
  const { user, serverError } = useSession();
  const login = useLoginDialog();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" className={classes.header}>
      <Group gap="sm" wrap="nowrap" className={classes.brandGroup}>
        <Burger
          opened={opened}
          onClick={toggle}
          hiddenFrom="md"
          size="sm"
          color="var(--brand-header-text)"
          aria-label={opened ? "Close menu" : "Open menu"}
        />
        <BrandLogo />
      </Group>
      <nav aria-label="Main" className={classes.desktopNav}>
        <MenuLinks />
      </nav>
      <Group gap="xs" wrap="nowrap" className={classes.actions}>
        {serverError && (
          <Alert color="red" variant="filled" p={6} role="status" className={classes.serverError}>
            A server error may be preventing login. Refresh the page and try again.
          </Alert>
        )}
        {!user && (
          <Button variant="white" onClick={login.open}>
            Login
          </Button>
        )}
        {user && <AccountActions user={user} />}
      </Group>
    </Group>
  );
}
