import { CloseButton, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";
import stackedTable from "../../components/stackedTable.module.css";

/** docs/product/accounts.md: the user lists' search debounce. */
const SEARCH_DEBOUNCE_MS = 100;

/**
 * A user list's search: the box's text and the users with a field containing it (any case), once the
 * typing pauses. `fields` names what a user is found by; keep it a module-level function.
 */
export function useUserSearch<T>(users: readonly T[] | undefined, fields: (user: T) => string[]) {
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const matches = useMemo(() => {
    const q = query.toLowerCase();
    return (users ?? []).filter((u) => !q || fields(u).some((v) => v.toLowerCase().includes(q)));
  }, [users, query, fields]);
  return { search, setSearch, query, matches };
}

export function UserSearchInput({
  placeholder,
  search,
  setSearch,
}: {
  placeholder: string;
  search: string;
  setSearch(value: string): void;
}) {
  return (
    <TextInput
      label="Search users"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={search ? <CloseButton aria-label="Clear search" onClick={() => setSearch("")} /> : null}
      value={search}
      onChange={(e) => setSearch(e.currentTarget.value)}
      maw={420}
      mb="sm"
    />
  );
}

export interface UserColumn<T> {
  label: string;
  cell(user: T): ReactNode;
}

/** A table of users (Manage Users, the staff user list): a row a user, a line when there is none. */
export function UserTable<T extends { Id: number; Username: string }>({
  label,
  minWidth,
  columns,
  rows,
  empty,
  highlightOnHover,
  stacked,
}: {
  label: string;
  minWidth: number;
  columns: readonly UserColumn<T>[];
  rows: readonly T[];
  empty: string;
  highlightOnHover?: boolean;
  /** Under 600 px each row is a card with its values labelled (stackedTable.module.css). */
  stacked?: boolean;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      className={stacked ? stackedTable.scroll : undefined}
      classNames={stacked ? { scrollContainerInner: stackedTable.scrollInner } : undefined}
    >
      <Table
        striped
        highlightOnHover={highlightOnHover}
        verticalSpacing="xs"
        aria-label={label}
        className={stacked ? stackedTable.table : undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label} scope="col">
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="sm">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((u) => (
            <Table.Tr key={u.Id} data-username={u.Username}>
              {columns.map((c) => (
                <Table.Td key={c.label} data-label={c.label}>
                  {c.cell(u)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
