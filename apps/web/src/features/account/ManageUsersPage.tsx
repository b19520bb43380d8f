import {
  Alert,
  Anchor,
  Badge,
  Button,
  CloseButton,
  Container,
  Group,
  Menu,
  Pagination,
  Paper,
  Text,
  Title,
} from "@mantine/core";
import { type AccountListItem, OFFICE_MANAGERS_ONLY } from "@portal/contract";
import { IconChevronDown } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useBrand } from "../../app/BrandProvider.js";
import { isOfficeManager } from "../../app/menuItems.js";
import { useSession } from "../../app/SessionProvider.js";
import { PageLoader } from "../../components/PageLoader.js";
import { AccountForm } from "./AccountForm.js";
import { useAccounts } from "./accountApi.js";
import { AccountOrdersPanel, type OrderGroup, orderGroups, ordersCaption } from "./orders.js";
import { SetPasswordForm } from "./SetPasswordForm.js";
import { SpendLimitsForm } from "./SpendLimitsForm.js";
import { UserSearchInput, UserTable, useUserSearch } from "./UserTable.js";
import { LoadError } from "../../components/LoadError.js";

/** docs/product/accounts.md: account list page size. */
const PAGE_SIZE = 10;

type Panel = { kind: "new" } | { kind: "edit" | "password" | "delete" | "limits"; account: AccountListItem } | null;

function statusOf(a: AccountListItem): { label: string; color: string } {
  if (!a.Active) return { label: "Removed", color: "gray" };
  if (a.RemovalRequested) return { label: "Removal pending", color: "yellow" };
  return { label: "Active", color: "green" };
}

const searchFields = (a: AccountListItem) => [`${a.FirstName} ${a.LastName}`, a.Email, a.Username];

/** The control that opened a form: for an item of a row's Edit menu, that menu's button. */
function openerOf(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"]');
  const target = menu ? document.getElementById(menu.getAttribute("aria-labelledby") ?? "") : active;
  return target instanceof HTMLElement ? target : null;
}

/** Manage Users (docs/product/accounts.md): office managers add, edit, change the password of and remove users. */

export default function ManageUsersPage() {
  const brand = useBrand();
  const { user } = useSession();
  const manager = isOfficeManager(brand, user?.Level);
  const accounts = useAccounts(user?.Id ?? 0, manager);
  const [page, setPage] = useState(1);
  const [panel, setPanel] = useState<Panel>(null);
  const [notice, setNotice] = useState("");
  const [orders, setOrders] = useState<{ account: AccountListItem; group: OrderGroup } | null>(null);
  const panelTitle = useRef<HTMLHeadingElement>(null);
  const ordersTitle = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const groups = orderGroups(brand, manager);

  const { search, setSearch, query, matches: filtered } = useUserSearch(accounts.data, searchFields);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts on the first page
  useEffect(() => setPage(1), [query]);
  // A form or order list opens below the table (far below it on a phone, where rows are cards): its
  // title takes the focus, so keyboard and screen reader users are taken there (issue 17).
  useEffect(() => {
    if (panel) panelTitle.current?.focus();
  }, [panel]);
  useEffect(() => {
    if (orders) ordersTitle.current?.focus();
  }, [orders]);

  if (!manager) {
    return (
      <Container size="md" py="xl">
        <Title order={1}>Manage Users</Title>
        <Alert mt="md" color="yellow" role="alert">
          {OFFICE_MANAGERS_ONLY}
        </Alert>
        <Anchor component={Link} to="/account" mt="md" display="inline-block">
          Back to Account
        </Anchor>
      </Container>
    );
  }
  if (accounts.isPending) return <PageLoader />;

  const open = (next: Panel) => {
    opener.current = openerOf(document.activeElement);
    setNotice("");
    setPanel(next);
  };
  // Closing the form gives the focus back to the button that opened it.
  const close = () => {
    setPanel(null);
    const back = opener.current;
    window.setTimeout(() => back?.isConnected && back.focus());
  };
  const saved = (message: string) => {
    close();
    setNotice(message);
  };

  return (
    <Container size="xl" py="xl">
      <Anchor component={Link} to="/account" size="sm">
        ← Back to Account
      </Anchor>
      <Group justify="space-between" align="center" mt="xs" mb="md">
        <Title order={1}>Manage Users</Title>
        <Button onClick={() => open({ kind: "new" })}>Add User</Button>
      </Group>

      {notice && (
        <Alert color="green" role="status" mb="md" withCloseButton onClose={() => setNotice("")}>
          {notice}
        </Alert>
      )}
      {accounts.isError && (
        <LoadError mb="md" what="The users" message={accounts.error.message} onRetry={() => void accounts.refetch()} />
      )}

      <UserSearchInput placeholder="Name, email or username" search={search} setSearch={setSearch} />

      <UserTable
        label="Users"
        minWidth={760}
        highlightOnHover
        stacked
        rows={rows}
        empty={query ? `No users match “${query}”.` : "No users to display."}
        columns={[
          {
            label: "Name",
            cell: (a) => (
              <>
                {a.FirstName} {a.LastName}
                {a.Id === user?.Id && (
                  <Text span size="xs" c="dimmed">
                    {" "}
                    (you)
                  </Text>
                )}
              </>
            ),
          },
          { label: "Email", cell: (a) => a.Email },
          { label: "Username", cell: (a) => a.Username },
          { label: "Phone", cell: (a) => a.PhoneNumber },
          { label: "Level", cell: (a) => (a.Level >= 2 ? "Office Manager" : "Buyer") },
          {
            label: "Status",
            cell: (a) => {
              const status = statusOf(a);
              return (
                <Badge color={status.color} variant="light">
                  {status.label}
                </Badge>
              );
            },
          },
          {
            label: "Actions",
            cell: (a) => {
              const self = a.Id === user?.Id;
              return (
                <Group gap="xs" wrap="nowrap">
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <Button
                        size="xs"
                        variant="light"
                        rightSection={<IconChevronDown size={14} aria-hidden />}
                        aria-label={`Orders of ${a.Username}`}
                      >
                        Orders
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {groups.map((g) => (
                        <Menu.Item key={g.key} onClick={() => setOrders({ account: a, group: g })}>
                          {g.label}
                        </Menu.Item>
                      ))}
                    </Menu.Dropdown>
                  </Menu>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <Button
                        size="xs"
                        variant="light"
                        rightSection={<IconChevronDown size={14} aria-hidden />}
                        aria-label={`Edit ${a.Username}`}
                        // A removed user has nothing left to edit (issue 17).
                        disabled={!a.Active}
                      >
                        Edit
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => open({ kind: "edit", account: a })}>Edit Account</Menu.Item>
                      <Menu.Item onClick={() => open({ kind: "password", account: a })} disabled={!a.Active}>
                        Change Password
                      </Menu.Item>
                      {/* docs/product/approvals.md: office managers' own orders never wait. */}
                      {brand.switches.orderApproval && a.Level < 2 && (
                        <Menu.Item onClick={() => open({ kind: "limits", account: a })}>Spend Limits</Menu.Item>
                      )}
                      {/* An office manager cannot remove their own account, so it is not offered. */}
                      {!self && (
                        <Menu.Item color="red" onClick={() => open({ kind: "delete", account: a })}>
                          Remove
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              );
            },
          },
        ]}
      />
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          {filtered.length} user{filtered.length === 1 ? "" : "s"}
        </Text>
        <Pagination total={pages} value={current} onChange={setPage} size="sm" hideWithOnePage />
      </Group>

      <div>
        {panel && (
          <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="account-panel-title">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h3" id="account-panel-title" ref={panelTitle} tabIndex={-1}>
                {panel.kind === "new"
                  ? "Add User"
                  : panel.kind === "edit"
                    ? `Edit Account: ${panel.account.Username}`
                    : panel.kind === "password"
                      ? `Change Password: ${panel.account.Username}`
                      : panel.kind === "limits"
                        ? `Spend Limits: ${panel.account.Username}`
                        : `Remove User: ${panel.account.Username}`}
              </Title>
              <CloseButton aria-label="Close the form" onClick={close} />
            </Group>
            {panel.kind === "new" && <AccountForm mode="new" levelChoice onSaved={saved} onCancel={close} />}
            {(panel.kind === "edit" || panel.kind === "delete") && (
              <AccountForm
                key={`${panel.kind}-${panel.account.Id}`}
                mode={panel.kind}
                userId={panel.account.Id}
                levelChoice={panel.account.Id !== user?.Id && panel.account.Level <= (user?.Level ?? 0)}
                onSaved={saved}
                onCancel={close}
              />
            )}
            {panel.kind === "limits" && (
              <SpendLimitsForm key={panel.account.Id} userId={panel.account.Id} onSaved={saved} onCancel={close} />
            )}
            {panel.kind === "password" && (
              <SetPasswordForm
                key={panel.account.Id}
                userId={panel.account.Id}
                username={panel.account.Username}
                onSaved={saved}
                onCancel={close}
              />
            )}
          </Paper>
        )}
      </div>

      {orders && (
        <section aria-labelledby="user-orders-title">
          <Title order={2} size="h3" mt="xl" mb="sm" id="user-orders-title" ref={ordersTitle} tabIndex={-1}>
            {orders.group.label} Orders for {orders.account.Email}
          </Title>
          <AccountOrdersPanel
            key={`${orders.account.Id}-${orders.group.key}`}
            group={orders.group}
            userId={orders.account.Id}
            manage
            canRelease={manager && orders.group.key === "needs_approval"}
            showOrderedBy={manager}
            showSubtotal={brand.switches.portalPricing}
            caption={`${ordersCaption(orders.group.label)} for ${orders.account.Email}`}
          />
        </section>
      )}
    </Container>
  );
}
