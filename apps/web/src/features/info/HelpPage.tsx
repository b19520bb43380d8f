import { Container, Title } from "@mantine/core";

export default function HelpPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Help</Title>
    </Container>
  );
}
