import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  API_KEY_HEADER,
  API_KEY_SCOPE_TEXT,
  type ApiKeyScope,
  COMPANY_KEY_SCOPES,
  SHOP_KEY_SCOPES,
  WEBHOOK_EVENTS,
  WEBHOOK_SIGNATURE_HEADER,
} from "@portal/contract";
import { type FormEvent, useState } from "react";
import { ConfirmModal } from "../../components/ConfirmModal.js";
import { LoadError } from "../../components/LoadError.js";
import { StackedTable } from "../../components/StackedTable.js";
import {
  type IntegrationKind,
  useApiKeys,
  useDeliveries,
  useIntegrationMutations,
  useWebhooks,
} from "./integrationsApi.js";
import { formatDateTime } from "../../lib/dates.js";

const when = (iso: string | null) => formatDateTime(iso) || "Never";

/**
 * Machine keys and webhooks (docs/product/integration-api.md): the shop's for staff.admin, the
 * company's for an office manager. A secret is shown once, right after it is made, with a copy button.
 */
export function IntegrationsPage({ kind }: { kind: IntegrationKind }) {
  return (
    <Stack>
      <Title order={1}>{kind === "shop" ? "Integrations" : "API Keys and Webhooks"}</Title>
      <Text size="sm">
        {kind === "shop"
          ? "Keys and webhooks for the shop's own systems (production, MIS, ERP)."
          : "Keys and webhooks for your company's purchasing system."}{" "}
        A key is sent in the <Code>{API_KEY_HEADER}</Code> header and acts as the person who made it.
      </Text>
      <ApiKeysSection kind={kind} />
      <WebhooksSection kind={kind} />
    </Stack>
  );
}

/** A secret shown once, with a copy button. */
function OnceSecret({ title, secret, onDone }: { title: string; secret: string; onDone(): void }) {
  return (
    <Alert color="green" title={title} role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Copy it now: it is not shown again.</Text>
        <Code block style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }} data-testid="once-secret">
          {secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy} color={copied ? "teal" : undefined}>
                {copied ? "Copied" : "Copy"}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function ApiKeysSection({ kind }: { kind: IntegrationKind }) {
  const keys = useApiKeys(kind);
  const { createKey, revokeKey } = useIntegrationMutations(kind);
  const scopes: readonly ApiKeyScope[] = kind === "shop" ? SHOP_KEY_SCOPES : COMPANY_KEY_SCOPES;
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    createKey.mutate(
      { name, scopes: chosen },
      {
        onSuccess: ({ data }) => {
          setSecret(data.Secret);
          setName("");
          setChosen([]);
        },
      },
    );
  };

  return (
    <Stack component="section" aria-labelledby="keys-title">
      <Title order={2} size="h3" id="keys-title">
        API keys
      </Title>
      <form onSubmit={submit} aria-label="New API key">
        <Stack gap="xs">
          <TextInput label="Key name" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={60} />
          <Checkbox.Group label="Scopes" value={chosen} onChange={setChosen}>
            <Stack gap={4} mt={4}>
              {scopes.map((s) => (
                <Checkbox key={s} value={s} label={`${s}: ${API_KEY_SCOPE_TEXT[s]}`} />
              ))}
            </Stack>
          </Checkbox.Group>
          {createKey.error && <Alert color="red">{createKey.error.message}</Alert>}
          <Group>
            <Button type="submit" loading={createKey.isPending}>
              Create key
            </Button>
          </Group>
        </Stack>
      </form>
      {secret && <OnceSecret title="Your new API key" secret={secret} onDone={() => setSecret(null)} />}
      {revokeKey.error && <Alert color="red">{revokeKey.error.message}</Alert>}
      {keys.isLoading ? (
        <Loader aria-label="Loading the API keys" />
      ) : keys.error || !keys.data ? (
        <LoadError what="The API keys" message={keys.error?.message} onRetry={() => keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <Text c="dimmed">No API keys yet.</Text>
      ) : (
        <StackedTable
          label="API keys"
          rows={keys.data}
          rowKey={(k) => k.Id}
          minWidth={640}
          columns={[
            { label: "Name", cell: (k) => k.Name },
            { label: "Key", cell: (k) => <Code>{k.Prefix}…</Code> },
            { label: "Scopes", cell: (k) => k.Scopes.join(", ") },
            { label: "Made", cell: (k) => `${k.CreatedBy}, ${when(k.CreatedAt)}` },
            { label: "Last used", cell: (k) => when(k.LastUsedAt) },
            {
              label: "Status",
              cell: (k) =>
                k.RevokedAt ? (
                  <Badge color="gray">Revoked</Badge>
                ) : (
                  <Button size="xs" color="red" variant="light" onClick={() => setRevoking({ id: k.Id, name: k.Name })}>
                    Revoke {k.Name}
                  </Button>
                ),
            },
          ]}
        />
      )}
      <ConfirmModal
        opened={revoking !== null}
        title="Revoke this key?"
        confirmLabel="Revoke"
        busy={revokeKey.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revokeKey.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      >
        <Text size="sm">
          The key "{revoking?.name}" stops working at once: its next call is refused. This cannot be undone.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}

function WebhooksSection({ kind }: { kind: IntegrationKind }) {
  const hooks = useWebhooks(kind);
  const { addWebhook, setActive } = useIntegrationMutations(kind);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<string[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const [shown, setShown] = useState<number | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    addWebhook.mutate(
      { url, events },
      {
        onSuccess: ({ data }) => {
          setSecret(data.Secret);
          setUrl("");
          setEvents([]);
        },
      },
    );
  };

  return (
    <Stack component="section" aria-labelledby="hooks-title">
      <Title order={2} size="h3" id="hooks-title">
        Webhooks
      </Title>
      <Text size="sm">
        Each delivery is signed in the <Code>{WEBHOOK_SIGNATURE_HEADER}</Code> header (HMAC-SHA256 of the time and the
        body with the endpoint's signing secret) and retried for 24 hours until your endpoint answers 2xx.
      </Text>
      <form onSubmit={submit} aria-label="New webhook endpoint">
        <Stack gap="xs">
          <TextInput
            label="Endpoint URL"
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            maxLength={500}
          />
          <Checkbox.Group label="Events" value={events} onChange={setEvents}>
            <Stack gap={4} mt={4}>
              {WEBHOOK_EVENTS.map((ev) => (
                <Checkbox key={ev} value={ev} label={ev} />
              ))}
            </Stack>
          </Checkbox.Group>
          {addWebhook.error && <Alert color="red">{addWebhook.error.message}</Alert>}
          <Group>
            <Button type="submit" loading={addWebhook.isPending}>
              Add endpoint
            </Button>
          </Group>
        </Stack>
      </form>
      {secret && <OnceSecret title="The endpoint's signing secret" secret={secret} onDone={() => setSecret(null)} />}
      {setActive.error && <Alert color="red">{setActive.error.message}</Alert>}
      {hooks.isLoading ? (
        <Loader aria-label="Loading the webhook endpoints" />
      ) : hooks.error || !hooks.data ? (
        <LoadError what="The webhook endpoints" message={hooks.error?.message} onRetry={() => hooks.refetch()} />
      ) : hooks.data.length === 0 ? (
        <Text c="dimmed">No webhook endpoints yet.</Text>
      ) : (
        <StackedTable
          label="Webhook endpoints"
          rows={hooks.data}
          rowKey={(h) => h.Id}
          minWidth={640}
          columns={[
            { label: "URL", cell: (h) => <span style={{ wordBreak: "break-all" }}>{h.Url}</span> },
            { label: "Events", cell: (h) => h.Events.join(", ") },
            {
              label: "Status",
              cell: (h) => (
                <>
                  {h.Active ? (
                    <Badge color={h.FailingSince ? "orange" : "green"}>{h.FailingSince ? "Failing" : "On"}</Badge>
                  ) : (
                    <Badge color="gray" title={h.DisabledReason}>
                      Off
                    </Badge>
                  )}
                  {!h.Active && h.DisabledReason && <Text size="xs">{h.DisabledReason}</Text>}
                </>
              ),
            },
            {
              label: "Actions",
              cell: (h) => (
                <Group gap="xs">
                  <Button size="xs" variant="light" onClick={() => setShown(h.Id)} aria-pressed={shown === h.Id}>
                    Deliveries
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => !setActive.isPending && setActive.mutate({ id: h.Id, active: !h.Active })}
                  >
                    {h.Active ? "Switch off" : "Switch on"}
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      )}
      {shown !== null && (
        <DeliveriesPanel
          kind={kind}
          endpointId={shown}
          url={hooks.data?.find((h) => h.Id === shown)?.Url ?? ""}
          onClose={() => setShown(null)}
        />
      )}
    </Stack>
  );
}

function DeliveriesPanel(props: { kind: IntegrationKind; endpointId: number; url: string; onClose(): void }) {
  const deliveries = useDeliveries(props.kind, props.endpointId);
  return (
    <Stack component="section" aria-labelledby="deliveries-title" gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h4" id="deliveries-title" style={{ wordBreak: "break-all" }}>
          Deliveries to {props.url}
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => deliveries.refetch()} loading={deliveries.isFetching}>
            Refresh
          </Button>
          <Button size="xs" variant="default" onClick={props.onClose}>
            Close
          </Button>
        </Group>
      </Group>
      {deliveries.isLoading ? (
        <Loader aria-label="Loading the deliveries" />
      ) : deliveries.error || !deliveries.data ? (
        <LoadError what="The deliveries" message={deliveries.error?.message} onRetry={() => deliveries.refetch()} />
      ) : deliveries.data.length === 0 ? (
        <Text c="dimmed">No deliveries yet.</Text>
      ) : (
        <StackedTable
          label="Deliveries"
          rows={deliveries.data}
          rowKey={(d) => d.Id}
          minWidth={640}
          columns={[
            { label: "Event", cell: (d) => d.Event },
            { label: "Status", cell: (d) => d.Status },
            { label: "Created", cell: (d) => when(d.CreatedAt) },
            {
              label: "Attempts",
              cell: (d) =>
                d.Attempts.length === 0 ? (
                  "None yet"
                ) : (
                  <Stack gap={2}>
                    {d.Attempts.map((a) => (
                      <Text size="xs" key={a.At} style={{ wordBreak: "break-word" }}>
                        {when(a.At)}: {a.ResponseStatus ?? "no answer"} ({a.DurationMs} ms)
                        {a.Error ? ` ${a.Error}` : ""}
                        {a.ResponseBody ? ` "${a.ResponseBody.slice(0, 120)}"` : ""}
                      </Text>
                    ))}
                  </Stack>
                ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
