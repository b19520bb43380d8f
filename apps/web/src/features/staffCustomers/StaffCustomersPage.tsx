import { Alert, Badge, Loader, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { Link } from "react-router";
import { useAccounts } from "./staffCustomersApi.js";
import { formatDateTime } from "../../lib/dates.js";

/** /staff/customers: this brand's customers by company name (staff support and admin). */
export default function StaffCustomersPage() {
  const [q, setQ] = useState("");
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = useAccounts(debounced);
  return (
    <Stack>
      <Title order={1}>Customers</Title>
      <TextInput
        label="Company name"
        placeholder="Search"
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        maxLength={200}
      />
      {list.isLoading && <Loader aria-label="Loading customers" />}
      {list.error && <Alert color="red">{list.error.message}</Alert>}
      {list.data?.length === 0 && <Text>No customer matches.</Text>}
      {!!list.data?.length && (
        <Table striped aria-label="Customers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Company</Table.Th>
              <Table.Th>Users</Table.Th>
              <Table.Th>Terms</Table.Th>
              <Table.Th>Customer since</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((c) => (
              <Table.Tr key={c.Id}>
                <Table.Td>
                  <Link to={`/staff/customers/${c.Id}`}>{c.CompanyName}</Link>
                </Table.Td>
                <Table.Td>{c.Users}</Table.Td>
                <Table.Td>{c.TermsAccount && <Badge variant="light">Terms</Badge>}</Table.Td>
                <Table.Td>{formatDateTime(c.Created)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
