import { Alert, Button, Container, Group, Title } from "@mantine/core";
import { useRouteError } from "react-router";

/** Shown when a screen fails to render: a plain apology and a way on, never a stack trace. */
export function ErrorScreen() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py={60}>
      <Title order={1}>Something went wrong on this page.</Title>
      <Alert color="red" mt="md">
        Please reload the page. If it happens again, contact us and tell us what you were doing.
      </Alert>
      <Group mt="lg">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="default" component="a" href="/">
          Go Home
        </Button>
      </Group>
    </Container>
  );
}
