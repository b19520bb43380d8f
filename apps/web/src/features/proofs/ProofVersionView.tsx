import { Anchor, Badge, Box, Group, Image, Stack, Text } from "@mantine/core";
import { PROOF_STATUS_LABELS, type ProofStatus, type ProofVersion } from "@portal/contract";
import type { ReactNode } from "react";
import { formatDateTime } from "../../lib/dates.js";

const STATUS_COLORS: Record<ProofStatus, string> = {
  waiting: "yellow",
  approved: "green",
  changes_requested: "orange",
  replaced: "gray",
};

/** The staff's word for a waiting version ("Waiting for your answer" is the customer's). */
function proofStatusLabel(status: ProofStatus, forStaff: boolean): string {
  if (forStaff && status === "waiting") return "Waiting for the customer";
  return PROOF_STATUS_LABELS[status];
}

function ProofStatusBadge({ status, forStaff }: { status: ProofStatus; forStaff: boolean }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {proofStatusLabel(status, forStaff)}
    </Badge>
  );
}

/**
 * One version of a proof (docs/product/proofs.md): thumbnail, open full size and download through
 * the signed links, the shop's message, and the answer with who and when.
 */
export function ProofVersionView({
  proof,
  forStaff,
  compact = false,
  children,
}: {
  proof: ProofVersion;
  forStaff: boolean;
  compact?: boolean;
  children?: ReactNode;
}) {
  const size = compact ? 64 : 128;
  return (
    <Group align="flex-start" wrap="nowrap" gap="md" aria-label={`Proof version ${proof.Version}`} role="group">
      <Box w={size} style={{ flexShrink: 0 }}>
        {proof.ThumbnailUrl ? (
          <Anchor href={proof.ViewUrl} target="_blank" rel="noopener">
            <Image
              src={proof.ThumbnailUrl}
              alt={`Proof ${proof.FileName}, version ${proof.Version}`}
              w={size}
              fit="contain"
            />
          </Anchor>
        ) : (
          <Text size="xs" c="dimmed">
            {proof.Rendition === "queued" ? "Thumbnail being made" : "No thumbnail"}
          </Text>
        )}
      </Box>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Text size="sm" fw={700}>
            Version {proof.Version}
          </Text>
          <ProofStatusBadge status={proof.Status} forStaff={forStaff} />
        </Group>
        <Text size="xs" c="dimmed">
          {proof.FileName} · sent by {proof.SentBy} on {formatDateTime(proof.SentAt)}
        </Text>
        {proof.Message && (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {proof.Message}
          </Text>
        )}
        <Group gap="md">
          <Anchor size="sm" href={proof.ViewUrl} target="_blank" rel="noopener">
            Open full size
          </Anchor>
          <Anchor size="sm" href={proof.DownloadUrl} download={proof.FileName}>
            Download
          </Anchor>
        </Group>
        {proof.AnsweredAt && (
          <Text size="sm">
            {proof.Status === "approved" ? "Approved" : "Changes requested"} by {proof.AnsweredBy} on{" "}
            {formatDateTime(proof.AnsweredAt)}
            {proof.Comment && (
              <Text component="span" display="block" style={{ whiteSpace: "pre-wrap" }}>
                “{proof.Comment}”
              </Text>
            )}
          </Text>
        )}
        {children}
      </Stack>
    </Group>
  );
}
