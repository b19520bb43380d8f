import { Container, Stack, Text, Title } from "@mantine/core";
import { LibraryBrowser } from "./LibraryBrowser.js";

/** Manage Files (docs/product/library.md, route manageFiles at /library): the library on its own page. */
export default function LibraryPage() {
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Manage Files</Title>
          <Text c="dimmed">
            Keep your artwork in folders. Upload PDF, AI or TIFF files; each one gets an artwork check.
          </Text>
        </Stack>
        <LibraryBrowser />
      </Stack>
    </Container>
  );
}
