import { Card, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { TableScroll } from "./TableScroll";

/** A column's heading; amounts stand against the right edge. */
export type ListColumn = { label: string; right?: boolean };

/**
 * A list as a bordered, striped table that scrolls sideways on a narrow screen (TableScroll,
 * reachable by keyboard): its head from the columns, its rows the caller's.
 */
export function ListTable({
  label,
  minWidth,
  columns,
  testId,
  children,
}: {
  label: string;
  minWidth: number;
  columns: readonly ListColumn[];
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding={0} radius="md">
      <TableScroll label={label} minWidth={minWidth}>
        <Table striped verticalSpacing="sm" data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.label} style={column.right ? { textAlign: "right" } : undefined}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </TableScroll>
    </Card>
  );
}
