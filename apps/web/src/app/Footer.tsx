import { Anchor, Button, Container, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useBrand } from "./BrandProvider.js";
import classes from "./layout.module.css";

const ContactModal = lazy(() => import("../features/contact/ContactModal.js"));

/** Footer per brand: social links, address lines, phone link; Wholesale adds Contact and the information links. */
export function Footer() {
  const brand = useBrand();
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <footer className={classes.footer} data-testid="site-footer">
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Stack gap={4}>
            <Text fw={700}>{brand.name}</Text>
            <address style={{ fontStyle: "normal" }}>
              {brand.contact.addressLines.slice(1).map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </address>
            <Anchor href={`tel:${brand.contact.phoneDial}`} size="sm">
              {brand.contact.phone}
            </Anchor>
            <Text size="sm">{brand.contact.hours}</Text>
          </Stack>
          <Stack gap={4}>
            <Text fw={700}>Follow us</Text>
            <Group gap="sm">
              {brand.social.map((s) => (
                <Anchor key={s.label} href={s.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {s.label}
                </Anchor>
              ))}
            </Group>
          </Stack>
          {brand.footerContactAndLinks && (
            <Stack gap={6} align="flex-start">
              <Button variant="white" onClick={() => setContactOpen(true)}>
                Contact
              </Button>
              <Group gap="md">
                <Anchor component={Link} to="/terms" size="sm">
                  Terms
                </Anchor>
                <Anchor component={Link} to="/resources" size="sm">
                  Resources
                </Anchor>
                <Anchor component={Link} to="/help" size="sm">
                  Help
                </Anchor>
              </Group>
            </Stack>
          )}
        </SimpleGrid>
        <Text size="xs" mt="lg" opacity={0.8}>
          © {new Date().getFullYear()} {brand.name}. All sales final.
        </Text>
      </Container>
      {contactOpen && (
        <Suspense fallback={null}>
          <ContactModal onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
