import { Card, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { type StackedColumn, StackedTable } from "./StackedTable.js";

export type SectionColumn<T> = StackedColumn<T>;

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
        <StackedTable label={title} rows={rows} rowKey={rowKey} columns={columns} />
      )}
      {children}
    </Card>
  );
}
