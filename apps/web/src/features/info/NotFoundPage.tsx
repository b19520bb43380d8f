import { Anchor, Button, Card, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useBrand } from "../../app/BrandProvider.js";

const BLOCKS = [
  {
    title: "Order printed graphics",
    text: "Upload your artwork, choose a material and see your price before you order.",
    to: "/portal",
    link: "Open the upload portal",
  },
  {
    title: "Prepare your files",
    text: "Our art specifications explain colour, resolution, bleed and cut lines.",
    to: "/help",
    link: "Read the art rules",
  },
  {
    title: "Guides and answers",
    text: "Help videos, frequently asked questions and downloadable guides.",
    to: "/resources",
    link: "Browse resources",
  },
];

export default function NotFoundPage() {
  const brand = useBrand();
  return (
    <Container size="md" py={60}>
      <Stack align="center" gap="md">
        <Title order={1} ta="center">
          Sorry... That page does not live here.
        </Title>
        <Button component={Link} to="/" size="md">
          Go Home
        </Button>
      </Stack>
      {brand.id !== "NGS" && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt={48} data-testid="not-found-blocks">
          {BLOCKS.map((b) => (
            <Card key={b.title} withBorder padding="lg">
              <Title order={2} size="h4">
                {b.title}
              </Title>
              <Text size="sm" mt="xs">
                {b.text}
              </Text>
              <Anchor component={Link} to={b.to} mt="sm" size="sm">
                {b.link}
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
