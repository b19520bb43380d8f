import { Anchor, Button, Card, Container, List, SimpleGrid, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { ART_SPEC_TITLES, artSpecPath, guidePath } from "@portal/contract";
import { IconDownload, IconExternalLink } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useBrand } from "../../app/BrandProvider.js";
import { artSpecMaterialsFor } from "./ArtSpecLinks.js";
import { NEW_TAB, NewTabHint } from "./links.js";
import {
  ART_SPEC_SUMMARIES,
  FAQS,
  GUIDES,
  HELP_VIDEOS,
  INSTALLER_NETWORK_URL,
  VIDEO_PLAYLIST_URL,
} from "./resourcesContent.js";

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm" mt={48}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {intro && <Text>{intro}</Text>}
      {children}
    </Stack>
  );
}

/** A card with a PDF download; the link names its document so it makes sense on its own. */
function DownloadCard({ title, summary, href }: { title: string; summary: string; href: string }) {
  return (
    <Card withBorder padding="lg">
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm" mt="xs" style={{ flex: 1 }}>
        {summary}
      </Text>
      <Button
        component="a"
        href={href}
        download
        variant="light"
        mt="md"
        leftSection={<IconDownload size={18} aria-hidden />}
      >
        Download PDF<VisuallyHidden>— {title}</VisuallyHidden>
      </Button>
    </Card>
  );
}

export default function ResourcesPage() {
  const brand = useBrand();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Resources</Title>
      <Text size="lg" mt="xs">
        Walkthroughs, answers and downloadable guides to help you send print-ready files and get the right product.
      </Text>

      <Section
        id="help-videos"
        title="Help Videos"
        intro="Each video is also written out step by step below, so you can follow along in your design software."
      >
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {HELP_VIDEOS.map((v) => (
            <Card key={v.id} withBorder padding="lg" data-testid="help-video">
              <Title order={3} size="h4">
                {v.title}
              </Title>
              <Text size="sm" mt="xs">
                {v.summary}
              </Text>
              <List type="ordered" size="sm" spacing="xs" mt="sm" withPadding>
                {v.steps.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
              <Text size="sm" mt="sm" fs="italic" style={{ flex: 1 }}>
                {v.tip}
              </Text>
              <Anchor href={VIDEO_PLAYLIST_URL} {...NEW_TAB} size="sm" mt="md">
                Watch the video<VisuallyHidden>— {v.title}</VisuallyHidden>
                <NewTabHint />
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="faq" title="Frequently Asked Questions">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {FAQS.map((f) => (
            <Card key={f.question} withBorder padding="lg" data-testid="faq">
              <Title order={3} size="h5">
                {f.question}
              </Title>
              <Text size="sm" mt="xs">
                {f.answer}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Section
        id="art-specs"
        title="Art Specifications"
        intro="Material-by-material set-up rules for bleed, cut lines, resolution and sheet sizes."
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {artSpecMaterialsFor(brand).map((m) => (
            <DownloadCard key={m} title={ART_SPEC_TITLES[m]} summary={ART_SPEC_SUMMARIES[m]} href={artSpecPath(m)} />
          ))}
        </SimpleGrid>
      </Section>

      <Section id="guides" title="Guides">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {GUIDES.map((g) => (
            <DownloadCard key={g.doc} title={g.title} summary={g.summary} href={guidePath(g.doc)} />
          ))}
        </SimpleGrid>
      </Section>

      <Section
        id="installers"
        title="Certified Installers"
        intro="Need the graphics installed? A certified installer network lists trained wrap and graphics installers across the United States."
      >
        <Button
          component="a"
          href={INSTALLER_NETWORK_URL}
          {...NEW_TAB}
          variant="outline"
          w="fit-content"
          rightSection={<IconExternalLink size={18} aria-hidden />}
        >
          Find a certified installer
          <NewTabHint />
        </Button>
      </Section>
    </Container>
  );
}
