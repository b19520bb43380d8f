import { Alert, Anchor, Button, Container, Grid, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { StaffOrderDetail, StaffOrderLine } from "@portal/contract";
import { formatUsd } from "@portal/contract";
import { IconPrinter } from "@tabler/icons-react";
import { Fragment, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { LoadError } from "../../components/LoadError.js";
import { PageLoader } from "../../components/PageLoader.js";
import { TrackingNumber } from "../../components/TrackingNumber.js";
import { apiDownload, saveFile } from "../../lib/api.js";
import { StaffProofs } from "../proofs/index.js";
import { formatDateTime } from "../../lib/dates.js";
import { statusLabel } from "./format.js";
import { LinePanel } from "./LinePanel.js";
import { type MoveButton, moveButtons } from "./moves.js";
import { CancelDialog, HoldDialog } from "./NoteDialogs.js";
import { ShipDialog } from "./ShipDialog.js";
import { LateBadge, StatusBadge } from "./StatusBadge.js";
import { orderPath, type StaffAction, StaffActionError, useStaffAction, useStaffOrder } from "./staffOrdersApi.js";
import { useNarrow } from "./useNarrow.js";

type Dialog = "hold" | "ship" | "cancel" | null;
interface Outcome {
  ok: boolean;
  text: string;
  /** Someone else changed the order first: offer to read it again. */
  stale?: boolean;
}

/** The API path of a file path the server hands out (with or without the /api prefix). */
const apiPathOf = (path: string) => (path.startsWith("/api/") ? path.slice(4) : path);

/**
 * The order workspace (docs/product/shop-order-desk.md): everything about one order, its lines and
 * artwork, and the moves the status machine allows from here.
 */
/** An approval step in the status history (docs/product/approvals.md). */
const decisionLabel = (d: "approved" | "declined") => (d === "approved" ? "Approved" : "Declined");

export default function StaffOrderPage() {
  const params = useParams();
  const orderNumber = Number(params.orderNumber);
  const valid = Number.isInteger(orderNumber) && orderNumber > 0;
  const order = useStaffOrder(valid ? orderNumber : 0);

  if (!valid) return <OrderProblem orderNumber={params.orderNumber ?? ""} message="No such order number." />;
  if (order.isPending) return <PageLoader />;
  if (order.isError) {
    return <OrderProblem orderNumber={String(orderNumber)} message={order.error.message} retry={order.refetch} />;
  }
  return <Workspace order={order.data} reload={order.refetch} reloading={order.isFetching} />;
}

function OrderProblem({ orderNumber, message, retry }: { orderNumber: string; message: string; retry?: () => void }) {
  return (
    <Container size="md" py="xl">
      <Title order={1}>Order {orderNumber}</Title>
      <LoadError
        mt="md"
        what="The order"
        message={message}
        onRetry={retry && (() => retry())}
        actions={
          <Button size="xs" variant="subtle" component={Link} to="/staff/orders">
            Back to the orders
          </Button>
        }
      />
    </Container>
  );
}

function Workspace({
  order: o,
  reload,
  reloading,
}: {
  order: StaffOrderDetail;
  reload: () => unknown;
  reloading: boolean;
}) {
  const action = useStaffAction(o.OrderNumber, o.Version);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fileBusy, setFileBusy] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrow();
  const buttons = moveButtons(o.Status, o.AllowedMoves);
  const unshipped = o.Lines.filter((l) => l.Kind === "product" && !l.Shipped);

  // After an action the button pressed may be gone: focus moves to what happened.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const run = (act: StaffAction, done: string) => {
    setOutcome(null);
    action.mutate(act, {
      onSuccess: (message) => {
        setDialog(null);
        setOutcome({ ok: true, text: message || done });
      },
      onError: (err) => {
        const stale = err instanceof StaffActionError && err.stale;
        // A stale order closes the dialog: what was typed there was about an order that changed.
        if (stale || !dialog) {
          setDialog(null);
          setOutcome({ ok: false, text: err.message, stale });
        }
      },
    });
  };
  const dialogError = dialog && action.isError && !(action.error as StaffActionError).stale ? action.error.message : "";

  const press = (b: MoveButton) => {
    action.reset();
    if (b.dialog === "none")
      run({ kind: "move", to: b.to, note: "" }, `Order ${o.OrderNumber} is now ${statusLabel(b.to).toLowerCase()}.`);
    else setDialog(b.dialog);
  };

  const download = async (line: StaffOrderLine) => {
    setFileBusy(true);
    try {
      saveFile(await apiDownload(apiPathOf(line.ArtworkPath)), line.Filename || `line-${line.LineNo}`);
    } catch (err) {
      setOutcome({ ok: false, text: (err as Error).message });
    } finally {
      setFileBusy(false);
    }
  };

  /** Opens the job ticket PDF in a new tab (opened at the click, so no pop-up blocker stops it). */
  const printTicket = async (line?: StaffOrderLine) => {
    const tab = window.open("", "_blank");
    setFileBusy(true);
    const path = line
      ? `${orderPath(o.OrderNumber)}/Lines/${line.LineId}/JobTicket`
      : `${orderPath(o.OrderNumber)}/JobTicket`;
    try {
      const file = await apiDownload(path);
      if (tab) tab.location.href = URL.createObjectURL(file.blob);
      else saveFile(file, `job-ticket-${o.OrderNumber}${line ? `-${line.LineNo}` : ""}.pdf`);
    } catch (err) {
      tab?.close();
      setOutcome({ ok: false, text: (err as Error).message });
    } finally {
      setFileBusy(false);
    }
  };

  return (
    <Container size="xl" py="xl">
      <Anchor component={Link} to="/staff/orders" size="sm">
        ← All orders
      </Anchor>
      <Group justify="space-between" align="center" mt="xs" mb="md" wrap="wrap">
        <Group gap="sm">
          <Title order={1}>Order {o.OrderNumber}</Title>
          <StatusBadge status={o.Status} />
          {o.Late && <LateBadge />}
        </Group>
        <Group gap="xs" role="group" aria-label="Order actions">
          {buttons.map((b) => (
            <Button
              key={b.to}
              color={b.to === "cancelled" ? "red" : b.to === "on_hold" ? "orange" : undefined}
              variant={b.to === "cancelled" ? "outline" : "filled"}
              loading={
                action.isPending && dialog === null && action.variables?.kind === "move" && action.variables.to === b.to
              }
              disabled={action.isPending}
              onClick={() => press(b)}
            >
              {b.label}
            </Button>
          ))}
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => void printTicket()}
            disabled={fileBusy}
          >
            Print job ticket
          </Button>
          {(o.Status === "shipped" || o.Status === "invoiced") && (
            <Button
              variant="default"
              onClick={async () => {
                setFileBusy(true);
                try {
                  saveFile(await apiDownload(`${orderPath(o.OrderNumber)}/Invoice`), `invoice-${o.OrderNumber}.pdf`);
                } catch (err) {
                  setOutcome({ ok: false, text: (err as Error).message });
                } finally {
                  setFileBusy(false);
                }
              }}
              disabled={fileBusy}
            >
              Download invoice
            </Button>
          )}
        </Group>
      </Group>
      {outcome && (
        <Alert
          ref={outcomeRef}
          tabIndex={-1}
          color={outcome.ok ? "green" : "red"}
          role={outcome.ok ? "status" : "alert"}
          mb="md"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setOutcome(null)}
        >
          <Group gap="sm">
            <Text size="sm">{outcome.text}</Text>
            {outcome.stale && (
              <Button
                size="xs"
                variant="light"
                loading={reloading}
                onClick={async () => {
                  await reload();
                  setOutcome({ ok: true, text: "The order was reloaded; check it and try again." });
                }}
              >
                Reload the order
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Title order={2} size="h3" mb="sm">
            Lines
          </Title>
          <Stack gap="sm">
            {o.Lines.map((l) => (
              <LinePanel
                key={l.LineId}
                line={l}
                busy={fileBusy}
                onDownload={(line) => void download(line)}
                onTicket={(line) => void printTicket(line)}
              />
            ))}
          </Stack>
          <Stack mt="lg">
            <StaffProofs
              orderNumber={o.OrderNumber}
              version={o.Version}
              onStale={(text) => setOutcome({ ok: false, text, stale: true })}
            />
          </Stack>
          <Title order={2} size="h3" mt="lg" mb="sm">
            Shipments
          </Title>
          {o.Shipments.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing shipped yet.
            </Text>
          ) : narrow ? (
            <CardList
              label={`Packages of order ${o.OrderNumber}`}
              items={o.Shipments.map((sh) => ({
                key: String(sh.Id),
                title: (
                  <>
                    {sh.Carrier}{" "}
                    <TrackingNumber carrier={sh.Carrier} number={sh.TrackingNumber} link={sh.TrackingLink} />
                  </>
                ),
                rows: [
                  ["Weight", sh.WeightLb === null ? "—" : `${sh.WeightLb} lb`],
                  ["Lines", lineNumbers(o, sh.LineIds)],
                  ["Shipped", `${formatDateTime(sh.At)} by ${sh.By}`],
                ],
              }))}
            />
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Caption>Packages of order {o.OrderNumber}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Carrier</Table.Th>
                    <Table.Th scope="col">Tracking number</Table.Th>
                    <Table.Th scope="col">Weight</Table.Th>
                    <Table.Th scope="col">Lines</Table.Th>
                    <Table.Th scope="col">Shipped</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {o.Shipments.map((s) => (
                    <Table.Tr key={s.Id}>
                      <Table.Td>{s.Carrier}</Table.Td>
                      <Table.Td>
                        <TrackingNumber carrier={s.Carrier} number={s.TrackingNumber} link={s.TrackingLink} />
                      </Table.Td>
                      <Table.Td>{s.WeightLb === null ? "—" : `${s.WeightLb} lb`}</Table.Td>
                      <Table.Td>{lineNumbers(o, s.LineIds)}</Table.Td>
                      <Table.Td>
                        {formatDateTime(s.At)} by {s.By}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Title order={2} size="h3" mt="lg" mb="sm">
            Status history
          </Title>
          {narrow ? (
            <CardList
              label={`Status history of order ${o.OrderNumber}`}
              items={o.History.map((h, i) => ({
                key: String(i),
                title: `${h.From ? `${statusLabel(h.From)} → ` : ""}${statusLabel(h.To)}`,
                rows: [
                  ["When", formatDateTime(h.At)],
                  ["Who", h.By],
                  ...(h.Decision ? [["Decision", decisionLabel(h.Decision)] as [string, string]] : []),
                  ...(h.Note ? [["Note", h.Note] as [string, string]] : []),
                ],
              }))}
            />
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Caption>Status history of order {o.OrderNumber}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">When</Table.Th>
                    <Table.Th scope="col">Who</Table.Th>
                    <Table.Th scope="col">From</Table.Th>
                    <Table.Th scope="col">To</Table.Th>
                    <Table.Th scope="col">Decision</Table.Th>
                    <Table.Th scope="col">Note</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {o.History.map((h, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: history rows have no id and never reorder
                    <Table.Tr key={i}>
                      <Table.Td>{formatDateTime(h.At)}</Table.Td>
                      <Table.Td>{h.By}</Table.Td>
                      <Table.Td>{h.From ? statusLabel(h.From) : "—"}</Table.Td>
                      <Table.Td>{statusLabel(h.To)}</Table.Td>
                      <Table.Td>{h.Decision ? decisionLabel(h.Decision) : ""}</Table.Td>
                      <Table.Td style={{ whiteSpace: "pre-wrap" }}>{h.Note}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Section title="Customer">
              <Text size="sm" fw={700}>
                {o.Customer || "No customer account"}
              </Text>
              <Text size="sm">
                Ordered by {o.OrderedBy.Name} ({o.OrderedBy.Username})
              </Text>
              <Anchor size="sm" href={`mailto:${o.OrderedBy.Email}`}>
                {o.OrderedBy.Email}
              </Anchor>
              {o.PlacedBy && o.PlacedBy !== o.OrderedBy.Name && <Text size="sm">Placed by {o.PlacedBy}</Text>}
            </Section>
            <Section title="Dates">
              <Line label="Ordered">{formatDateTime(o.DateOrdered)}</Line>
              <Line label="Production date">
                {o.ProductionDate} {o.Late && <LateBadge />}
              </Line>
              <Line label="Ship date">{o.ShipDate || "—"}</Line>
            </Section>
            <Section title="Ship to">
              <Address a={o.ShipTo} />
              {o.ShipTo.Residential && <Text size="sm">Residential address</Text>}
            </Section>
            <Section title="Shipping">
              <Line label="Carrier">{o.Carrier || "—"}</Line>
              <Line label="Method">{o.ShippingMethod || "—"}</Line>
              {o.ShippingAccount && <Line label="Customer's account">{o.ShippingAccount}</Line>}
              {o.BlindShipping && <Text size="sm">Blind shipping (no shop name on the label)</Text>}
            </Section>
            <Section title="Bill to">
              <Address a={o.BillTo} />
            </Section>
            <Section title="Payments">
              {o.Payments.length === 0 ? (
                <Text size="sm">No payment recorded.</Text>
              ) : (
                <Table verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Payment</Table.Th>
                      <Table.Th scope="col">Amount</Table.Th>
                      <Table.Th scope="col">Status</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {o.Payments.map((p, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: payments have no id in the reply
                      <Table.Tr key={i}>
                        <Table.Td>{p.Kind === "terms" ? "On account" : p.Card}</Table.Td>
                        <Table.Td>{formatUsd(p.Amount)}</Table.Td>
                        <Table.Td>
                          {PAYMENT_STATUS[p.Status]}
                          {p.Refunded > 0 && p.Status !== "refunded" && ` (${formatUsd(p.Refunded)} refunded)`}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Section>
            <Section title="Totals">
              <Line label="Items">{formatUsd(o.Items)}</Line>
              {o.MinimumCharge > 0 && <Line label="Minimum charge">{formatUsd(o.MinimumCharge)}</Line>}
              <Line label="Subtotal">{formatUsd(o.Subtotal)}</Line>
              <Line label="Freight">{formatUsd(o.Freight)}</Line>
              <Line label="Tax">{formatUsd(o.Tax)}</Line>
              <Line label="Total">
                <strong>{formatUsd(o.Total)}</strong>
              </Line>
            </Section>
            <Section title="Notes">
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {o.Notes || "No notes."}
              </Text>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
      {dialog === "hold" && (
        <HoldDialog
          orderNumber={o.OrderNumber}
          busy={action.isPending}
          error={dialogError}
          onClose={() => setDialog(null)}
          onHold={(note) => run({ kind: "move", to: "on_hold", note }, `Order ${o.OrderNumber} is on hold.`)}
        />
      )}
      {dialog === "ship" && (
        <ShipDialog
          orderNumber={o.OrderNumber}
          lines={unshipped}
          busy={action.isPending}
          error={dialogError}
          onClose={() => setDialog(null)}
          onShip={(body) => run({ kind: "ship", body }, `The shipment of order ${o.OrderNumber} was recorded.`)}
        />
      )}
      {dialog === "cancel" && (
        <CancelDialog
          orderNumber={o.OrderNumber}
          payments={o.Payments}
          busy={action.isPending}
          error={dialogError}
          onClose={() => setDialog(null)}
          onCancelOrder={(note) => run({ kind: "cancel", note }, `Order ${o.OrderNumber} was cancelled.`)}
        />
      )}
    </Container>
  );
}

const PAYMENT_STATUS: Record<StaffOrderDetail["Payments"][number]["Status"], string> = {
  charged: "Charged",
  pending_release: "Held for release",
  on_account: "On account",
  voided: "Voided",
  refunded: "Refunded",
};

function lineNumbers(o: StaffOrderDetail, ids: number[]): string {
  if (ids.length === 0) return "All";
  return o.Lines.filter((l) => ids.includes(l.LineId))
    .map((l) => l.LineNo)
    .join(", ");
}

/** A table's rows as cards on a narrow screen: a list named like the table, each card a title and term rows. */
function CardList({
  label,
  items,
}: {
  label: string;
  items: { key: string; title: React.ReactNode; rows: [string, React.ReactNode][] }[];
}) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label} style={{ listStyle: "none" }}>
      {items.map((item) => (
        <Paper component="li" key={item.key} withBorder p="sm">
          <Text size="sm" fw={700}>
            {item.title}
          </Text>
          <dl style={{ margin: 0, display: "grid", gridTemplateColumns: "max-content 1fr", gap: "2px 12px" }}>
            {item.rows.map(([term, text]) => (
              <Fragment key={term}>
                <Text component="dt" size="sm" c="dimmed">
                  {term}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
                  {text}
                </Text>
              </Fragment>
            ))}
          </dl>
        </Paper>
      ))}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Title order={2} size="h5" mb={4}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div">
        {children}
      </Text>
    </Group>
  );
}

function Address({ a }: { a: StaffOrderDetail["BillTo"] }) {
  const cityLine = [a.City, [a.State, a.Zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <Text size="sm" component="address" style={{ fontStyle: "normal" }}>
      {[a.Name, a.Company, a.Address1, a.Address2, cityLine, a.Country !== "US" ? a.Country : "", a.Phone, a.Email]
        .filter(Boolean)
        .map((part) => (
          <span key={part} style={{ display: "block" }}>
            {part}
          </span>
        ))}
    </Text>
  );
}
