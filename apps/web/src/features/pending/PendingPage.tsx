import { Alert, Container, Title } from "@mantine/core";
import { type RouteName, routeByName } from "../../app/routeTable.js";

/**
 * The screen of a route whose feature is still being built (its own open issue). It says so plainly
 * rather than pretending; each feature replaces its entry in the router when it lands.
 */
export function PendingPage({ name }: { name: RouteName }) {
  const meta = routeByName(name);
  return (
    <Container size="md" py="xl">
      <Title order={1}>{meta.title}</Title>
      <Alert mt="md" color="gray" title="Not available yet">
        This screen is not available in this version of the portal yet.
      </Alert>
    </Container>
  );
}
export default PendingPage;
