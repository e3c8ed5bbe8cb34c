import "../dashboard-i18n";
import { Alert, Card, Skeleton, Table, Text, Title } from "@mantine/core";
import type { TimeZoneLabel } from "@payflow/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { TableScroll } from "../../../components/TableScroll";
import { errorMessage } from "../../../lib/errors";
import { describeUserAgent, formatDateTime } from "../../../lib/format";
import { loginSessionsQuery } from "../api/login-sessions";

/** The company's latest 10 real sign-ins (shown to manageUsers / manageAll only). */
export function RecentLoginSessions({ timeZone }: { timeZone: TimeZoneLabel }) {
  const { t, i18n } = useTranslation();
  const { data, isPending, error } = useQuery(loginSessionsQuery());
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h4" mb="md">
        {t("home.loginSessionsTitle")}
      </Title>
      {isPending ? (
        <Skeleton h={120} />
      ) : error ? (
        <Alert color="red">{errorMessage(t, error)}</Alert>
      ) : data.items.length === 0 ? (
        <Text c="dimmed">{t("home.loginSessionsEmpty")}</Text>
      ) : (
        <TableScroll label={t("home.loginSessionsTitle")} minWidth={520}>
          <Table striped highlightOnHover data-testid="login-sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("home.sessionEmail")}</Table.Th>
                <Table.Th>{t("home.sessionTime")}</Table.Th>
                <Table.Th>{t("home.sessionDevice")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.email}</Table.Td>
                  <Table.Td>{formatDateTime(s.timestamp, i18n.language, timeZone)}</Table.Td>
                  <Table.Td title={s.userAgent ?? undefined}>
                    {describeUserAgent(s.userAgent) ?? t("home.unknownDevice")}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}
