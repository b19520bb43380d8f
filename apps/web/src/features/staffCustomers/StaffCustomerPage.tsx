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
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { formatCentsUsd, type StaffAccountDetail, type StaffAccountSettings } from "@portal/contract";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { apiDownload, saveFile } from "../../lib/api.js";
import { SectionTable } from "../../components/SectionTable.js";
import { useAccount, useSaveAccount, useSetShowPrice, useSpendLimits } from "./staffCustomersApi.js";
import { formatDateTime } from "../../lib/dates.js";

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

const limit = (cents: number | null) => (cents === null ? "No limit" : formatCentsUsd(cents));

/**
 * Each buyer's spend limits and approvers as the company's office managers set them in Manage Users
 * (docs/product/approvals.md); staff read them here.
 */
function SpendLimitsSection({ id }: { id: number }) {
  const limits = useSpendLimits(id);
  if (limits.error) return <Alert color="red">{limits.error.message}</Alert>;
  return (
    <SectionTable
      title="Spend limits"
      rows={limits.data ?? []}
      rowKey={(l) => l.UserId}
      empty={limits.isPending ? "Loading the spend limits…" : "No users other than office managers."}
      columns={[
        { label: "User", cell: (l) => l.Name },
        { label: "Order limit", cell: (l) => limit(l.OrderLimitCents) },
        { label: "Monthly limit", cell: (l) => limit(l.MonthlyLimitCents) },
        { label: "Every order needs approval", cell: (l) => (l.AlwaysApprove ? "Yes" : "No") },
        {
          label: "Approvers in order",
          cell: (l) =>
            l.Approvers.length === 0
              ? "Any office manager"
              : l.Approvers.map((a, i) => `${i + 1}. ${a.Name}`).join(", "),
        },
        { label: "Spent this month", cell: (l) => formatCentsUsd(l.SpentThisMonthCents) },
      ]}
    >
      <Text size="xs" c="dimmed" mt="xs">
        The company's office managers set these in Manage Users.
      </Text>
    </SectionTable>
  );
}

/** /staff/customers/:customerId: company data, settings, users and their spend limits, addresses, orders and every change. */
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
        Customer {d.Id} since {formatDateTime(d.Created)}
      </Text>
      <SettingsForm id={id} detail={d} />

      <SectionTable
        title="Users"
        rows={d.Users}
        rowKey={(u) => u.Id}
        empty="No users."
        columns={[
          { label: "Name", cell: (u) => `${u.Name}${u.Active ? "" : " (inactive)"}` },
          { label: "Username", cell: (u) => u.Username },
          { label: "E-mail", cell: (u) => u.Email },
          { label: "Level", cell: (u) => (u.Level >= 2 ? "Office manager" : "Buyer") },
          {
            label: "Show prices",
            cell: (u) => (
              <Switch
                aria-label={`Show prices to ${u.Name}`}
                checked={u.ShowPrice}
                disabled={showPrice.isPending}
                onChange={(e) => showPrice.mutate({ userId: u.Id, showPrice: e.currentTarget.checked })}
              />
            ),
          },
        ]}
      >
        {showPrice.error && <Alert color="red">{showPrice.error.message}</Alert>}
      </SectionTable>

      <SpendLimitsSection id={id} />

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

      <SectionTable
        title="Orders"
        rows={d.Orders}
        rowKey={(o) => o.OrderNumber}
        empty="No orders yet."
        columns={[
          { label: "Order", cell: (o) => o.OrderNumber },
          { label: "Placed", cell: (o) => formatDateTime(o.Placed) },
          { label: "Status", cell: (o) => o.Status },
          { label: "User", cell: (o) => o.User },
          { label: "Payment", cell: (o) => o.PaymentKind },
          { label: "Total", cell: (o) => formatCentsUsd(o.TotalCents) },
        ]}
      />

      <SectionTable
        title="Changes"
        rows={d.Changes}
        rowKey={(c) => c.Id}
        empty="No changes recorded."
        columns={[
          { label: "When", cell: (c) => formatDateTime(c.At) },
          { label: "Who", cell: (c) => c.By },
          { label: "Field", cell: (c) => `${c.Field}${c.User ? ` (${c.User})` : ""}` },
          { label: "Old", cell: (c) => c.Old },
          { label: "New", cell: (c) => c.New },
        ]}
      />
    </Stack>
  );
}
