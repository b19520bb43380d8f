import { Alert, Loader, Stack, Switch, Table, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import stacked from "../../components/stackedTable.module.css";
import { useAvailability, useSetAvailability } from "./staffCustomersApi.js";
import { formatDateTime } from "../../lib/dates.js";

/** /staff/catalog: materials and option choices marked unavailable for this brand, and back (ops, admin). */
export default function StaffCatalogPage() {
  const list = useAvailability();
  const set = useSetAvailability();
  const [q, setQ] = useState("");
  const match = (...texts: string[]) => texts.some((t) => t.toLowerCase().includes(q.trim().toLowerCase()));
  const note = (inCatalog: boolean, by: string, at: string | null) =>
    !inCatalog ? "withdrawn from the catalog" : by ? `${by}, ${formatDateTime(at)}` : "";
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
      {/* Under 600 px each row is a card, its values labelled (stackedTable.module.css). */}
      <Table.ScrollContainer
        minWidth={520}
        className={stacked.scroll}
        classNames={{ scrollContainerInner: stacked.scrollInner }}
      >
        <Table aria-label="Materials" className={stacked.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Available</Table.Th>
              <Table.Th scope="col">Material</Table.Th>
              <Table.Th scope="col">Item</Table.Th>
              <Table.Th scope="col">Product type</Table.Th>
              <Table.Th scope="col">Changed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.Materials.filter((m) => match(m.Name, m.ItemNo, m.ProductType)).map((m) => (
              <Table.Tr key={m.ItemNo}>
                <Table.Td data-label="Available">
                  <Switch
                    aria-label={`${m.Name} available`}
                    checked={m.Available}
                    // Not disabled while a save runs: that would take the keyboard focus away.
                    disabled={!m.InCatalog && !m.Available}
                    onChange={(e) =>
                      !set.isPending &&
                      set.mutate({ Kind: "material", Key: m.ItemNo, Available: e.currentTarget.checked })
                    }
                  />
                </Table.Td>
                <Table.Td data-label="Material">{m.Name}</Table.Td>
                <Table.Td data-label="Item">{m.ItemNo}</Table.Td>
                <Table.Td data-label="Product type">{m.ProductType}</Table.Td>
                <ChangedCell text={note(m.InCatalog, m.ChangedBy, m.Changed)} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={2} size="h3">
        Option choices
      </Title>
      <Table.ScrollContainer
        minWidth={520}
        className={stacked.scroll}
        classNames={{ scrollContainerInner: stacked.scrollInner }}
      >
        <Table aria-label="Option choices" className={stacked.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Available</Table.Th>
              <Table.Th scope="col">Option</Table.Th>
              <Table.Th scope="col">Choice</Table.Th>
              <Table.Th scope="col">Changed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.Choices.filter((c) => match(c.OptionName, c.Name, c.Value)).map((c) => (
              <Table.Tr key={`${c.OptionKey}\u0000${c.Value}`}>
                <Table.Td data-label="Available">
                  <Switch
                    aria-label={`${c.OptionName}: ${c.Name} available`}
                    checked={c.Available}
                    disabled={!c.InCatalog && !c.Available}
                    onChange={(e) =>
                      !set.isPending &&
                      set.mutate({
                        Kind: "choice",
                        Key: c.OptionKey,
                        Value: c.Value,
                        Available: e.currentTarget.checked,
                      })
                    }
                  />
                </Table.Td>
                <Table.Td data-label="Option">{c.OptionName}</Table.Td>
                <Table.Td data-label="Choice">{c.Name}</Table.Td>
                <ChangedCell text={note(c.InCatalog, c.ChangedBy, c.Changed)} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** Who changed the row and when; an empty cell (hidden on a phone) when nobody has. */
function ChangedCell({ text }: { text: string }) {
  return (
    <Table.Td data-label={text ? "Changed" : undefined}>
      {text && (
        <Text size="xs" c="dimmed">
          {text}
        </Text>
      )}
    </Table.Td>
  );
}
