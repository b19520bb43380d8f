import { Badge, Button, Group, List, Modal } from "@mantine/core";
import type { ImageIssue } from "@portal/contract";
import { IconAlertTriangle, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";

/** Issues as the spec stores them: the image name in bold, then the message; one entry per image and name. */
export function IssueList({ issues, label }: { issues: readonly ImageIssue[]; label: string }) {
  return (
    <List spacing="xs" aria-label={label}>
      {issues.map((i) => (
        <List.Item key={`${i.imageName}\u0000${i.name}`}>
          <b>{i.imageName}</b> {i.message}
        </List.Item>
      ))}
    </List>
  );
}

function IssueButton({ kind, issues }: { kind: "Errors" | "Warnings"; issues: readonly ImageIssue[] }) {
  const [open, setOpen] = useState(false);
  const danger = kind === "Errors";
  const name = `${kind} (${issues.length})`;
  return (
    <>
      {/* A native title, not Mantine's Tooltip: that alone would add 9 KB of floating-ui to the home route's shared chunk. */}
      <Button
        size="sm"
        px="xs"
        variant={issues.length > 0 ? "filled" : "light"}
        color={danger ? "red" : "blue"}
        aria-label={name}
        title={name}
        disabled={issues.length === 0}
        onClick={() => setOpen(true)}
        leftSection={danger ? <IconAlertTriangle size={18} aria-hidden /> : <IconInfoCircle size={18} aria-hidden />}
      >
        {issues.length}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={kind} centered>
        <IssueList issues={issues} label={kind} />
      </Modal>
    </>
  );
}

/** The error (danger) and warning (info) icon buttons of the active image (docs/product/portal.md). */
export function IssueButtons({ errors, warnings }: { errors: readonly ImageIssue[]; warnings: readonly ImageIssue[] }) {
  return (
    <Group gap="xs" aria-label="Artwork checks" role="group">
      <IssueButton kind="Errors" issues={errors} />
      <IssueButton kind="Warnings" issues={warnings} />
      {errors.length === 0 && warnings.length === 0 && (
        <Badge color="green" variant="light">
          No issues found
        </Badge>
      )}
    </Group>
  );
}
