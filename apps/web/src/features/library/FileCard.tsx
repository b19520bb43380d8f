import { Badge, Button, Card, Center, Group, Stack, Text } from "@mantine/core";
import { formatBytes, type LibraryItem } from "@portal/contract";
import { IconFileTypePdf, IconPhoto } from "@tabler/icons-react";
import { useId, useState } from "react";
import { preflightBadges } from "./preflight.js";

const THUMB_HEIGHT = 160;

function Thumbnail({ item }: { item: LibraryItem }) {
  const [broken, setBroken] = useState(false);
  // The thumbnail is made by the artwork check: none to ask for while it runs.
  const pending = item.Preflight.status === "queued" || item.Preflight.status === "running";
  if (broken || pending || !item.ImageUrl) {
    return (
      <Center h={THUMB_HEIGHT} bg="var(--mantine-color-gray-1)" role="img" aria-label={`No preview of ${item.Name}`}>
        <Stack align="center" gap={4}>
          {item.Kind === "pdf" ? (
            <IconFileTypePdf size={40} aria-hidden color="var(--mantine-color-gray-6)" />
          ) : (
            <IconPhoto size={40} aria-hidden color="var(--mantine-color-gray-6)" />
          )}
          <Text size="xs" c="dimmed">
            {pending ? "Preview on its way…" : "No preview"}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <img
      src={item.ImageUrl}
      alt={`Thumbnail of ${item.Name}`}
      loading="lazy"
      onError={() => setBroken(true)}
      style={{
        display: "block",
        width: "100%",
        height: THUMB_HEIGHT,
        objectFit: "contain",
        background: "var(--mantine-color-gray-1)",
      }}
    />
  );
}

export interface FileCardProps {
  item: LibraryItem;
  /** Picker mode: the card offers Add to Project. */
  onPick?(item: LibraryItem): void;
  onMove(item: LibraryItem): void;
  onDelete(item: LibraryItem): void;
}

/** One library file: thumbnail, name, size, the artwork check's badges, and its actions. */
export function FileCard({ item, onPick, onMove, onDelete }: FileCardProps) {
  const headingId = useId();
  const badges = preflightBadges(item.Preflight);
  return (
    <Card withBorder padding="sm" component="article" aria-labelledby={headingId}>
      <Card.Section>
        {/* A new check result may bring the thumbnail that was missing: try again then. */}
        <Thumbnail key={`${item.ImageUrl}|${item.Preflight.status}`} item={item} />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Text fw={600} size="sm" id={headingId} lineClamp={2} title={item.Name} style={{ wordBreak: "break-word" }}>
          {item.Name}
        </Text>
        <Text size="xs" c="dimmed">
          {item.Kind.toUpperCase()} · {formatBytes(item.Size)}
        </Text>
        <Group gap={4} aria-label={`Artwork check of ${item.Name}`} role="list">
          {badges.map((b) => (
            <Badge key={b.label} role="listitem" color={b.color} variant="light" size="sm" title={b.description}>
              {b.label}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Group gap="xs" mt="sm" justify="flex-end">
        {onPick && (
          <Button size="xs" onClick={() => onPick(item)} aria-label={`Add ${item.Name} to Project`}>
            Add to Project
          </Button>
        )}
        <Button size="xs" variant="light" onClick={() => onMove(item)} aria-label={`Move ${item.Name}`}>
          Move
        </Button>
        <Button size="xs" variant="light" color="red" onClick={() => onDelete(item)} aria-label={`Delete ${item.Name}`}>
          Delete
        </Button>
      </Group>
    </Card>
  );
}
