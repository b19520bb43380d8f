import { Table } from "@mantine/core";
import type { ReactNode } from "react";
import stacked from "./stackedTable.module.css";

export interface StackedColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/**
 * A table named by `label` (shown as its caption with `caption`), one column per entry, that under
 * 600 px shows each row as a card with its values labelled (stackedTable.module.css).
 */
export function StackedTable<T>({
  label,
  rows,
  rowKey,
  columns,
  minWidth = 560,
  caption = false,
}: {
  label: string;
  caption?: boolean;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly StackedColumn<T>[];
  minWidth?: number;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      className={stacked.scroll}
      classNames={{ scrollContainerInner: stacked.scrollInner }}
    >
      <Table aria-label={caption ? undefined : label} className={stacked.table}>
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
          {rows.map((r) => (
            <Table.Tr key={rowKey(r)}>
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
