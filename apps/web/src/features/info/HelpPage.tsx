import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { ART_RULES } from "@portal/contract";
import { IconExternalLink } from "@tabler/icons-react";
import { Link } from "react-router";
import { useBrand } from "../../app/BrandProvider.js";
import { ArtSpecLinks } from "./ArtSpecLinks.js";
import { NEW_TAB, NewTabHint } from "./links.js";
import { VIDEO_PLAYLIST_URL } from "./resourcesContent.js";

export default function HelpPage() {
  const brand = useBrand();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Help</Title>
      <Text size="lg" mt="xs">
        Everything you need to prepare print-ready artwork: the art specifications, how-to videos and our file rules.
      </Text>

      <Stack component="section" aria-labelledby="help-downloads" gap="sm" mt={48}>
        <Title order={2} id="help-downloads">
          Art Specification Downloads
        </Title>
        <Text>Each PDF covers sizes, bleed, cut lines and panel layout for its material.</Text>
        <ArtSpecLinks materials={["adhesive", "acm", "corex"]} />
      </Stack>

      <Stack component="section" aria-labelledby="help-videos" gap="sm" mt={48}>
        <Title order={2} id="help-videos">
          How-To Videos
        </Title>
        <Text>
          Short videos show how to convert raster artwork to vector, check artwork at 100% print size and change artwork
          size.
        </Text>
        <Group gap="md">
          <Button
            component="a"
            href={VIDEO_PLAYLIST_URL}
            {...NEW_TAB}
            variant="outline"
            rightSection={<IconExternalLink size={18} aria-hidden />}
          >
            Watch the video playlist
            <NewTabHint />
          </Button>
          <Anchor component={Link} to="/resources">
            Read the written walkthroughs on the Resources page
          </Anchor>
        </Group>
      </Stack>

      <Stack component="section" aria-labelledby="help-art-rules" gap="sm" mt={48}>
        <Title order={2} id="help-art-rules">
          Art Rules
        </Title>
        <Text>Follow these rules in every file you upload so your graphics print and cut as expected.</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {ART_RULES.map((rule) => (
            <Card key={rule.title} withBorder padding="md">
              <Title order={3} size="h5">
                {rule.title}
              </Title>
              <Text size="sm" mt={4}>
                {rule.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack component="section" aria-labelledby="help-contact" gap="xs" mt={48}>
        <Title order={2} id="help-contact">
          Still Need Help?
        </Title>
        <Text>
          Call us at <Anchor href={`tel:${brand.contact.phoneDial}`}>{brand.contact.phone}</Anchor> or email{" "}
          <Anchor href={`mailto:${brand.contact.email}`}>{brand.contact.email}</Anchor>. Our hours are{" "}
          {brand.contact.hours}.
        </Text>
      </Stack>
    </Container>
  );
}
