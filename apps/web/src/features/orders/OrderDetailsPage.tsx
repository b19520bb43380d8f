import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Grid,
  Group,
  Image,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { approvalStepStateText, BUSINESS, formatUsd, type OrderDetails, orderStatusLabel } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useBrand } from "../../app/BrandProvider.js";
import { PageLoader } from "../../components/PageLoader.js";
import { type StackedColumn, StackedTable } from "../../components/StackedTable.js";
import { TrackingNumber } from "../../components/TrackingNumber.js";
import { apiDownload, saveFile } from "../../lib/api.js";
import { formatDate } from "../../lib/dates.js";
import { useOrderDetails } from "../account/index.js";
import { CustomerProofs } from "../proofs/index.js";
import { LoadError } from "../../components/LoadError.js";

/** An order placed this recently, opened without ?details=1, is shown as just placed (checkout's landing). */
const JUST_PLACED_MS = 2 * 60_000;

/**
 * Order details (docs/product/orders.md, "Order details screen"; docs/product/orders.md). Right after checkout
 * (router state { placed: true }, ?placed=1, or an order placed in the last two minutes) it shows the
 * success message and the instructions for creative services and colour samples; otherwise the items
 * with reorder checkboxes, totals, Bill To (pricing brands) and Ship To.
 */
export default function OrderDetailsPage() {
  const params = useParams();
  const orderNumber = Number(params.orderNumber ?? 0);
  const userId = Number(params.userId ?? 0);
  const location = useLocation();
  const [search] = useSearchParams();
  const details = useOrderDetails(userId, orderNumber);

  if (details.isPending) return <PageLoader />;
  if (details.isError) {
    return (
      <Container size="md" py="xl">
        <Title order={1}>Order {orderNumber}</Title>
        <LoadError mt="md" what="The order" message={details.error.message} />
      </Container>
    );
  }
  const d = details.data;
  const state = location.state as { placed?: boolean } | null;
  const placed =
    state?.placed === true ||
    search.get("placed") === "1" ||
    (!search.has("details") && Date.now() - new Date(d.DateOrdered).getTime() < JUST_PLACED_MS);
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="md">
        Order {d.OrderNumber}
      </Title>
      {placed ? <JustPlaced order={d} userId={userId} /> : <Details order={d} userId={userId} />}
    </Container>
  );
}

function JustPlaced({ order, userId }: { order: OrderDetails; userId: number }) {
  const brand = useBrand();
  const waits = order.Status === "needs_approval";
  return (
    <Stack gap="md" maw={760}>
      <Alert color="green" role="status" title="Thank you for your order!">
        {waits
          ? "Your order has been placed and waits for your office manager's release to production. Your card will be charged on release."
          : "Your order has been placed."}{" "}
        Order number {order.OrderNumber}. Production date: {formatDate(order.ProductionDate)}.
      </Alert>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          Creative services
        </Title>
        <Text size="sm">
          If you ordered design or file-preparation services, our creative team e-mails you a proof within one business
          day. Production starts once you approve it; reply to the proof e-mail with any changes, quoting order{" "}
          {order.OrderNumber}, or write to {brand.contact.email}.
        </Text>
        <Title order={2} size="h4" mt="md" mb="xs">
          Colour samples
        </Title>
        <List size="sm">
          <List.Item>
            For colour matching, mail or drop off your colour sample marked with order {order.OrderNumber}; we match to
            the sample before printing.
          </List.Item>
          <List.Item>
            Questions: call {brand.contact.phone} or e-mail {brand.contact.email}.
          </List.Item>
        </List>
      </Paper>
      <Group>
        <Button component={Link} to={`/store/orderdetails/${order.OrderNumber}/${userId}?details=1`}>
          View order details
        </Button>
        <Button variant="light" component={Link} to="/account">
          My orders
        </Button>
      </Group>
    </Stack>
  );
}

const stepTime = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

const approvalColumns: StackedColumn<OrderDetails["ApprovalSteps"][number]>[] = [
  {
    label: "Step",
    cell: (s) => (
      <>
        {s.Step}
        {s.Current && (
          <Badge ml="xs" size="sm" variant="light">
            Current
          </Badge>
        )}
      </>
    ),
  },
  { label: "Approver", cell: (s) => s.Approver },
  { label: "Decision", cell: (s) => approvalStepStateText(s.Decision) },
  { label: "When", cell: (s) => (s.At ? `${formatDate(s.At)} ${stepTime.format(new Date(s.At))}` : "—") },
  { label: "Reason", cell: (s) => s.Reason || "—" },
];

/**
 * The approval chain of an order that waited (docs/product/approvals.md): each step's approver, decision,
 * when and a decline's reason; the step waiting now is marked. Under 600 px the rows stack as cards.
 */
function ApprovalSteps({ order }: { order: OrderDetails }) {
  if (order.ApprovalSteps.length === 0) return null;
  return (
    <Paper withBorder p="md" mb="sm" component="section" aria-labelledby="approval-steps-title">
      <Title order={2} size="h4" mb="xs" id="approval-steps-title">
        Approval
      </Title>
      <StackedTable
        label="Approval steps"
        minWidth={520}
        rows={order.ApprovalSteps}
        rowKey={(s) => s.Step}
        rowAria={(s) => ({ "aria-current": s.Current ? "step" : undefined })}
        columns={approvalColumns}
      />
    </Paper>
  );
}

/** The invoice PDF of a shipped order (docs/product/invoices.md). */
function InvoiceButton({ orderNumber }: { orderNumber: number }) {
  const get = useMutation({
    mutationFn: async () => saveFile(await apiDownload(`/Store/Orders/${orderNumber}/Invoice`), `invoice.pdf`),
  });
  return (
    <Group gap="sm" mb="sm">
      <Button variant="default" size="xs" loading={get.isPending} onClick={() => get.mutate()}>
        Download invoice
      </Button>
      {get.error && (
        <Text size="sm" c="red" role="alert">
          {get.error.message}
        </Text>
      )}
    </Group>
  );
}

function Details({ order, userId }: { order: OrderDetails; userId: number }) {
  const brand = useBrand();
  const navigate = useNavigate();
  const prices = brand.switches.portalPricing && !order.PriceHidden;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const lines = order.LineItems.filter((l) => prices || l.ItemNo !== BUSINESS.minimumChargeItemNo);
  const reorderable = lines.filter((l) => l.ItemNo !== BUSINESS.minimumChargeItemNo);
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  type Line = OrderDetails["LineItems"][number];
  const columns: StackedColumn<Line>[] = [
    {
      label: "Reorder",
      cell: (l) =>
        l.ItemNo !== BUSINESS.minimumChargeItemNo && (
          <Checkbox
            aria-label={`Reorder ${l.ItemDesc}${l.Filename ? ` ${l.Filename}` : ""}`}
            checked={selected.has(l.LineId)}
            onChange={(e) => toggle(l.LineId, e.currentTarget.checked)}
          />
        ),
    },
    {
      label: "Image",
      cell: (l) =>
        l.ImageUrl ? (
          <Image src={l.ImageUrl} alt={l.Filename || l.ItemDesc} w={64} h={64} fit="contain" />
        ) : (
          <Text size="xs" c="dimmed">
            Image not found
          </Text>
        ),
    },
    {
      label: "Product",
      cell: (l) => (
        <div>
          <Text size="sm" fw={600}>
            {l.ItemDesc || l.ItemNo}
          </Text>
          <Text size="xs" c="dimmed" data-testid="line-details">
            {[l.Filename, ...l.Details].filter(Boolean).join(" · ")}
          </Text>
        </div>
      ),
    },
    { label: "Quantity", cell: (l) => l.Quantity },
    ...(prices ? [{ label: "Price", cell: (l: Line) => formatUsd(l.Price) }] : []),
  ];

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Text size="sm" mb="sm">
          Status: {orderStatusLabel(order.Status, false)} · Ordered by {order.OrderedBy} · Production date{" "}
          {formatDate(order.ProductionDate)}
        </Text>
        {(order.PONumber || order.JobName) && (
          <Text size="sm" mb="sm">
            {order.PONumber && <>PO Number: {order.PONumber}</>}
            {order.PONumber && order.JobName && " · "}
            {order.JobName && <>Job Name: {order.JobName}</>}
          </Text>
        )}
        {prices && (order.Status === "shipped" || order.Status === "invoiced") && (
          <InvoiceButton orderNumber={order.OrderNumber} />
        )}
        <ApprovalSteps order={order} />
        <CustomerProofs orderNumber={order.OrderNumber} />
        <StackedTable
          label={`Items of order ${order.OrderNumber}`}
          caption
          rows={lines}
          rowKey={(l) => l.LineId}
          columns={columns}
        />
        {/* The reorder screen shows the order's and today's prices and takes quantities (docs/product/orders.md). */}
        <Button
          mt="sm"
          disabled={selected.size === 0 || reorderable.length === 0}
          onClick={() => navigate(`/store/reorder/${order.OrderNumber}/${userId}?lines=${[...selected].join(",")}`)}
        >
          Reorder Selected
        </Button>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack>
          {prices && (
            <Paper withBorder p="md" component="section" aria-label="Order totals">
              <Title order={2} size="h4" mb="xs">
                Totals
              </Title>
              <Group justify="space-between">
                <Text size="sm">Subtotal</Text>
                <Text size="sm">{formatUsd(order.Subtotal)}</Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm">Shipping</Text>
                <Text size="sm">{formatUsd(order.FreightAmount)}</Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm">Tax</Text>
                <Text size="sm">{formatUsd(order.TaxAmount)}</Text>
              </Group>
              <Group justify="space-between">
                <Text fw={700}>Total</Text>
                <Text fw={700}>{formatUsd(order.Total)}</Text>
              </Group>
            </Paper>
          )}
          {prices && (
            <Paper withBorder p="md" component="section" aria-label="Bill To">
              <Title order={2} size="h4" mb="xs">
                Bill To
              </Title>
              <Text size="sm">
                {order.Checkout.BillingFirstName} {order.Checkout.BillingLastName}
              </Text>
              <Text size="sm">{order.Checkout.BillingAddress}</Text>
              {order.Checkout.BillingAddress2 && <Text size="sm">{order.Checkout.BillingAddress2}</Text>}
              <Text size="sm">
                {order.Checkout.BillingCity}, {order.Checkout.BillingState} {order.Checkout.BillingZip}
              </Text>
            </Paper>
          )}
          {order.Shipments.length > 0 && (
            <Paper withBorder p="md" component="section" aria-label="Tracking">
              <Title order={2} size="h4" mb="xs">
                Tracking
              </Title>
              <List size="sm" listStyleType="none" spacing={4}>
                {order.Shipments.map((p) => (
                  <List.Item key={p.TrackingNumber}>
                    {p.Carrier}: <TrackingNumber carrier={p.Carrier} number={p.TrackingNumber} link={p.TrackingLink} />
                  </List.Item>
                ))}
              </List>
            </Paper>
          )}
          <Paper withBorder p="md" component="section" aria-label="Ship To">
            <Title order={2} size="h4" mb="xs">
              Ship To
            </Title>
            <Text size="sm">
              {order.Checkout.ShippingFirstName} {order.Checkout.ShippingLastName}
            </Text>
            {order.Checkout.ShippingCompanyName && <Text size="sm">{order.Checkout.ShippingCompanyName}</Text>}
            <Text size="sm">{order.Checkout.ShippingAddress}</Text>
            {order.Checkout.ShippingAddress2 && <Text size="sm">{order.Checkout.ShippingAddress2}</Text>}
            <Text size="sm">
              {order.Checkout.ShippingCity}, {order.Checkout.ShippingState} {order.Checkout.ShippingZip}
            </Text>
            <Text size="sm" c="dimmed">
              {order.Checkout.ShippingMethod}
            </Text>
          </Paper>
          <Anchor component={Link} to="/account">
            Back to my orders
          </Anchor>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
