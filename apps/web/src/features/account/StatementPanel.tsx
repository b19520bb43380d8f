import { Alert, Button, Group, Paper, Table, Text, Title } from "@mantine/core";
import { AGEING_BUCKET_KEYS, AGEING_BUCKET_LABELS, formatCentsUsd, type Statement } from "@portal/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api, apiDownload, saveFile } from "../../lib/api.js";
import { LoadError } from "../../components/LoadError.js";
import stacked from "../../components/stackedTable.module.css";
import { formatDate } from "../../lib/dates.js";

/**
 * A terms account's statement (docs/product/invoices.md): open invoices, ageing and balance, and its PDF. Shown to
 * whoever the server lets read it (office managers, or every user of a company without one); nothing otherwise.
 */
export function StatementPanel() {
  const statement = useQuery({
    queryKey: ["account", "statement"],
    // Refused (not a reader, not a terms account): the panel stays away.
    queryFn: async () => {
      const reply = await api<Statement>("GET", "/Account/Statement");
      if (reply.Status === "ok") return reply.Data as Statement;
      if (reply.Status === "unauthorized" || reply.Status === "failed") return null;
      throw new Error(reply.Message || "The request failed.");
    },
    retry: false,
  });
  const pdf = useMutation({
    mutationFn: async () => saveFile(await apiDownload("/Account/Statement.pdf"), "statement.pdf"),
  });
  if (statement.isPending) return null;
  if (statement.isError) {
    return <LoadError mt="lg" what="The statement" message={statement.error.message} />;
  }
  const s = statement.data;
  if (!s) return null;
  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-label="Statement">
      <Group justify="space-between" align="center" mb="xs">
        <Title order={2} size="h3">
          Statement
        </Title>
        <Button variant="default" size="xs" loading={pdf.isPending} onClick={() => pdf.mutate()}>
          Download PDF
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        As of {formatDate(s.StatementDate)} (US Central) · Terms: {s.Terms}
      </Text>
      {pdf.error && (
        <Alert color="red" mb="sm">
          {pdf.error.message}
        </Alert>
      )}
      {s.Invoices.length === 0 ? (
        <Text size="sm" role="status">
          No open invoices.
        </Text>
      ) : (
        <Table.ScrollContainer
          minWidth={560}
          className={stacked.scroll}
          classNames={{ scrollContainerInner: stacked.scrollInner }}
        >
          <Table striped className={stacked.table}>
            <Table.Caption>Open invoices</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Invoice</Table.Th>
                <Table.Th scope="col">Order</Table.Th>
                <Table.Th scope="col">PO / Job</Table.Th>
                <Table.Th scope="col">Invoice date</Table.Th>
                <Table.Th scope="col">Due</Table.Th>
                <Table.Th scope="col">Past due</Table.Th>
                <Table.Th scope="col">Amount due</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.Invoices.map((i) => (
                <Table.Tr key={i.InvoiceNumber}>
                  <Table.Td data-label="Invoice">{i.InvoiceNumber}</Table.Td>
                  <Table.Td data-label="Order">{i.OrderNumber}</Table.Td>
                  <Table.Td data-label="PO / Job">
                    {[i.PONumber && `PO ${i.PONumber}`, i.JobName].filter(Boolean).join(" · ")}
                  </Table.Td>
                  <Table.Td data-label="Invoice date">{formatDate(i.InvoiceDate)}</Table.Td>
                  <Table.Td data-label="Due">{formatDate(i.DueDate)}</Table.Td>
                  <Table.Td data-label="Past due">{i.DaysPastDue > 0 ? `${i.DaysPastDue} days` : "Current"}</Table.Td>
                  <Table.Td data-label="Amount due">{formatCentsUsd(i.AmountDueCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Table.ScrollContainer
        minWidth={560}
        mt="sm"
        className={stacked.scroll}
        classNames={{ scrollContainerInner: stacked.scrollInner }}
      >
        <Table withTableBorder className={stacked.table}>
          <Table.Caption>Ageing (days past due)</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {AGEING_BUCKET_KEYS.map((b) => (
                <Table.Th key={b} scope="col">
                  {AGEING_BUCKET_LABELS[b]}
                </Table.Th>
              ))}
              <Table.Th scope="col">Balance due</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              {AGEING_BUCKET_KEYS.map((b) => (
                <Table.Td key={b} data-label={AGEING_BUCKET_LABELS[b]}>
                  {formatCentsUsd(s.Ageing[b] ?? 0)}
                </Table.Td>
              ))}
              <Table.Td fw={700} data-label="Balance due">
                {formatCentsUsd(s.BalanceCents)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed" mt="xs">
        Orders not yet invoiced: {formatCentsUsd(s.NotInvoicedCents)}
      </Text>
    </Paper>
  );
}
