import { Container, Title } from "@mantine/core";

export default function ResourcesPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Resources</Title>
    </Container>
  );
}
