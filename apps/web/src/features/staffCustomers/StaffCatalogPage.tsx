import { Alert, Loader, Stack, Switch, Table, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useAvailability, useSetAvailability, when } from "./staffCustomersApi.js";

/** /staff/catalog: materials and option choices marked unavailable for this brand, and back (ops, admin). */
export default function StaffCatalogPage() {
  const list = useAvailability();
  const set = useSetAvailability();
  const [q, setQ] = useState("");
  const match = (...texts: string[]) => texts.some((t) => t.toLowerCase().includes(q.trim().toLowerCase()));
  const note = (inCatalog: boolean, by: string, at: string | null) =>
    !inCatalog ? "withdrawn from the catalog" : by ? `${by}, ${when(at)}` : "";
  if (list.isLoading) return <Loader aria-label="Loading the catalog" />;
  if (list.error || !list.data) return <Alert color="red">{list.error?.message}</Alert>;
  return (
    <Stack>
      <Title order={1}>Catalog Availability</Title>
      <Text size="sm">
        Unavailable materials and choices show as unavailable in the tile menu and the portal at once, and cannot be
        added to a cart; cart lines on an unavailable material are refused at checkout.
      </Text>
      <TextInput label="Filter" value={q} onChange={(e) => setQ(e.currentTarget.value)} maxLength={100} />
      {set.error && <Alert color="red">{set.error.message}</Alert>}
      <Title order={2} size="h3">
        Materials
      </Title>
      {/* On a phone the table scrolls sideways inside its box, not the page. */}
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label="Materials">
          <Table.Tbody>
            {list.data.Materials.filter((m) => match(m.Name, m.ItemNo, m.ProductType)).map((m) => (
              <Table.Tr key={m.ItemNo}>
                <Table.Td>
                  <Switch
                    aria-label={`${m.Name} available`}
                    checked={m.Available}
                    disabled={set.isPending || (!m.InCatalog && !m.Available)}
                    onChange={(e) =>
                      set.mutate({ Kind: "material", Key: m.ItemNo, Available: e.currentTarget.checked })
                    }
                  />
                </Table.Td>
                <Table.Td>{m.Name}</Table.Td>
                <Table.Td>{m.ItemNo}</Table.Td>
                <Table.Td>{m.ProductType}</Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {note(m.InCatalog, m.ChangedBy, m.Changed)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={2} size="h3">
        Option choices
      </Title>
      {/* On a phone the table scrolls sideways inside its box, not the page. */}
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label="Option choices">
          <Table.Tbody>
            {list.data.Choices.filter((c) => match(c.OptionName, c.Name, c.Value)).map((c) => (
              <Table.Tr key={`${c.OptionKey}\u0000${c.Value}`}>
                <Table.Td>
                  <Switch
                    aria-label={`${c.OptionName}: ${c.Name} available`}
                    checked={c.Available}
                    disabled={set.isPending || (!c.InCatalog && !c.Available)}
                    onChange={(e) =>
                      set.mutate({
                        Kind: "choice",
                        Key: c.OptionKey,
                        Value: c.Value,
                        Available: e.currentTarget.checked,
                      })
                    }
                  />
                </Table.Td>
                <Table.Td>{c.OptionName}</Table.Td>
                <Table.Td>{c.Name}</Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {note(c.InCatalog, c.ChangedBy, c.Changed)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
