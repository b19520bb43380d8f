import { Menu } from "@mantine/core";
import { Link } from "react-router";
import type { SessionUser } from "../lib/session.js";
import { AccountMenuButton } from "./AccountActions.js";
import { useBrand } from "./BrandProvider.js";
import { accountLinks } from "./menuItems.js";
import { useSignOut } from "./useSignOut.js";

/** The account menu's dropdown (loaded on demand: it brings Mantine's popover and floating-ui). */
export default function AccountMenu({ user, opened }: { user: SessionUser; opened: boolean }) {
  const brand = useBrand();
  const signOut = useSignOut();
  const accountItems = accountLinks(brand, { signedIn: true, level: user.Level });
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={opened}>
      <Menu.Target>
        <AccountMenuButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.Username}</Menu.Label>
        {accountItems.map((a) => (
          <Menu.Item key={a.key} component={Link} to={a.to}>
            {a.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
