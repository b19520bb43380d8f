import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  Loader,
  Pagination,
  Table,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  type AccountOrders,
  DECLINE_REASON_REQUIRED,
  formatUsd,
  NO_ORDERS_MESSAGE,
  type OrderDetails,
  orderStatusLabel,
  type SiteBrand,
} from "@portal/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { ConfirmModal } from "../../components/ConfirmModal.js";
import stacked from "../../components/stackedTable.module.css";
import { TrackingNumber } from "../../components/TrackingNumber.js";
import { api, fetchData } from "../../lib/api.js";
import { formatDate } from "../../lib/dates.js";
import { LoadError } from "../../components/LoadError.js";

/** An order group of docs/product/accounts.md: the tabs of the account page and the Orders menu of Manage Users. */
export interface OrderGroup {
  key: "needs_approval" | "ordered" | "shipped" | "invoiced";
  label: string;
}

/** needs_approval comes first and only with orderApproval; office managers see it as 'Release to Production'. */
export function orderGroups(brand: SiteBrand, officeManager: boolean): OrderGroup[] {
  const groups: OrderGroup[] = [];
  if (brand.switches.orderApproval) {
    groups.push({ key: "needs_approval", label: orderStatusLabel("needs_approval", officeManager) });
  }
  groups.push(
    { key: "ordered", label: orderStatusLabel("ordered", officeManager) },
    { key: "shipped", label: orderStatusLabel("shipped", officeManager) },
    { key: "invoiced", label: orderStatusLabel("invoiced", officeManager) },
  );
  return groups;
}

/** A table caption from a tab label: 'Shipped orders', and 'Completed Orders' rather than 'Completed Orders orders'. */
export function ordersCaption(label: string): string {
  return /\borders$/i.test(label) ? label : `${label} orders`;
}

/** An order row of docs/product/accounts.md. */
type AccountOrderRow = AccountOrders["Orders"][number];

const ORDERS_PAGE_SIZE = 10;

export const orderKeys = {
  all: ["orders"] as const,
  list: (userId: number, status: string, page: number, search = "") =>
    ["orders", "list", userId, status, page, search] as const,
  details: (orderNumber: number) => ["orders", "details", orderNumber] as const,
};

/** Store/AccountOrders: one page of the user's orders in a status, newest first. */
function useAccountOrders(userId: number, status: OrderGroup["key"], page: number, search = "") {
  return useQuery({
    queryKey: orderKeys.list(userId, status, page, search),
    queryFn: () =>
      fetchData<AccountOrders>("POST", "/Store/AccountOrders", {
        userId,
        Type: status,
        page,
        pageSize: ORDERS_PAGE_SIZE,
        Search: search,
      }),
    enabled: userId > 0,
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetails(userId: number, orderNumber: number, enabled = true) {
  return useQuery({
    queryKey: orderKeys.details(orderNumber),
    queryFn: () => fetchData<OrderDetails>("POST", "/Store/GetOrderDetails", { userId, orderNumber }),
    enabled: enabled && orderNumber > 0,
  });
}

type SortKey = "SalesOrder" | "OrderedBy" | "DateOrdered" | "ProductionDate" | "Subtotal" | "Carrier";

interface OrdersTableProps {
  rows: AccountOrderRow[];
  userId: number;
  showOrderedBy: boolean;
  showSubtotal: boolean;
  caption: string;
  /** Manage Users: sortable columns, the order number opens a preview. */
  sortable?: boolean;
  onPreview?: (orderNumber: number) => void;
  /** The approver whose turn it is on needs_approval orders (docs/product/approvals.md): Release and Decline. */
  onRelease?: (row: AccountOrderRow) => void;
  onDecline?: (row: AccountOrderRow) => void;
  releasing?: number | null;
}

/** The order columns of docs/product/accounts.md; 'No orders to display.' when there are none. */
function OrdersTable({
  rows,
  userId,
  showOrderedBy,
  showSubtotal,
  caption,
  sortable = false,
  onPreview,
  onRelease,
  onDecline,
  releasing,
}: OrdersTableProps) {
  const [sort, setSort] = useState<{ key: SortKey; asc: boolean } | null>(null);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const k = sort.key;
    return [...rows].sort((a, b) => {
      const x = a[k];
      const y = b[k];
      const c = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
      return sort.asc ? c : -c;
    });
  }, [rows, sort]);

  if (rows.length === 0) {
    return (
      <Text c="dimmed" py="md" role="status">
        {NO_ORDERS_MESSAGE}
      </Text>
    );
  }
  const th = (key: SortKey, label: string) => {
    if (!sortable) return <Table.Th scope="col">{label}</Table.Th>;
    const active = sort?.key === key;
    return (
      <Table.Th scope="col" aria-sort={active ? (sort.asc ? "ascending" : "descending") : "none"}>
        <Anchor
          component="button"
          type="button"
          fw={700}
          c="inherit"
          onClick={() => setSort({ key, asc: active ? !sort.asc : true })}
        >
          {label}
          {active ? (sort.asc ? " ▲" : " ▼") : ""}
        </Anchor>
      </Table.Th>
    );
  };
  return (
    <Table.ScrollContainer
      minWidth={640}
      className={stacked.scroll}
      classNames={{ scrollContainerInner: stacked.scrollInner }}
    >
      <Table striped highlightOnHover className={stacked.table}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {th("SalesOrder", "Order Number")}
            {showOrderedBy && th("OrderedBy", "Ordered By")}
            <Table.Th scope="col">PO / Job</Table.Th>
            {th("DateOrdered", "Date Ordered")}
            {th("ProductionDate", "Production Date")}
            {showSubtotal && th("Subtotal", "Subtotal")}
            {th("Carrier", "Carrier")}
            <Table.Th scope="col">Tracking</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((o) => (
            <Table.Tr key={o.SalesOrder}>
              <Table.Td data-label="Order Number">
                {onPreview ? (
                  <Anchor component="button" type="button" onClick={() => onPreview(Number(o.SalesOrder))}>
                    {o.SalesOrder}
                  </Anchor>
                ) : (
                  o.SalesOrder
                )}
              </Table.Td>
              {showOrderedBy && <Table.Td data-label="Ordered By">{o.OrderedBy}</Table.Td>}
              <Table.Td data-label="PO / Job">
                {o.PONumber && <Text size="sm">PO {o.PONumber}</Text>}
                {o.JobName && (
                  <Text size="sm" c="dimmed">
                    {o.JobName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td data-label="Date Ordered">{formatDate(o.DateOrdered)}</Table.Td>
              <Table.Td data-label="Production Date">{formatDate(o.ProductionDate)}</Table.Td>
              {showSubtotal && <Table.Td data-label="Subtotal">{formatUsd(o.Subtotal)}</Table.Td>}
              <Table.Td data-label="Carrier">{o.Carrier}</Table.Td>
              <Table.Td data-label="Tracking">
                {o.Shipments.map((p) => (
                  <TrackingNumber
                    key={p.TrackingNumber}
                    carrier={p.Carrier}
                    number={p.TrackingNumber}
                    link={p.TrackingLink}
                  />
                ))}
              </Table.Td>
              <Table.Td data-label="Actions">
                <Group gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={`/store/orderdetails/${o.SalesOrder}/${userId}`}>
                    Details
                  </Anchor>
                  <Anchor
                    component={Link}
                    to={`/store/reorder/${o.SalesOrder}/${userId}`}
                    aria-label={`Reorder order ${o.SalesOrder}`}
                  >
                    Reorder
                  </Anchor>
                  {onRelease && o.Status === "needs_approval" && o.YourTurn && (
                    <Button size="compact-xs" loading={releasing === Number(o.SalesOrder)} onClick={() => onRelease(o)}>
                      Release
                    </Button>
                  )}
                  {onDecline && o.Status === "needs_approval" && o.YourTurn && (
                    <Button size="compact-xs" variant="light" color="red" onClick={() => onDecline(o)}>
                      Decline
                    </Button>
                  )}
                </Group>
                {o.Status === "needs_approval" && o.WaitingFor && !o.YourTurn && (
                  <Text size="xs" c="dimmed">
                    Waiting for {o.WaitingFor}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export interface AccountOrdersPanelProps {
  userId: number;
  group: OrderGroup;
  showOrderedBy: boolean;
  showSubtotal: boolean;
  caption: string;
  /** Manage Users: search box, sortable columns, preview drawer and (office managers) Release. */
  manage?: boolean;
  canRelease?: boolean;
}

/** The orders of one user in one group, read from Store/AccountOrders a page (10 rows) at a time. */
export function AccountOrdersPanel({
  userId,
  group,
  showOrderedBy,
  showSubtotal,
  caption,
  manage = false,
  canRelease = false,
}: AccountOrdersPanelProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [preview, setPreview] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const queryClient = useQueryClient();
  const orders = useAccountOrders(userId, group.key, page, searched);
  const [confirm, setConfirm] = useState<{ kind: "release" | "decline"; row: AccountOrderRow } | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState("");
  const done = {
    onSuccess: (text: string) => {
      setConfirm(null);
      setMessage({ ok: true, text });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (err: Error) => {
      setConfirm(null);
      setMessage({ ok: false, text: err.message });
    },
  };
  const release = useMutation({
    mutationFn: async (orderNumber: number) => {
      const reply = await api<unknown>("POST", "/Store/ApproveOrder", { userId, orderNumber });
      if (reply.Status !== "ok") throw new Error(reply.Message || "The order could not be released.");
      return reply.Message ?? "";
    },
    ...done,
  });
  const decline = useMutation({
    mutationFn: async ({ orderNumber, Reason }: { orderNumber: number; Reason: string }) => {
      const reply = await api<unknown>("POST", "/Store/DeclineOrder", { userId, orderNumber, Reason });
      if (reply.Status !== "ok") throw new Error(reply.Message || "The order could not be declined.");
      return reply.Message ?? "";
    },
    ...done,
  });
  const ask = (kind: "release" | "decline", row: AccountOrderRow) => {
    setMessage(null);
    setReason("");
    setReasonError("");
    setConfirm({ kind, row });
  };
  const question = (verb: string, row: AccountOrderRow) =>
    `${verb} order ${row.SalesOrder}${showSubtotal && row.Total > 0 ? ` for ${formatUsd(row.Total)}` : ""}?`;

  if (orders.isPending) return <Loader size="sm" my="md" aria-label="Loading orders" />;
  if (orders.isError) {
    return <LoadError what="Orders" message={orders.error.message} />;
  }
  const data = orders.data;
  const rows = data.Orders;
  const pages = Math.max(1, Math.ceil(data.Total / data.PageSize));
  return (
    <>
      {message && (
        <Alert color={message.ok ? "green" : "red"} role={message.ok ? "status" : "alert"} mb="sm">
          {message.text}
        </Alert>
      )}
      {(data.Total > 0 || search !== "") && (
        <TextInput
          label="Search orders"
          placeholder="Order number, PO number or job name"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          maxLength={100}
          mb="sm"
          maw={320}
        />
      )}
      <OrdersTable
        rows={rows}
        userId={userId}
        showOrderedBy={showOrderedBy}
        showSubtotal={showSubtotal}
        caption={caption}
        sortable={manage}
        onPreview={manage ? setPreview : undefined}
        onRelease={canRelease ? (row) => ask("release", row) : undefined}
        onDecline={canRelease ? (row) => ask("decline", row) : undefined}
        releasing={release.isPending ? (release.variables ?? null) : null}
      />
      <ConfirmModal
        opened={confirm?.kind === "release"}
        title="Release order"
        confirmLabel="Release"
        danger={false}
        busy={release.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && release.mutate(Number(confirm.row.SalesOrder))}
      >
        <Text>{confirm ? question("Release", confirm.row) : ""}</Text>
      </ConfirmModal>
      <ConfirmModal
        opened={confirm?.kind === "decline"}
        title="Decline order"
        confirmLabel="Decline"
        busy={decline.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          if (reason.trim() === "") {
            setReasonError(DECLINE_REASON_REQUIRED);
            return;
          }
          decline.mutate({ orderNumber: Number(confirm.row.SalesOrder), Reason: reason.trim() });
        }}
      >
        <Text>{confirm ? question("Decline", confirm.row) : ""}</Text>
        <Text size="sm" c="dimmed">
          The order is cancelled and its card is not charged; its items go back into the buyer's cart and the buyer gets
          an e-mail with your reason.
        </Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={reasonError || undefined}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setReasonError("");
          }}
        />
      </ConfirmModal>
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} mt="sm" aria-label={`${caption} pages`} />
      )}
      {manage && (
        <Drawer
          opened={preview !== null}
          onClose={() => setPreview(null)}
          position="right"
          size="lg"
          title={preview !== null ? `Order ${preview}` : ""}
        >
          {preview !== null && <OrderPreview userId={userId} orderNumber={preview} showPrices={showSubtotal} />}
        </Drawer>
      )}
    </>
  );
}

/** The slide-in preview of Manage Users: status, dates, items and totals. */
function OrderPreview({
  userId,
  orderNumber,
  showPrices,
}: {
  userId: number;
  orderNumber: number;
  showPrices: boolean;
}) {
  const details = useOrderDetails(userId, orderNumber);
  if (details.isPending) return <Loader size="sm" aria-label="Loading order" />;
  if (details.isError) return <Alert color="red">{details.error.message}</Alert>;
  const d = details.data;
  const prices = showPrices && !d.PriceHidden;
  return (
    <>
      <Text size="sm">Status: {orderStatusLabel(d.Status, false)}</Text>
      <Text size="sm">Ordered by: {d.OrderedBy}</Text>
      <Text size="sm">Production date: {formatDate(d.ProductionDate)}</Text>
      <Table mt="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Quantity</Table.Th>
            {prices && <Table.Th>Price</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {d.LineItems.map((l) => (
            <Table.Tr key={l.LineId}>
              <Table.Td>
                {l.ItemDesc}
                {l.Filename ? ` (${l.Filename})` : ""}
              </Table.Td>
              <Table.Td>{l.Quantity}</Table.Td>
              {prices && <Table.Td>{formatUsd(l.Price)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {prices && (
        <Text fw={700} mt="sm">
          Total: {formatUsd(d.Total)}
        </Text>
      )}
      <Anchor component={Link} to={`/store/orderdetails/${orderNumber}/${userId}`} mt="md" display="block">
        Details
      </Anchor>
    </>
  );
}
