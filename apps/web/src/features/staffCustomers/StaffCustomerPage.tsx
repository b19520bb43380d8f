import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { formatCentsUsd, type StaffAccountDetail, type StaffAccountSettings } from "@portal/contract";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { apiDownload, saveFile } from "../../lib/api.js";
import { useAccount, useSaveAccount, useSetShowPrice, when } from "./staffCustomersApi.js";

type Form = StaffAccountDetail["Settings"];

const TEXT_FIELDS: [keyof Form, string][] = [
  ["CompanyName", "Company name"],
  ["PhoneNumber", "Phone"],
  ["Address1", "Address 1"],
  ["Address2", "Address 2"],
  ["City", "City"],
  ["State", "State"],
  ["Zip", "Zip"],
  ["Website", "Website"],
];

function SettingsForm({ id, detail }: { id: number; detail: StaffAccountDetail }) {
  const [form, setForm] = useState<Form>(detail.Settings);
  useEffect(() => setForm(detail.Settings), [detail.Settings]);
  const save = useSaveAccount(id);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const limitDollars = form.CreditLimitCents === null ? "" : form.CreditLimitCents / 100;
  return (
    <Card withBorder component="section" aria-label="Company and settings">
      <Title order={2} size="h3" mb="sm">
        Company and settings
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(form as StaffAccountSettings);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TEXT_FIELDS.map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              value={form[key] as string}
              onChange={(e) => set(key, e.currentTarget.value as never)}
              maxLength={200}
            />
          ))}
        </SimpleGrid>
        <Stack gap="xs" mt="md">
          <Checkbox
            label="Terms account (open account)"
            checked={form.TermsAccount}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setForm((f) => ({ ...f, TermsAccount: on, CreditLimitCents: on ? f.CreditLimitCents : null }));
            }}
          />
          {form.TermsAccount && (
            <NumberInput
              label="Terms (days from invoice to due date, Net)"
              value={form.TermsDays}
              min={0}
              max={365}
              allowDecimal={false}
              onChange={(v) => set("TermsDays", typeof v === "number" ? v : Number(v) || 0)}
            />
          )}
          {form.TermsAccount && (
            <NumberInput
              label="Credit limit ($, empty for no limit)"
              description={`Open balance now: ${formatCentsUsd(detail.OpenBalanceCents)}`}
              value={limitDollars}
              min={0}
              decimalScale={2}
              thousandSeparator=","
              onChange={(v) => set("CreditLimitCents", v === "" ? null : Math.round(Number(v) * 100))}
            />
          )}
          <Checkbox
            label="Tax exempt"
            checked={form.TaxExempt}
            onChange={(e) => set("TaxExempt", e.currentTarget.checked)}
          />
          <TextInput
            label="Resale (tax exemption) certificate number"
            value={form.ResaleCertificate}
            onChange={(e) => set("ResaleCertificate", e.currentTarget.value)}
            maxLength={60}
          />
          <TextInput
            label="Own shipping account"
            value={form.ShippingAccount}
            onChange={(e) => set("ShippingAccount", e.currentTarget.value)}
            maxLength={60}
          />
          <Checkbox
            label="Orders need office manager approval"
            checked={form.RequiresApproval}
            onChange={(e) => set("RequiresApproval", e.currentTarget.checked)}
          />
          <Checkbox
            label="Proofs required"
            checked={form.ProofsRequired}
            onChange={(e) => set("ProofsRequired", e.currentTarget.checked)}
          />
          <Checkbox
            label="PO number required"
            description="Place Order refuses an order without a PO Number."
            checked={form.PONumberRequired}
            onChange={(e) => set("PONumberRequired", e.currentTarget.checked)}
          />
        </Stack>
        <Group mt="md">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          {detail.Settings.TermsAccount && (
            <Button
              variant="default"
              onClick={() =>
                void apiDownload(`/Staff/Accounts/${id}/Statement.pdf`)
                  .then((f) => saveFile(f, "statement.pdf"))
                  .catch(() => undefined)
              }
            >
              Download statement
            </Button>
          )}
        </Group>
        {save.error && (
          <Alert color="red" mt="sm" style={{ whiteSpace: "pre-line" }}>
            {save.error.message}
          </Alert>
        )}
        {save.data && (
          <Alert color="green" mt="sm" role="status">
            {save.data.message}
          </Alert>
        )}
      </form>
    </Card>
  );
}

/** /staff/customers/:customerId: company data, settings, users, addresses, orders and every change. */
export default function StaffCustomerPage() {
  const id = Number(useParams().customerId);
  const account = useAccount(Number.isInteger(id) ? id : 0);
  const showPrice = useSetShowPrice(id);
  if (account.isLoading) return <Loader aria-label="Loading the customer" />;
  if (account.error || !account.data)
    return <Alert color="red">{account.error?.message ?? `There is no customer ${id}.`}</Alert>;
  const d = account.data;
  return (
    <Stack>
      <Anchor component={Link} to="/staff/customers">
        Back to customers
      </Anchor>
      <Title order={1}>{d.Settings.CompanyName}</Title>
      <Text size="sm" c="dimmed">
        Customer {d.Id} since {when(d.Created)}
      </Text>
      <SettingsForm id={id} detail={d} />

      <Card withBorder component="section" aria-label="Users">
        <Title order={2} size="h3" mb="sm">
          Users
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Username</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Level</Table.Th>
              <Table.Th>Show prices</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.Users.map((u) => (
              <Table.Tr key={u.Id}>
                <Table.Td>
                  {u.Name}
                  {!u.Active && " (inactive)"}
                </Table.Td>
                <Table.Td>{u.Username}</Table.Td>
                <Table.Td>{u.Email}</Table.Td>
                <Table.Td>{u.Level >= 2 ? "Office manager" : "Buyer"}</Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`Show prices to ${u.Name}`}
                    checked={u.ShowPrice}
                    disabled={showPrice.isPending}
                    onChange={(e) => showPrice.mutate({ userId: u.Id, showPrice: e.currentTarget.checked })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {showPrice.error && <Alert color="red">{showPrice.error.message}</Alert>}
      </Card>

      <Card withBorder component="section" aria-label="Addresses">
        <Title order={2} size="h3" mb="sm">
          Addresses
        </Title>
        {d.Addresses.length === 0 && <Text size="sm">No saved addresses.</Text>}
        {d.Addresses.map((a) => (
          <Text size="sm" key={a.Id}>
            {a.Name}
            {a.CompanyName && `, ${a.CompanyName}`}: {a.Lines} ({a.Residential ? "residence" : "business"}; {a.User})
          </Text>
        ))}
      </Card>

      <Card withBorder component="section" aria-label="Orders">
        <Title order={2} size="h3" mb="sm">
          Orders
        </Title>
        {d.Orders.length === 0 && <Text size="sm">No orders yet.</Text>}
        {d.Orders.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Placed</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>User</Table.Th>
                <Table.Th>Payment</Table.Th>
                <Table.Th>Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.Orders.map((o) => (
                <Table.Tr key={o.OrderNumber}>
                  <Table.Td>{o.OrderNumber}</Table.Td>
                  <Table.Td>{when(o.Placed)}</Table.Td>
                  <Table.Td>{o.Status}</Table.Td>
                  <Table.Td>{o.User}</Table.Td>
                  <Table.Td>{o.PaymentKind}</Table.Td>
                  <Table.Td>{formatCentsUsd(o.TotalCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>

      <Card withBorder component="section" aria-label="Changes">
        <Title order={2} size="h3" mb="sm">
          Changes
        </Title>
        {d.Changes.length === 0 && <Text size="sm">No changes recorded.</Text>}
        {d.Changes.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Field</Table.Th>
                <Table.Th>Old</Table.Th>
                <Table.Th>New</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.Changes.map((c) => (
                <Table.Tr key={c.Id}>
                  <Table.Td>{when(c.At)}</Table.Td>
                  <Table.Td>{c.By}</Table.Td>
                  <Table.Td>
                    {c.Field}
                    {c.User && ` (${c.User})`}
                  </Table.Td>
                  <Table.Td>{c.Old}</Table.Td>
                  <Table.Td>{c.New}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
