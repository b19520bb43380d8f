import { CloseButton, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { type StackedColumn, StackedTable } from "../../components/StackedTable.js";

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

const userKey = (user: { Id: number }) => user.Id;

/** A table of users (Manage Users, the staff user list): a row a user, a line when there is none. */
export function UserTable<T extends { Id: number }>({
  stacked = false,
  ...table
}: {
  label: string;
  minWidth: number;
  columns: readonly StackedColumn<T>[];
  rows: readonly T[];
  empty: string;
  highlightOnHover?: boolean;
  /** Under 600 px each row is a card with its values labelled (stackedTable.module.css). */
  stacked?: boolean;
}) {
  return <StackedTable striped verticalSpacing="xs" stacked={stacked} rowKey={userKey} {...table} />;
}
