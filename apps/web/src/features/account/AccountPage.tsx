import { Anchor, Button, Container, Grid, Group, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import type { UserAccount } from "@portal/contract";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useBrand } from "../../app/BrandProvider.js";
import { isOfficeManager } from "../../app/menuItems.js";
import { useSession } from "../../app/SessionProvider.js";
import { PageLoader } from "../../components/PageLoader.js";
import { ChangePasswordDialog } from "../auth/index.js";
import { useUserAccount } from "./accountApi.js";
import { OrderStatusEmailsSetting } from "./OrderStatusEmailsSetting.js";
import { AccountOrdersPanel, orderGroups, ordersCaption } from "./orders.js";
import { PONumberRequiredSetting } from "./PONumberRequiredSetting.js";
import { StatementPanel } from "./StatementPanel.js";
import { LoadError } from "../../components/LoadError.js";

const InviteUserModal = lazy(() => import("./InviteUserModal.js"));

function AccountSummary({ account }: { account: UserAccount }) {
  const cityLine = [account.City, [account.State, account.Zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const website = account.Website.trim();
  return (
    <Stack gap={4}>
      <Title order={2} size="h3">
        {account.FirstName} {account.LastName}
      </Title>
      <Text size="sm" c="dimmed">
        {account.Username}
      </Text>
      <dl style={{ margin: 0 }}>
        <SummaryItem label="Email">
          <Anchor href={`mailto:${account.Email}`}>{account.Email}</Anchor>
        </SummaryItem>
        <SummaryItem label="Phone">{account.PhoneNumber || "Not given"}</SummaryItem>
        <SummaryItem label="Company">{account.CompanyName || "Not given"}</SummaryItem>
        <SummaryItem label="Address">
          {account.Address || cityLine ? (
            <>
              {account.Address && <div>{account.Address}</div>}
              {account.Address2 && <div>{account.Address2}</div>}
              {cityLine && <div>{cityLine}</div>}
            </>
          ) : (
            "Not given"
          )}
        </SummaryItem>
        <SummaryItem label="Website">
          {website ? (
            <Anchor
              href={/^https?:\/\//i.test(website) ? website : `https://${website}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {website}
            </Anchor>
          ) : (
            "Not given"
          )}
        </SummaryItem>
      </dl>
    </Stack>
  );
}

function SummaryItem({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div style={{ marginTop: 8 }}>
      <Text component="dt" size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** The account page (docs/product/accounts.md): the user's details and actions beside their orders by status. */
export default function AccountPage() {
  const brand = useBrand();
  const { user } = useSession();
  const userId = user?.Id ?? 0;
  const account = useUserAccount(userId);
  const [dialog, setDialog] = useState<"password" | "invite" | null>(null);
  const manager = isOfficeManager(brand, user?.Level);
  const wholesale = brand.franchise === "Wholesale";
  const groups = orderGroups(brand, manager);

  if (account.isPending) return <PageLoader />;
  if (account.isError) {
    return (
      <Container size="md" py="xl">
        <Title order={1}>Account Details</Title>
        <LoadError mt="md" what="Your account" message={account.error.message} onRetry={() => void account.refetch()} />
      </Container>
    );
  }
  const a = account.data;

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        Account Details
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Paper withBorder p="md" component="aside" aria-label="Your account">
            <AccountSummary account={a} />
            <Stack mt="md">
              <OrderStatusEmailsSetting account={a} />
              {manager && <PONumberRequiredSetting account={a} />}
            </Stack>
            <Stack gap="xs" mt="lg">
              {wholesale && (
                <Button variant="light" onClick={() => setDialog("invite")}>
                  Invite User
                </Button>
              )}
              <Button variant="light" onClick={() => setDialog("password")}>
                Change Password
              </Button>
              <Button variant="light" component={Link} to="/user">
                Edit Account
              </Button>
              <Button variant="light" component={Link} to="/account/shippingaddresses">
                Shipping Addresses
              </Button>
              <Button variant="light" component={Link} to="/account/saved-carts">
                Saved Carts
              </Button>
              {wholesale && (
                <Button variant="light" component={Link} to="/account/paymentoptions">
                  Credit Cards
                </Button>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Group justify="space-between" align="center" mb="sm">
            <Title order={2}>
              Orders for {a.FirstName} {a.LastName}
            </Title>
            {manager && (
              <Button component={Link} to="/account-manager">
                Manage Accounts
              </Button>
            )}
          </Group>
          <Tabs defaultValue={groups[0]?.key} keepMounted={false}>
            <Tabs.List>
              {groups.map((g) => (
                <Tabs.Tab key={g.key} value={g.key}>
                  {g.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {groups.map((g) => (
              <Tabs.Panel key={g.key} value={g.key} pt="sm">
                <AccountOrdersPanel
                  group={g}
                  userId={a.Id}
                  showOrderedBy={manager}
                  showSubtotal={brand.switches.portalPricing}
                  caption={ordersCaption(g.label)}
                  canRelease={manager && g.key === "needs_approval"}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
          {a.TermsAccount && <StatementPanel />}
        </Grid.Col>
      </Grid>
      <Suspense fallback={null}>
        {dialog === "password" && <ChangePasswordDialog onClose={() => setDialog(null)} />}
        {dialog === "invite" && <InviteUserModal onClose={() => setDialog(null)} />}
      </Suspense>
    </Container>
  );
}
