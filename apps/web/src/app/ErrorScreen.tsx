import { Alert, Button, Container, Group, Title } from "@mantine/core";
import { Component, type ErrorInfo, type ReactNode } from "react";

/** Shown when a screen fails to render: a plain apology and a way on, never a stack trace. */
function ErrorScreen() {
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

/** Shows ErrorScreen in place of its children when they fail to render (the error goes to the console). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
