import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { Address } from "@portal/contract";
import { IconArrowLeft, IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useSession } from "../../app/SessionProvider.js";
import { fetchData } from "../../lib/api.js";
import AddressModal from "./AddressModal.js";
import { LoadError } from "../../components/LoadError.js";

/** Shipping Addresses screen (docs/product/accounts.md): the user's saved addresses as cards, with add and edit. */
export default function ShippingAddressesPage() {
  const { user } = useSession();
  const userId = user?.Id ?? 0;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const addresses = useQuery({
    queryKey: ["addresses", userId],
    queryFn: () => fetchData<Address[]>("POST", "/Account/GetShippingAddresses", { userId }),
    enabled: userId > 0,
  });

  const close = () => {
    setEditing(null);
    // The spec reloads the page on close; refetching the list shows the same to the user.
    void queryClient.invalidateQueries({ queryKey: ["addresses", userId] });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/account" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            Account
          </Group>
        </Anchor>
        <Group justify="space-between" align="center">
          <Title order={1}>Shipping Addresses</Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("0")}>
            Add Address
          </Button>
        </Group>

        {addresses.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading addresses" />
          </Center>
        ) : addresses.isError ? (
          <LoadError what="The addresses" message={addresses.error.message} />
        ) : addresses.data.length === 0 ? (
          <Text c="dimmed">No saved addresses yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {addresses.data.map((a) => (
              <AddressCard key={a.ShipKey} address={a} onEdit={() => setEditing(a.ShipKey)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {editing !== null && <AddressModal userId={userId} shipKey={editing} onClose={close} />}
    </Container>
  );
}

function AddressCard({ address: a, onEdit }: { address: Address; onEdit(): void }) {
  const fullName = `${a.FirstName} ${a.LastName}`.trim();
  const headingId = `address-${a.ShipKey}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap={4} style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {fullName}
          </Title>
          <Badge variant="light" color={a.Residential ? "grape" : "blue"} style={{ flexShrink: 0 }}>
            {a.Residential ? "Residence" : "Business"}
          </Badge>
        </Group>
        {a.Email && <Text size="sm">{a.Email}</Text>}
        {a.CompanyName && <Text size="sm">{a.CompanyName}</Text>}
        <Text size="sm">{a.Address1}</Text>
        {a.Address2 && <Text size="sm">{a.Address2}</Text>}
        <Text size="sm">
          {a.City}, {a.State} {a.Zip}
        </Text>
        {a.PhoneNumber && <Text size="sm">{a.PhoneNumber}</Text>}
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button variant="light" onClick={onEdit} aria-label={`Edit ${fullName}`}>
          Edit
        </Button>
      </Group>
    </Card>
  );
}
