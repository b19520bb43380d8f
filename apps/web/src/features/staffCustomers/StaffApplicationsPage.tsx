import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import type { ApplicationStatus, StaffApplication } from "@portal/contract";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ConfirmModal } from "../../components/ConfirmModal.js";
import { useApplications, useDecideApplication } from "./staffCustomersApi.js";
import { formatDateTime } from "../../lib/dates.js";

const STATUS_COLOR = { new: "blue", approved: "green", declined: "gray" } as const;

function ApplicationCard({ app, onDone }: { app: StaffApplication; onDone: (message: string) => void }) {
  const [note, setNote] = useState("");
  const [asking, setAsking] = useState(false);
  const decide = useDecideApplication();
  // mutateAsync: the card leaves the New list once decided, and the page still shows the answer.
  const act = (action: "Approve" | "Decline") =>
    decide.mutateAsync({ id: app.Id, action, note }).then(
      (r) => onDone(r.message),
      () => setAsking(false),
    );
  return (
    <Card withBorder component="article" aria-label={app.CompanyName}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} size="h4">
            {app.CompanyName}
          </Title>
          <Text size="sm">
            {app.ContactName} · {app.Email} · {app.PhoneNumber}
          </Text>
          <Text size="sm">
            {[app.Address1, app.Address2, `${app.City}, ${app.State} ${app.Zip}`].filter(Boolean).join(", ")}
          </Text>
          <Text size="sm">
            Resale certificate: {app.ResaleCertificate || "(none given)"} · Website: {app.Website || "(none given)"}
          </Text>
          {app.Message && (
            <Text size="sm" mt="xs" style={{ whiteSpace: "pre-wrap" }}>
              {app.Message}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt="xs">
            Applied {formatDateTime(app.Created)}
          </Text>
        </div>
        <Badge color={STATUS_COLOR[app.Status]}>{app.Status}</Badge>
      </Group>
      {app.Status === "new" ? (
        <Stack gap="xs" mt="sm">
          <Textarea
            label="Note (kept with the decision for staff; never sent)"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={1}
          />
          <Group>
            <Button onClick={() => act("Approve")} loading={decide.isPending}>
              Approve
            </Button>
            <Button variant="default" onClick={() => setAsking(true)} loading={decide.isPending}>
              Decline
            </Button>
          </Group>
          {decide.error && <Alert color="red">{decide.error.message}</Alert>}
          <ConfirmModal
            opened={asking}
            title={`Decline ${app.CompanyName}?`}
            confirmLabel="Decline"
            busy={decide.isPending}
            // Stays open until the decided card leaves the list and takes it along; closes on a refusal.
            onConfirm={() => void act("Decline")}
            onCancel={() => setAsking(false)}
          >
            <Text size="sm">
              {app.Email} is told by e-mail that no account is opened. A decided application cannot be decided again.
            </Text>
          </ConfirmModal>
        </Stack>
      ) : (
        <Text size="sm" mt="sm">
          {app.Status === "approved" ? "Approved" : "Declined"} by {app.DecidedBy} {formatDateTime(app.Decided)}
          {app.Note && ` · Note: ${app.Note}`}
          {app.CustomerId !== null && (
            <>
              {" · "}
              <Link to={`/staff/customers/${app.CustomerId}`}>Customer page</Link>
            </>
          )}
        </Text>
      )}
    </Card>
  );
}

/** /staff/applications: the Apply form's applications, approved or declined here (docs/product/accounts.md). */
export default function StaffApplicationsPage() {
  const [status, setStatus] = useState<ApplicationStatus | "all">("new");
  const list = useApplications(status);
  const [done, setDone] = useState("");
  const doneRef = useRef<HTMLDivElement>(null);
  // The decided card leaves the list with the button that had the focus: the focus goes to the answer.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  return (
    <Stack>
      <Title order={1}>Account Applications</Title>
      <SegmentedControl
        aria-label="Applications by status"
        value={status}
        onChange={(v) => setStatus(v as ApplicationStatus | "all")}
        data={[
          { value: "new", label: "New" },
          { value: "approved", label: "Approved" },
          { value: "declined", label: "Declined" },
          { value: "all", label: "All" },
        ]}
      />
      {done && (
        <Alert color="green" role="status" ref={doneRef} tabIndex={-1}>
          {done}
        </Alert>
      )}
      {list.isLoading && <Loader aria-label="Loading applications" />}
      {list.error && <Alert color="red">{list.error.message}</Alert>}
      {list.data?.length === 0 && <Text>No applications here.</Text>}
      {list.data?.map((app) => (
        <ApplicationCard key={app.Id} app={app} onDone={setDone} />
      ))}
    </Stack>
  );
}
