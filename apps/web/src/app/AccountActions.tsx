import { ActionIcon, Group, Indicator, Text, UnstyledButton, type UnstyledButtonProps } from "@mantine/core";
import { IconChevronDown, IconShoppingCart, IconUserCircle } from "@tabler/icons-react";
import { forwardRef, lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import type { SessionUser } from "../lib/session.js";
import classes from "./layout.module.css";
import { useCartCount } from "./useCartCount.js";

const AccountMenu = lazy(() => import("./AccountMenu.js"));

/** The account menu's button; Menu.Target hands it the props that open the dropdown. */
export const AccountMenuButton = forwardRef<
  HTMLButtonElement,
  UnstyledButtonProps & { user: SessionUser; onClick?: () => void }
>(function AccountMenuButton({ user, ...props }, ref) {
  return (
    <UnstyledButton
      ref={ref}
      className={classes.accountButton}
      aria-label={`Account menu for ${user.Username}`}
      {...props}
    >
      <Group gap={4} wrap="nowrap">
        <IconUserCircle size={20} aria-hidden />
        <Text component="span" size="sm" visibleFrom="xs">
          Account
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
});

/**
 * The signed-in user's account menu and cart badge in the menu bar. The button shows at once; the
 * dropdown's code loads behind it (the home route's bundle budget), and a click made before it has
 * loaded opens the menu when it arrives.
 */
export function AccountActions({ user }: { user: SessionUser }) {
  const cartCount = useCartCount();
  const [clicked, setClicked] = useState(false);
  return (
    <>
      <Suspense fallback={<AccountMenuButton user={user} onClick={() => setClicked(true)} />}>
        <AccountMenu user={user} opened={clicked} />
      </Suspense>
      <Indicator label={cartCount} size={18} disabled={!cartCount} color="red" offset={4}>
        <ActionIcon
          component={Link}
          to="/store/cart"
          variant="subtle"
          size="lg"
          className={classes.cartIcon}
          aria-label={`Cart, ${cartCount} item${cartCount === 1 ? "" : "s"}`}
        >
          <IconShoppingCart size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
    </>
  );
}
