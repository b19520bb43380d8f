import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { isTermsOption, type PaymentOption } from "@portal/contract";
import type { ReactNode } from "react";
import { useSession } from "../../app/SessionProvider.js";
import { SavedListPage } from "../../components/SavedListPage.js";
import PaymentModal from "./PaymentModal.js";
import { paymentOptionsQuery } from "./paymentsApi.js";

/** Payment Methods screen (docs/product/accounts.md): saved cards (masked) with add and edit; a terms account read-only. */
export default function PaymentMethodsPage() {
  const userId = useSession().user?.Id ?? 0;
  return (
    <SavedListPage
      title="Payment Methods"
      addLabel="Add Payment"
      what="payment methods"
      list={paymentOptionsQuery(userId)}
      card={(o, edit) =>
        isTermsOption(o) ? (
          <TermsCard key={o.CCkey} option={o} />
        ) : (
          <PaymentCard key={o.CCkey} option={o} onEdit={() => edit(o.CCkey)} />
        )
      }
      editor={(ccKey, close) => <PaymentModal userId={userId} ccKey={ccKey} onClose={close} />}
    />
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{" "}
      {children}
    </Text>
  );
}

function PaymentCard({ option: o, onEdit }: { option: PaymentOption; onEdit(): void }) {
  const last4 = o.CardNo.slice(-4);
  const headingId = `payment-${o.CCkey}`;
  const title = `${o.Type} ending in ${last4}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap={4} style={{ flex: 1 }}>
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Field label="Payment Type">{o.Type}</Field>
        <Field label="Card">{o.CardNo}</Field>
        <Field label="Expires">
          {o.MonthExpire}/{o.YearExpire}
        </Field>
        <Field label="Name">{o.Name}</Field>
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button variant="light" onClick={onEdit} aria-label={`Edit ${title}`}>
          Edit
        </Button>
      </Group>
    </Card>
  );
}

function TermsCard({ option: o }: { option: PaymentOption }) {
  const headingId = "payment-terms";
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {o.Name}
          </Title>
          <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
            Read-only
          </Badge>
        </Group>
        <Field label="Payment Type">{o.Type}</Field>
        <Text size="sm" c="dimmed">
          Orders can be billed to your company's terms account. It is set up by the shop.
        </Text>
      </Stack>
    </Card>
  );
}
