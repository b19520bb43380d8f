import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { NoteDialog } from "../../components/NoteDialog.js";
import {
  ORDER_PROOF_STATE_LABELS,
  type OrderProofs,
  PROOF_COMMENT_REQUIRED,
  type ProofVersion,
} from "@portal/contract";
import { useState } from "react";
import { ProofVersionView } from "./ProofVersionView.js";
import { useAnswerProof, useCustomerProofs } from "./proofsApi.js";

/**
 * The proofs of an order on its details page (docs/product/proofs.md): each line's latest version
 * with Approve and Request changes while it waits, and the earlier versions with their answers.
 * Nothing shows when the order has no proofs or the viewer may not answer them.
 */
export function CustomerProofs({ orderNumber }: { orderNumber: number }) {
  const proofs = useCustomerProofs(orderNumber);
  const answer = useAnswerProof(orderNumber);
  const [changesFor, setChangesFor] = useState<ProofVersion | null>(null);
  const [done, setDone] = useState("");
  if (!proofs.data) return null;
  const p: OrderProofs = proofs.data;
  const lines = p.Lines.filter((l) => l.Versions.length > 0);
  if (lines.length === 0 && p.State === null) return null;

  const approve = (proof: ProofVersion) => {
    setDone("");
    answer.mutate({ ProofId: proof.ProofId, Answer: "approve" }, { onSuccess: (message) => setDone(message) });
  };

  return (
    <Paper withBorder p="md" mb="md" component="section" aria-label="Proofs">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Proofs
        </Title>
        {p.State && <Text size="sm">{ORDER_PROOF_STATE_LABELS[p.State]}</Text>}
      </Group>
      {p.State === "needed" && lines.length === 0 && (
        <Text size="sm">We will send proofs of this order for your approval before it goes into production.</Text>
      )}
      {done && (
        <Alert color="green" role="status" mb="sm">
          {done}
        </Alert>
      )}
      {answer.isError && !changesFor && (
        <Alert color="red" role="alert" mb="sm">
          {answer.error.message}
        </Alert>
      )}
      <Stack gap="lg">
        {lines.map((l) => {
          const [latest, ...earlier] = l.Versions;
          if (!latest) return null;
          return (
            <Stack key={l.LineId} gap="xs" component="section" aria-label={`Proof of item ${l.LineNo}`}>
              <Text size="sm" fw={700}>
                Item {l.LineNo}: {l.Product}
                {l.Filename ? ` (${l.Filename})` : ""}
              </Text>
              <ProofVersionView proof={latest} forStaff={false}>
                {latest.Status === "waiting" && p.CanAnswer && (
                  <Group gap="xs" mt="xs">
                    <Button size="sm" color="green" loading={answer.isPending} onClick={() => approve(latest)}>
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={answer.isPending}
                      onClick={() => {
                        answer.reset();
                        setDone("");
                        setChangesFor(latest);
                      }}
                    >
                      Request changes
                    </Button>
                  </Group>
                )}
              </ProofVersionView>
              {earlier.length > 0 && (
                <Stack gap="xs" pl="md" aria-label={`Earlier versions of item ${l.LineNo}`} component="section">
                  {earlier.map((v) => (
                    <ProofVersionView key={v.ProofId} proof={v} forStaff={false} compact />
                  ))}
                </Stack>
              )}
            </Stack>
          );
        })}
      </Stack>
      {changesFor && (
        <ChangesDialog
          proof={changesFor}
          busy={answer.isPending}
          error={answer.isError ? answer.error.message : ""}
          onClose={() => setChangesFor(null)}
          onSend={(comment) =>
            answer.mutate(
              { ProofId: changesFor.ProofId, Answer: "changes", Comment: comment },
              {
                onSuccess: (message) => {
                  setChangesFor(null);
                  setDone(message);
                },
              },
            )
          }
        />
      )}
    </Paper>
  );
}

function ChangesDialog({
  proof,
  busy,
  error,
  onClose,
  onSend,
}: {
  proof: ProofVersion;
  busy: boolean;
  error: string;
  onClose(): void;
  onSend(comment: string): void;
}) {
  return (
    <NoteDialog
      title={`Request changes to ${proof.FileName} (version ${proof.Version})`}
      label="What should change?"
      requiredMessage={PROOF_COMMENT_REQUIRED}
      submitLabel="Send request"
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={(comment) => onSend(comment.trim())}
    />
  );
}
