import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { Address } from "@portal/contract";
import { useSession } from "../../app/SessionProvider.js";
import { SavedListPage } from "../../components/SavedListPage.js";
import AddressModal from "./AddressModal.js";
import { addressListQuery } from "./addressesApi.js";

/** Shipping Addresses screen (docs/product/accounts.md): the user's saved addresses as cards, with add and edit. */
export default function ShippingAddressesPage() {
  const userId = useSession().user?.Id ?? 0;
  return (
    <SavedListPage
      title="Shipping Addresses"
      addLabel="Add Address"
      what="addresses"
      list={addressListQuery(userId)}
      card={(a, edit) => <AddressCard key={a.ShipKey} address={a} onEdit={() => edit(a.ShipKey)} />}
      editor={(shipKey, close) => <AddressModal userId={userId} shipKey={shipKey} onClose={close} />}
    />
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
