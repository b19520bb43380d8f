import { Button, Card, Group, List, Paper, SimpleGrid, Text, Title, UnstyledButton } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";

/** The portal's product-type tiles (docs/product/portal.md): the accepted types plus Accessories (misc). */
const PORTAL_TILES = [
  {
    productType: "adhesive",
    name: "Adhesive Film",
    description: "Printed vinyl films for walls, floors, vehicles and signs.",
  },
  { productType: "rigid", name: "Rigid Panels", description: "ACM and Corex sheets printed direct and cut to size." },
  { productType: "Wallcoverings", name: "Wallcoverings", description: "Printed wallpaper in panels." },
  {
    productType: "Window Decoration",
    name: "Window Decoration",
    description: "Clear, perforated and frosted films for glass.",
  },
  { productType: "Magnetic", name: "Magnetic", description: "Printed magnetic sheeting for vehicles and steel." },
  { productType: "misc", name: "Accessories", description: "Step stakes and other accessories." },
] as const;

export interface ProductTypePickerProps {
  productType: string;
  onChoose(productType: string): void;
  onRestart(): void;
}

/**
 * Top of the portal: every tile until one is chosen; then only the chosen one and Restart. The
 * Getting Started pane shows until a type is chosen.
 */
export function ProductTypePicker({ productType, onChoose, onRestart }: ProductTypePickerProps) {
  const shown = productType ? PORTAL_TILES.filter((t) => t.productType === productType) : PORTAL_TILES;
  return (
    <section aria-labelledby="portal-types">
      <Group justify="space-between" mb="sm">
        <Title order={2} id="portal-types" size="h3">
          Product Type
        </Title>
        {productType && (
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRestart}>
            Restart
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        {shown.map((t) => (
          <UnstyledButton
            key={t.productType}
            aria-pressed={t.productType === productType}
            onClick={() => !productType && onChoose(t.productType)}
            aria-disabled={productType !== "" || undefined}
          >
            <Card
              withBorder
              padding="sm"
              h="100%"
              style={t.productType === productType ? { borderColor: "var(--mantine-primary-color-filled)" } : undefined}
            >
              <Text fw={700}>{t.name}</Text>
              <Text size="sm" c="dimmed">
                {t.description}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {!productType && (
        <Paper withBorder p="md" mt="md" aria-labelledby="portal-getting-started" component="section">
          <Title order={2} size="h4" id="portal-getting-started">
            Getting Started
          </Title>
          <List type="ordered" mt="xs">
            <List.Item>Choose a product type above.</List.Item>
            <List.Item>Open the Image Library to add your artwork to the project.</List.Item>
            <List.Item>
              Upload new images or organise your folders in the library, then set the size and options.
            </List.Item>
          </List>
        </Paper>
      )}
    </section>
  );
}
