import { Card, Paper, Stack, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { TableScroll } from "../../../components/TableScroll";

// The plans' lists as one table of columns on a wide screen, or one card per row on a phone
// (nothing to scroll sideways at 375 px). Each row carries its test hooks (data-testid, data-id…).

export type Column<R> = { key: string; label: string; end?: boolean; nowrap?: boolean; cell: (row: R) => ReactNode };
type Hooks = Record<`data-${string}`, string>;
type Rows<R> = { rows: readonly R[]; rowKey: (row: R) => string; hooks: (row: R) => Hooks; testId: string };

const align = (c: Column<never>) =>
  ({ textAlign: c.end ? "right" : "left", whiteSpace: c.nowrap ? "nowrap" : "normal" }) as const;

/** A named table that scrolls sideways when narrow; `bare` leaves out its card (inside another one). */
export function DataTable<R>(
  props: Rows<R> & { label: string; minWidth: number; columns: Column<R>[]; bare?: boolean },
) {
  const { rows, rowKey, hooks, columns } = props;
  const table = (
    <TableScroll label={props.label} minWidth={props.minWidth}>
      <Table striped verticalSpacing="sm" data-testid={props.testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} style={align(c)}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...hooks(row)}>
              {columns.map((c) => (
                <Table.Td key={c.key} style={align(c)}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
  if (props.bare) return table;
  return (
    <Card withBorder padding={0} radius="md">
      {table}
    </Card>
  );
}

/** The same rows as a list of cards, each drawn by `card`. */
export function RowCards<R>({ rows, rowKey, hooks, testId, card }: Rows<R> & { card: (row: R) => ReactNode }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} data-testid={testId}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm" {...hooks(row)}>
          {card(row)}
        </Paper>
      ))}
    </Stack>
  );
}
