import { Alert, Badge, Button, Code, Container, Group, List, Text, Title } from "@mantine/core";
import type { StaffUser } from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate } from "react-router";
import { staffMayUse, wrongDeskMessage } from "../../app/routeTable.js";
import { useSession } from "../../app/SessionProvider.js";
import { ConfirmModal } from "../../components/ConfirmModal.js";
import { PageLoader } from "../../components/PageLoader.js";
import { apiPost, fetchData } from "../../lib/api.js";
import { OutboxPanel } from "../staff/index.js";
import { UserSearchInput, UserTable, useUserSearch } from "./UserTable.js";
import { LoadError } from "../../components/LoadError.js";
import { formatDateTime } from "../../lib/dates.js";

const USERS_KEY = ["account", "staff-users"] as const;

const searchFields = (u: StaffUser) => [
  u.Username,
  `${u.FirstName} ${u.LastName}`,
  u.Email,
  u.CompanyName,
  u.Franchise,
];

/** The debug user list (docs/product/accounts.md): staff only; anyone else goes to / at once. */
export default function UserListPage() {
  const { user } = useSession();
  const staff = user?.IsStaff === true;
  // The user list and the outbox are the customer desk's (docs/decisions/0013-shop-order-desk.md).
  const support = staffMayUse(user, "support");
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [deleting, setDeleting] = useState<StaffUser | null>(null);
  const users = useQuery({
    queryKey: USERS_KEY,
    queryFn: () => fetchData<StaffUser[]>("GET", "/users/GetAll"),
    enabled: support,
  });
  const action = useMutation({
    mutationFn: async ({ path, body }: { path: string; body: unknown }) => apiPost(path, body),
    onSuccess: (reply) => {
      setOutcome({
        ok: reply.Status === "ok",
        message: reply.Message ?? (reply.Status === "ok" ? "Done." : "Failed."),
      });
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
    },
    onError: () => setOutcome({ ok: false, message: "The server could not be reached. Please try again." }),
  });

  const { search, setSearch, matches: filtered } = useUserSearch(users.data, searchFields);

  if (!staff) return <Navigate to="/" replace />;
  if (!support)
    return (
      <Container size="md" py="xl">
        <Title order={1}>User List</Title>
        <Alert mt="md" color="orange" role="alert">
          {wrongDeskMessage("support")}
        </Alert>
      </Container>
    );
  if (users.isPending) return <PageLoader />;

  const confirmDelete = (u: StaffUser) => setDeleting(u);

  return (
    <Container size="xl" py="xl">
      <Title order={1}>Users</Title>
      <Text c="dimmed" size="sm" mb="md">
        Every user with their active sessions. Tokens are shown by a short prefix of their stored hash only.
      </Text>
      {outcome && (
        <Alert
          color={outcome.ok ? "green" : "red"}
          role={outcome.ok ? "status" : "alert"}
          mb="md"
          withCloseButton
          onClose={() => setOutcome(null)}
        >
          {outcome.message}
        </Alert>
      )}
      {users.isError ? (
        <LoadError what="The users" message={users.error.message} onRetry={() => void users.refetch()} />
      ) : (
        <>
          <UserSearchInput
            placeholder="Username, name, email, company or franchise"
            search={search}
            setSearch={setSearch}
          />
          <UserTable
            label="All users"
            minWidth={1100}
            rows={filtered}
            empty="No users to display."
            columns={[
              {
                label: "Username",
                cell: (u) => (
                  <>
                    {u.Username}
                    {u.Role === "staff" && (
                      <Badge ml={6} size="xs" variant="outline">
                        staff
                      </Badge>
                    )}
                  </>
                ),
              },
              {
                label: "Name",
                cell: (u) => (
                  <>
                    {u.FirstName} {u.LastName}
                  </>
                ),
              },
              { label: "Company", cell: (u) => u.CompanyName },
              { label: "Franchise", cell: (u) => u.Franchise },
              { label: "Level", cell: (u) => u.Level },
              {
                label: "Status",
                cell: (u) => (
                  <Text size="sm" c={u.Active ? "green.8" : "dimmed"} fw={600}>
                    {u.Active ? "Active" : "Inactive"}
                  </Text>
                ),
              },
              {
                label: "Active refresh tokens",
                cell: (u) =>
                  u.refreshTokens.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      None
                    </Text>
                  ) : (
                    <List size="xs" spacing={2}>
                      {u.refreshTokens.map((t) => (
                        <List.Item key={`${t.token}${t.created}`}>
                          <Code>{t.token}</Code> from {formatDateTime(t.created)}, expires {formatDateTime(t.expires)}
                        </List.Item>
                      ))}
                    </List>
                  ),
              },
              {
                label: "JSON",
                cell: (u) => (
                  <details>
                    <summary style={{ cursor: "pointer", whiteSpace: "nowrap" }}>Show JSON</summary>
                    <Code block mt={4} style={{ maxWidth: 360, whiteSpace: "pre-wrap" }}>
                      {JSON.stringify(u, null, 2)}
                    </Code>
                  </details>
                ),
              },
              {
                label: "Actions",
                cell: (u) => (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Logout ${u.Username} (${u.Franchise})`}
                      disabled={u.refreshTokens.length === 0 || action.isPending}
                      onClick={() => action.mutate({ path: "/users/LogoutUser", body: { Id: u.Id } })}
                    >
                      Logout
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Delete ${u.Username} (${u.Franchise})`}
                      disabled={!u.Active || u.Id === user?.Id || action.isPending}
                      onClick={() => confirmDelete(u)}
                    >
                      Delete
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
        </>
      )}
      <ConfirmModal
        opened={deleting !== null}
        title="Delete user"
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) action.mutate({ path: "/users/RemoveUser", body: deleting });
          setDeleting(null);
        }}
      >
        <Text size="sm">
          Delete {deleting?.Username} ({deleting?.Franchise})? The user is deactivated and signed out everywhere; their
          data is kept.
        </Text>
      </ConfirmModal>
      <Title order={2} mt="xl" mb="sm">
        Outbox
      </Title>
      <OutboxPanel />
    </Container>
  );
}
