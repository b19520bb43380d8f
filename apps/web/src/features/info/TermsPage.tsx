import { Anchor, Box, Container, Group, List, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useBrand } from "../../app/BrandProvider.js";
import { conditionsOfOrder, TERMS_LAST_MODIFIED, termsOfUse } from "./termsContent.js";

const SECTION_STYLE = { scrollMarginTop: 80 };
const PLAIN_LIST = { listStyle: "none", margin: 0, padding: 0 };

export default function TermsPage() {
  const brand = useBrand();
  const { sections, conditions } = useMemo(() => {
    const provider = {
      name: brand.name,
      email: brand.contact.email,
      phone: brand.contact.phone,
      address: brand.contact.addressLines.join(", "),
    };
    return { sections: termsOfUse(provider), conditions: conditionsOfOrder(provider) };
  }, [brand]);

  return (
    <Container size="md" py="xl">
      <Title order={1}>Terms and Conditions</Title>
      <Text c="dimmed" mt="xs">
        {TERMS_LAST_MODIFIED}
      </Text>
      <Box component="nav" aria-label="On this page" mt="md">
        <Group gap="lg">
          <Anchor href="#terms-of-use">Terms of Use</Anchor>
          <Anchor href="#conditions-of-order">Conditions of Order</Anchor>
        </Group>
      </Box>

      <Box component="section" aria-labelledby="terms-of-use" mt="xl" style={SECTION_STYLE}>
        <Title order={2} id="terms-of-use">
          Terms of Use
        </Title>
        <Stack component="ol" gap="lg" mt="md" style={PLAIN_LIST}>
          {sections.map((s, i) => (
            <li key={s.title}>
              <Title order={3} size="h4">
                {i + 1}. {s.title}
              </Title>
              {s.paragraphs.map((p) => (
                <Text key={p} mt="xs">
                  {p}
                </Text>
              ))}
            </li>
          ))}
        </Stack>
      </Box>

      <Box component="section" aria-labelledby="conditions-of-order" mt={48} style={SECTION_STYLE}>
        <Title order={2} id="conditions-of-order">
          Conditions of Order
        </Title>
        <Text mt="xs">
          These conditions apply to every order placed with {brand.name}, together with the Terms of Use above.
        </Text>
        <List type="ordered" spacing="md" mt="md">
          {conditions.map((c) => (
            <List.Item key={c.title}>
              <Text span fw={700}>
                {c.title}.
              </Text>{" "}
              {c.text}
            </List.Item>
          ))}
        </List>
      </Box>
    </Container>
  );
}
