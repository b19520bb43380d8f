import { type MantineSpacing, Table, Text } from "@mantine/core";
import type { AriaAttributes, ReactNode } from "react";
import stacked from "./stackedTable.module.css";

export interface StackedColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/**
 * A table named by `label` (shown as its caption with `caption`), one column per entry, that under
 * 600 px shows each row as a card with its values labelled (stackedTable.module.css) unless
 * `stacked` is false. With `empty`, a table without rows says so in one line.
 */
export function StackedTable<T>({
  label,
  rows,
  rowKey,
  columns,
  minWidth = 560,
  caption = false,
  stacked: stacks = true,
  empty,
  striped,
  highlightOnHover,
  verticalSpacing,
  rowAria,
}: {
  label: string;
  caption?: boolean;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly StackedColumn<T>[];
  minWidth?: number;
  stacked?: boolean;
  empty?: string;
  striped?: boolean;
  highlightOnHover?: boolean;
  verticalSpacing?: MantineSpacing;
  /** ARIA attributes of a row (the current step of a chain). */
  rowAria?: (row: T) => AriaAttributes;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      className={stacks ? stacked.scroll : undefined}
      classNames={stacks ? { scrollContainerInner: stacked.scrollInner } : undefined}
    >
      <Table
        aria-label={caption ? undefined : label}
        className={stacks ? stacked.table : undefined}
        striped={striped}
        highlightOnHover={highlightOnHover}
        verticalSpacing={verticalSpacing}
      >
        {caption && <Table.Caption>{label}</Table.Caption>}
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
          {empty !== undefined && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="sm">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((r) => (
            <Table.Tr key={rowKey(r)} {...rowAria?.(r)}>
              {columns.map((c) => (
                <Table.Td key={c.label} data-label={c.label}>
                  {c.cell(r)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
