import { Group, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A bordered portal panel named by its heading, with optional actions beside the heading. */
export function PanelSection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
