import { Badge, Group, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

// The head of a payout's and a batch's view: its status (and test mode) as badges, then its
// fields as label–value rows.

export function DetailHead({
  status,
  color,
  test,
  rows,
}: {
  status: string;
  color: string;
  test: boolean;
  rows: Array<[string, ReactNode]>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="xs">
        <Badge size="lg" variant="light" color={color}>
          {status}
        </Badge>
        {test && (
          <Badge variant="light" color="orange">
            {t("mode.test")}
          </Badge>
        )}
      </Group>
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" c="dimmed" fw={500} style={{ verticalAlign: "top" }}>
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
