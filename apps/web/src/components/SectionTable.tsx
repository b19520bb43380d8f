import { Card, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import stacked from "./stackedTable.module.css";

export interface SectionColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/**
 * A titled card holding one table (the staff customer page's users, limits, orders and changes): the
 * section and the table are named by the title, `empty` shows when there are no rows, and under
 * 600 px each row is a card with its values labelled (stackedTable.module.css).
 */
export function SectionTable<T>({
  title,
  rows,
  rowKey,
  columns,
  empty,
  children,
}: {
  title: string;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly SectionColumn<T>[];
  empty: string;
  /** Shown under the table (a note, an error). */
  children?: ReactNode;
}) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Table.ScrollContainer
          minWidth={560}
          className={stacked.scroll}
          classNames={{ scrollContainerInner: stacked.scrollInner }}
        >
          <Table aria-label={title} className={stacked.table}>
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
      )}
      {children}
    </Card>
  );
}
