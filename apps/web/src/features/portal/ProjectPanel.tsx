import { ActionIcon, Button, Group, Image, Paper, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { fieldText, type ImageIssues, type PortalItem } from "@portal/contract";
import { IconAlertTriangle, IconLibraryPhoto, IconTrash } from "@tabler/icons-react";
import type { Ref } from "react";

export interface ProjectPanelProps {
  items: readonly PortalItem[];
  activeIndex: number;
  issues: readonly ImageIssues[];
  libraryEnabled: boolean;
  /** Where focus goes once an image is removed (its own buttons are gone). */
  libraryButtonRef: Ref<HTMLButtonElement>;
  onOpenLibrary(): void;
  onSelect(index: number): void;
  onRemove(index: number): void;
}

/** Left Project panel: the project's images (choose the active one), the Image Library button, removal. */
export function ProjectPanel({
  items,
  activeIndex,
  issues,
  libraryEnabled,
  libraryButtonRef,
  onOpenLibrary,
  onSelect,
  onRemove,
}: ProjectPanelProps) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="portal-project">
      <Stack gap="sm">
        <Title order={2} size="h3" id="portal-project">
          Project
        </Title>
        <Button
          ref={libraryButtonRef}
          leftSection={<IconLibraryPhoto size={18} aria-hidden />}
          disabled={!libraryEnabled}
          onClick={onOpenLibrary}
        >
          Image Library
        </Button>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {libraryEnabled ? "No images yet. Add artwork from the Image Library." : "Choose a product type first."}
          </Text>
        ) : (
          <ul aria-label="Project images" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {items.map((item, index) => {
              const name = fieldText(item, "Name");
              const errors = Object.keys(issues[index]?.errors ?? {}).length;
              const errorText = `${errors} error${errors === 1 ? "" : "s"}`;
              const active = index === activeIndex;
              return (
                <li key={fieldText(item, "Id") || `${index}`}>
                  <Group
                    gap="xs"
                    wrap="nowrap"
                    p={4}
                    style={{
                      borderRadius: 6,
                      background: active ? "var(--mantine-primary-color-light)" : undefined,
                    }}
                  >
                    <UnstyledButton
                      style={{ flex: 1, minWidth: 0 }}
                      aria-current={active ? "true" : undefined}
                      aria-label={errors > 0 ? `Select ${name}, ${errorText}` : `Select ${name}`}
                      onClick={() => onSelect(index)}
                    >
                      <Group gap="xs" wrap="nowrap">
                        <Image
                          src={fieldText(item, "ImageUrl") || undefined}
                          alt=""
                          w={40}
                          h={40}
                          fit="contain"
                          fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='40' height='40'/%3E"
                        />
                        <Text size="sm" truncate="end" fw={active ? 700 : 400}>
                          {name}
                        </Text>
                        {errors > 0 && <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" aria-hidden />}
                      </Group>
                    </UnstyledButton>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${name}`}
                      onClick={() => onRemove(index)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </li>
              );
            })}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
