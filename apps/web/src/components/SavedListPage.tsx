import { Anchor, Button, Center, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconPlus } from "@tabler/icons-react";
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { LoadError } from "./LoadError.js";

/** What is being edited: NEW_KEY adds one, any other key edits that item. */
const NEW_KEY = "0";

interface SavedListPageProps<T, K extends QueryKey> {
  title: string;
  addLabel: string;
  /** The items' name in the loading, error and empty texts: "addresses". */
  what: string;
  list: UseQueryOptions<T[], Error, T[], K>;
  /** One card; `edit` opens the editor on the given key. */
  card(item: T, edit: (key: string) => void): ReactNode;
  /** The add/edit dialog for a key ("0" adds); `close` reloads the list. */
  editor(key: string, close: () => void): ReactNode;
}

/**
 * An account screen of saved items (Shipping Addresses, Payment Methods; docs/product/accounts.md): a
 * link back to Account, the title with its Add button, the items as cards, and the add/edit dialog.
 */
export function SavedListPage<T, K extends QueryKey>({
  title,
  addLabel,
  what,
  list,
  card,
  editor,
}: SavedListPageProps<T, K>) {
  const queryClient = useQueryClient();
  const items = useQuery(list);
  const [editing, setEditing] = useState<string | null>(null);

  const close = () => {
    setEditing(null);
    // The spec reloads the page on close; refetching the list shows the same to the user.
    void queryClient.invalidateQueries({ queryKey: list.queryKey });
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
          <Title order={1}>{title}</Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(NEW_KEY)}>
            {addLabel}
          </Button>
        </Group>

        {items.isPending ? (
          <Center py="xl">
            <Loader aria-label={`Loading ${what}`} />
          </Center>
        ) : items.isError ? (
          <LoadError what={`The ${what}`} message={items.error.message} />
        ) : items.data.length === 0 ? (
          <Text c="dimmed">No saved {what} yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {items.data.map((item) => card(item, setEditing))}
          </SimpleGrid>
        )}
      </Stack>
      {editing !== null && editor(editing, close)}
    </Container>
  );
}
