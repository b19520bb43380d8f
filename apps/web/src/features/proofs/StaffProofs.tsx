import { Alert, Badge, Button, FileInput, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { Dialog } from "../../components/Dialog.js";
import {
  type LineProofs,
  ORDER_PROOF_STATE_LABELS,
  type OrderProofState,
  PROOF_MESSAGE_REQUIRED,
} from "@portal/contract";
import { type FormEvent, useState } from "react";
import { ProofVersionView } from "./ProofVersionView.js";
import { SendProofError, useSendProof, useStaffProofs } from "./proofsApi.js";
import { LoadError } from "../../components/LoadError.js";

const STATE_COLORS: Record<OrderProofState, string> = {
  changes_requested: "orange",
  waiting: "yellow",
  needed: "red",
  approved: "green",
};

const PROOF_FILE_REQUIRED = "Choose the proof file (PDF, TIFF, PNG or JPEG).";
const ACCEPT = ".pdf,.ai,.tif,.tiff,.png,.jpg,.jpeg,application/pdf,image/tiff,image/png,image/jpeg";

/** The proof state as the queue and the workspace show it. */
export function ProofStateBadge({ state }: { state: OrderProofState }) {
  return (
    <Badge color={STATE_COLORS[state]} variant="outline">
      {ORDER_PROOF_STATE_LABELS[state]}
    </Badge>
  );
}

/**
 * The workspace's proofs (docs/product/proofs.md): per product line, Send proof (or a new version)
 * and every version with the customer's answer, who and when.
 */
export function StaffProofs({
  orderNumber,
  version,
  onStale,
}: {
  orderNumber: number;
  /** The order's version as the workspace shows it; the send names it. */
  version: number;
  onStale(message: string): void;
}) {
  const proofs = useStaffProofs(orderNumber);
  const [sendFor, setSendFor] = useState<LineProofs | null>(null);
  const [done, setDone] = useState("");
  if (proofs.isError) {
    return <LoadError what="The proofs" message={proofs.error.message} />;
  }
  if (!proofs.data) return null;
  const p = proofs.data;
  return (
    <section aria-label="Proofs">
      <Group gap="sm" mb="sm">
        <Title order={2} size="h3">
          Proofs
        </Title>
        {p.State && <ProofStateBadge state={p.State} />}
        {p.ProofsRequired && (
          <Text size="sm" c="dimmed">
            This customer requires proofs of every line.
          </Text>
        )}
      </Group>
      {done && (
        <Alert
          color="green"
          role="status"
          mb="sm"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setDone("")}
        >
          {done}
        </Alert>
      )}
      <Stack gap="sm">
        {p.Lines.map((l) => {
          const [latest, ...earlier] = l.Versions;
          return (
            <Paper key={l.LineId} withBorder p="sm" component="section" aria-label={`Proofs of item ${l.LineNo}`}>
              <Group justify="space-between" mb={latest ? "xs" : 0}>
                <Text size="sm" fw={700}>
                  Item {l.LineNo}: {l.Product}
                  {l.Filename ? ` (${l.Filename})` : ""}
                </Text>
                {p.Open && (
                  <Button size="xs" variant="light" onClick={() => setSendFor(l)}>
                    {latest ? "Send new version" : "Send proof"}
                  </Button>
                )}
              </Group>
              {latest ? (
                <Stack gap="xs">
                  <ProofVersionView proof={latest} forStaff />
                  {earlier.map((v) => (
                    <ProofVersionView key={v.ProofId} proof={v} forStaff compact />
                  ))}
                </Stack>
              ) : (
                <Text size="xs" c="dimmed">
                  No proof sent.
                </Text>
              )}
            </Paper>
          );
        })}
      </Stack>
      {sendFor && (
        <SendProofDialog
          orderNumber={orderNumber}
          version={version}
          line={sendFor}
          onClose={() => setSendFor(null)}
          onSent={(message) => {
            setSendFor(null);
            setDone(message);
          }}
          onStale={(message) => {
            setSendFor(null);
            onStale(message);
          }}
        />
      )}
    </section>
  );
}

function SendProofDialog({
  orderNumber,
  version,
  line,
  onClose,
  onSent,
  onStale,
}: {
  orderNumber: number;
  version: number;
  line: LineProofs;
  onClose(): void;
  onSent(message: string): void;
  onStale(message: string): void;
}) {
  const send = useSendProof(orderNumber, version);
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState("");
  const [missing, setMissing] = useState<{ file?: boolean; message?: boolean }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = { file: !file, message: !message.trim() };
    setMissing(problems);
    if (!file || problems.message) return;
    send.mutate(
      { lineId: line.LineId, file, message },
      {
        onSuccess: (text) => onSent(text),
        onError: (err) => {
          if (err instanceof SendProofError && err.stale) onStale(err.message);
        },
      },
    );
  };
  const next = (line.Versions[0]?.Version ?? 0) + 1;
  return (
    <Dialog
      onClose={onClose}
      title={`Send ${next > 1 ? `version ${next} of the proof` : "a proof"} of item ${line.LineNo}`}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <FileInput
            label="Proof file"
            description="PDF, TIFF, PNG or JPEG"
            accept={ACCEPT}
            value={file}
            onChange={(f) => {
              setFile(f);
              setMissing((m) => ({ ...m, file: false }));
            }}
            error={missing.file ? PROOF_FILE_REQUIRED : undefined}
            required
            clearable
          />
          <Textarea
            label="Message to the customer"
            value={message}
            onChange={(e) => {
              setMessage(e.currentTarget.value);
              setMissing((m) => ({ ...m, message: false }));
            }}
            error={missing.message ? PROOF_MESSAGE_REQUIRED : undefined}
            maxLength={2000}
            autosize
            minRows={3}
            required
          />
          {send.isError && !(send.error instanceof SendProofError && send.error.stale) && (
            <Alert color="red" role="alert">
              {send.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send proof
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
