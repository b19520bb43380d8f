import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { isTermsOption, type PaymentOption } from "@portal/contract";
import { IconArrowLeft, IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useSession } from "../../app/SessionProvider.js";
import { fetchData } from "../../lib/api.js";
import PaymentModal from "./PaymentModal.js";
import { LoadError } from "../../components/LoadError.js";

/** Payment Methods screen (docs/product/accounts.md): saved cards (masked) with add and edit; a terms account read-only. */
export default function PaymentMethodsPage() {
  const { user } = useSession();
  const userId = user?.Id ?? 0;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const options = useQuery({
    queryKey: ["paymentOptions", userId],
    queryFn: () => fetchData<PaymentOption[]>("POST", "/Account/GetPaymentOptions", { userId }),
    enabled: userId > 0,
  });

  const close = () => {
    setEditing(null);
    // The spec reloads the page on close; refetching the list shows the same to the user.
    void queryClient.invalidateQueries({ queryKey: ["paymentOptions", userId] });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/account" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            Account
          </Group>
        </Anchor>
        <Group justify="space-between" align="center">
          <Title order={1}>Payment Methods</Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("0")}>
            Add Payment
          </Button>
        </Group>

        {options.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading payment methods" />
          </Center>
        ) : options.isError ? (
          <LoadError what="The payment methods" message={options.error.message} />
        ) : options.data.length === 0 ? (
          <Text c="dimmed">No saved payment methods yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {options.data.map((o) =>
              isTermsOption(o) ? (
                <TermsCard key={o.CCkey} option={o} />
              ) : (
                <PaymentCard key={o.CCkey} option={o} onEdit={() => setEditing(o.CCkey)} />
              ),
            )}
          </SimpleGrid>
        )}
      </Stack>
      {editing !== null && <PaymentModal userId={userId} ccKey={editing} onClose={close} />}
    </Container>
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
