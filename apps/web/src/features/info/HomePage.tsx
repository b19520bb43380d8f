import { Alert, Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Suspense } from "react";
import { Link } from "react-router";
import { useBrand } from "../../app/BrandProvider.js";
import { useLoginDialog } from "../../app/LoginDialogContext.js";
import { useSession } from "../../app/SessionProvider.js";
import { PageLoader } from "../../components/PageLoader.js";
import { TileMenu } from "../tileMenu/index.js";
import { ArtSpecLinks, artSpecMaterialsFor } from "./ArtSpecLinks.js";
import { PRODUCT_TYPES } from "./products.js";

export default function HomePage() {
  const brand = useBrand();
  const { isSignedIn } = useSession();
  const login = useLoginDialog();
  return (
    <Container size="lg" py="xl">
      {brand.holidayBanner.on && (
        <Alert color="yellow" mb="md" role="status">
          {brand.holidayBanner.text}
        </Alert>
      )}
      <Stack gap="md" align="flex-start">
        <Title order={1}>On-Demand Graphics Production</Title>
        <Text size="lg">{brand.tagline}</Text>
        {!isSignedIn && (
          <Group>
            <Button size="md" onClick={login.open}>
              Log In
            </Button>
          </Group>
        )}
      </Stack>

      {brand.switches.specSheets && (
        <Stack component="section" aria-labelledby="home-art-specs" gap="sm" mt={48}>
          <Title order={2} id="home-art-specs">
            Art Specifications
          </Title>
          <Text>
            Download the set-up rules for your material before you build your files, so your artwork prints right the
            first time.
          </Text>
          <ArtSpecLinks materials={artSpecMaterialsFor(brand)} />
          <Anchor component={Link} to="/help" size="sm">
            Read the written art rules
          </Anchor>
        </Stack>
      )}

      <Stack component="section" aria-labelledby="home-products" gap="sm" mt={48}>
        <Title order={2} id="home-products">
          What We Print
        </Title>
        <Text>
          {brand.name} prints to the trade only: you sell and install, we produce. Upload your artwork, pick a material
          and most orders placed by 3:00 pm Central ship the next business day.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" mt="xs">
          {PRODUCT_TYPES.map((p) => (
            <Card key={p.title} withBorder padding="lg">
              <Title order={3} size="h4">
                {p.title}
              </Title>
              <Text size="sm" mt="xs">
                {p.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      {brand.switches.tileMenu && (
        <section id="material-guide" aria-label="Material Selection Guide">
          <Suspense fallback={<PageLoader />}>
            <TileMenu />
          </Suspense>
        </section>
      )}
    </Container>
  );
}
