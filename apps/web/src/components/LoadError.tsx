import { Alert, type AlertProps, Button, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

type LoadErrorProps = Omit<AlertProps, "title" | "children" | "color" | "role"> & {
  /** What failed, as the title's subject: "The orders" gives "The orders could not be loaded". */
  what: string;
  /** The server's message (or the error's). */
  message?: string;
  /** Shown as a Try again button when the screen can ask again. */
  onRetry?: () => void;
  retrying?: boolean;
  /** Other ways out, after Try again (a link back to a list). */
  actions?: ReactNode;
};

/** The one alert a screen shows when its data could not be loaded. */
export function LoadError({ what, message, onRetry, retrying, actions, ...box }: LoadErrorProps) {
  return (
    <Alert color="red" role="alert" title={`${what} could not be loaded`} {...box}>
      {onRetry || actions ? (
        <Stack gap="xs" align="flex-start">
          {message && <Text size="sm">{message}</Text>}
          <Group gap="xs">
            {onRetry && (
              <Button size="xs" variant="light" onClick={onRetry} loading={retrying}>
                Try again
              </Button>
            )}
            {actions}
          </Group>
        </Stack>
      ) : (
        message
      )}
    </Alert>
  );
}
