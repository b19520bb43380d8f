import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  formatUsd,
  ORDER_PROOF_STATE_LABELS,
  ORDER_PROOF_STATES,
  ORDER_STATUSES,
  type OrderProofState,
  type OrderStatus,
  PRODUCT_TYPES,
  type StaffOrderRow,
} from "@portal/contract";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ProofStateBadge } from "../proofs/index.js";
import { formatDateTime } from "../../lib/dates.js";
import { statusLabel } from "./format.js";
import {
  dateRangeError,
  EMPTY_FILTERS,
  filtersFromSearch,
  type QueueFilters,
  searchFromFilters,
  withFilter,
} from "./queueFilters.js";
import { LateBadge, StatusBadge } from "./StatusBadge.js";
import { useStaffCustomers, useStaffQueue } from "./staffOrdersApi.js";
import { useNarrow } from "./useNarrow.js";
import { LoadError } from "../../components/LoadError.js";

const ALL = "all";

/**
 * The shop's order queue (docs/product/shop-order-desk.md): every order of the brand, newest first,
 * a page at a time from the server. Every filter lives in the URL query, so reload and Back keep it.
 */
export default function StaffOrdersPage() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const apply = (next: QueueFilters) => setSearch(searchFromFilters(next));
  const queue = useStaffQueue(filters);
  const narrow = useNarrow();
  const rangeError = dateRangeError(filters);

  const counts = queue.data?.Counts;
  const total = counts ? ORDER_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : null;
  const tabLabel = (label: string, n: number | null | undefined) => (n == null ? label : `${label} (${n})`);
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.Total / queue.data.PageSize)) : 1;
  const filtered =
    filters.customerId !== null ||
    filters.from ||
    filters.to ||
    filters.productType ||
    filters.late ||
    filters.proof ||
    filters.q;

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="md">
        Orders
      </Title>
      <SearchBox value={filters.q} onSearch={(q) => apply(withFilter(filters, { q }))} />
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap" role="group" aria-label="Filters">
        <CustomerPicker
          id={filters.customerId}
          name={filters.customerName}
          onChange={(customerId, customerName) => apply(withFilter(filters, { customerId, customerName }))}
        />
        <TextInput
          type="date"
          label="Ordered from"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => apply(withFilter(filters, { from: e.currentTarget.value }))}
          error={rangeError || undefined}
          w={{ base: "100%", xs: "auto" }}
        />
        <TextInput
          type="date"
          label="Ordered to"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => apply(withFilter(filters, { to: e.currentTarget.value }))}
          w={{ base: "100%", xs: "auto" }}
        />
        <Select
          label="Product type"
          placeholder="Any"
          data={[...PRODUCT_TYPES]}
          value={filters.productType || null}
          onChange={(v) => apply(withFilter(filters, { productType: v ?? "" }))}
          clearable
          w={{ base: "100%", xs: 190 }}
        />
        <Select
          label="Proof"
          placeholder="Any"
          data={ORDER_PROOF_STATES.map((s) => ({ value: s, label: ORDER_PROOF_STATE_LABELS[s] }))}
          value={filters.proof}
          onChange={(v) => apply(withFilter(filters, { proof: (v as OrderProofState | null) ?? null }))}
          clearable
          w={{ base: "100%", xs: 190 }}
        />
        <Checkbox
          label="Late only"
          description="Production date passed, not shipped, no proof out"
          checked={filters.late}
          onChange={(e) => apply(withFilter(filters, { late: e.currentTarget.checked }))}
        />
        {filtered && (
          <Button variant="subtle" onClick={() => apply({ ...EMPTY_FILTERS, status: filters.status })}>
            Clear filters
          </Button>
        )}
      </Group>
      <Tabs
        value={filters.status ?? ALL}
        onChange={(v) => apply(withFilter(filters, { status: v && v !== ALL ? (v as OrderStatus) : null }))}
        keepMounted={false}
        mb="sm"
      >
        <Tabs.List aria-label="Order status">
          <Tabs.Tab value={ALL}>{tabLabel("All", total)}</Tabs.Tab>
          {ORDER_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {tabLabel(statusLabel(s), counts?.[s])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {queue.isPending ? (
        <Loader my="lg" aria-label="Loading orders" />
      ) : queue.isError ? (
        <LoadError what="The orders" message={queue.error.message} onRetry={() => void queue.refetch()} />
      ) : queue.data.Orders.length === 0 ? (
        <Text c="dimmed" py="md" role="status">
          {filtered || filters.status ? "No orders match these filters." : "There are no orders yet."}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status" mb="xs">
            {queue.data.Total} order{queue.data.Total === 1 ? "" : "s"}
            {queue.isFetching ? " · updating…" : ""}
          </Text>
          {narrow ? (
            <OrderCards orders={queue.data.Orders} />
          ) : (
            <Table.ScrollContainer minWidth={960}>
              <Table striped highlightOnHover>
                <Table.Caption>Orders, newest first</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Order</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">Customer</Table.Th>
                    <Table.Th scope="col">Ordered by</Table.Th>
                    <Table.Th scope="col">Ordered</Table.Th>
                    <Table.Th scope="col">Production date</Table.Th>
                    <Table.Th scope="col">Lines</Table.Th>
                    <Table.Th scope="col">Total</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {queue.data.Orders.map((o) => (
                    <Table.Tr key={o.OrderNumber}>
                      <Table.Th scope="row">
                        <Anchor component={Link} to={`/staff/orders/${o.OrderNumber}`} fw={700}>
                          {o.OrderNumber}
                        </Anchor>
                      </Table.Th>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <StatusBadge status={o.Status} />
                          {o.Late && <LateBadge />}
                          {o.Proof && <ProofStateBadge state={o.Proof} />}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{o.Customer}</Text>
                        <References po={o.PONumber} job={o.JobName} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{o.OrderedBy}</Text>
                        <Text size="xs" c="dimmed">
                          {o.Email}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatDateTime(o.DateOrdered, false)}</Table.Td>
                      <Table.Td>{formatDateTime(o.ProductionDate, false)}</Table.Td>
                      <Table.Td>{o.Lines}</Table.Td>
                      <Table.Td>{formatUsd(o.Total)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {pages > 1 && (
            <nav aria-label="Order pages">
              <Pagination
                mt="sm"
                total={pages}
                value={filters.page}
                onChange={(page) => apply({ ...filters, page })}
                siblings={narrow ? 0 : 1}
                size={narrow ? "sm" : "md"}
              />
            </nav>
          )}
        </>
      )}
    </Container>
  );
}

/** The customer's PO number and job name under the customer, when given. */
function References({ po, job }: { po: string; job: string }) {
  const parts = [po && `PO ${po}`, job && `Job ${job}`].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      {parts.join(" · ")}
    </Text>
  );
}

/** The search box: order number, customer name, a user's e-mail, a file name, a PO number or a job name; sent on Enter or Search. */
function SearchBox({ value, onSearch }: { value: string; onSearch(q: string): void }) {
  const [text, setText] = useState(value);
  // Back and reload bring another query: the box follows the URL.
  useEffect(() => setText(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form onSubmit={submit} aria-label="Search orders">
        <Group align="flex-end" gap="xs" mb="sm" wrap="nowrap">
          <TextInput
            label="Search"
            placeholder="Order number, customer, e-mail, file, PO or job name"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={200}
            style={{ flex: "0 1 420px", minWidth: 0 }}
          />
          <Button type="submit" style={{ flexShrink: 0 }}>
            Search
          </Button>
        </Group>
      </form>
    </search>
  );
}

/** A searchable customer select that asks the server for customers as staff type. */
function CustomerPicker({
  id,
  name,
  onChange,
}: {
  id: number | null;
  name: string;
  onChange(id: number | null, name: string): void;
}) {
  const [typed, setTyped] = useState(name);
  const [open, setOpen] = useState(false);
  const [q] = useDebouncedValue(typed.trim(), 200);
  const customers = useStaffCustomers(q, open);
  const data = useMemo(() => {
    const options = (customers.data ?? []).map((c) => ({ value: String(c.Id), label: c.Name }));
    if (id !== null && !options.some((o) => o.value === String(id)))
      options.unshift({ value: String(id), label: name });
    return options;
  }, [customers.data, id, name]);
  return (
    <Select
      label="Customer"
      placeholder="Any customer"
      searchable
      clearable
      data={data}
      value={id === null ? null : String(id)}
      searchValue={typed}
      onSearchChange={setTyped}
      onDropdownOpen={() => setOpen(true)}
      filter={({ options }) => options}
      nothingFoundMessage={customers.isFetching ? "Searching…" : "No customer found"}
      onChange={(value, option) => onChange(value ? Number(value) : null, option?.label ?? "")}
      w={{ base: "100%", xs: 260 }}
    />
  );
}

/**
 * The queue on a narrow screen: one card per order, newest first, with what the table's row says. The order
 * number is the card's link and heading, so a screen reader can jump from order to order.
 */
function OrderCards({ orders }: { orders: StaffOrderRow[] }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label="Orders, newest first" style={{ listStyle: "none" }}>
      {orders.map((o) => (
        <Paper component="li" key={o.OrderNumber} withBorder p="sm">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Title order={2} size="h4">
              <Anchor component={Link} to={`/staff/orders/${o.OrderNumber}`} inherit>
                {o.OrderNumber}
              </Anchor>
            </Title>
            <Group gap={4} justify="flex-end">
              <StatusBadge status={o.Status} />
              {o.Late && <LateBadge />}
              {o.Proof && <ProofStateBadge state={o.Proof} />}
            </Group>
          </Group>
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {o.Customer}
          </Text>
          <References po={o.PONumber} job={o.JobName} />
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {o.OrderedBy}{" "}
            <Text span size="xs" c="dimmed">
              {o.Email}
            </Text>
          </Text>
          <Group justify="space-between" gap="xs" mt={4}>
            <Text size="xs" c="dimmed">
              Ordered {formatDateTime(o.DateOrdered, false)} · Production {formatDateTime(o.ProductionDate, false)}
            </Text>
            <Text size="sm">
              {o.Lines} line{o.Lines === 1 ? "" : "s"} · <strong>{formatUsd(o.Total)}</strong>
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
