import { Accordion, Alert, Badge, Group, Loader, Text } from "@mantine/core";
import type { OutboxMessage } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { fetchData } from "../../lib/api.js";
import { formatDateTime } from "../../lib/dates.js";

const DELIVERY_COLOR = { outbox: "gray", smtp: "green", failed: "orange", dead: "red" } as const;

/** The e-mails the app wrote, for staff: without SMTP they are only here. */
export function OutboxPanel() {
  const mail = useQuery({
    queryKey: ["staff", "outbox"],
    queryFn: () => fetchData<OutboxMessage[]>("GET", "/Staff/Outbox?limit=100"),
  });
  if (mail.isLoading) return <Loader aria-label="Loading the outbox" />;
  if (mail.error) return <Alert color="red">{mail.error.message}</Alert>;
  if (!mail.data?.length) return <Text>No e-mail has been written yet.</Text>;
  return (
    <Accordion variant="separated" aria-label="Outbox">
      {mail.data.map((m) => (
        <Accordion.Item key={m.Id} value={String(m.Id)}>
          <Accordion.Control>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600} lineClamp={1}>
                {m.Subject}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {m.To}
                </Text>
                <Badge color={DELIVERY_COLOR[m.Delivery]} variant="light">
                  {m.Delivery}
                </Badge>
              </Group>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="xs" c="dimmed" mb="xs">
              {formatDateTime(m.Created)}
              {m.ReplyTo && ` · reply to ${m.ReplyTo}`}
              {m.Error && ` · ${m.Error}`}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
              {m.Text}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
