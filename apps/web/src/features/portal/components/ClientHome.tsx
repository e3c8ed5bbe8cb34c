import "../i18n";
import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import { IconCash, IconFileInvoice, IconHelp, IconUser } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useOutletContext } from "react-router";
import { useDocumentHead } from "../../../lib/document-head";
import { firstName } from "../../../lib/names";
import { portalTransactionsQuery } from "../api/list-transactions";

const CARDS = [
  { key: "myTransactions", text: "transactionsCard", to: "/client-dashboard/transactions", icon: IconCash },
  { key: "myInvoices", text: "invoicesCard", to: "/client-dashboard/invoices", icon: IconFileInvoice },
  { key: "profile", text: "profileCard", to: "/client-dashboard/profile", icon: IconUser },
  { key: "support", text: "supportCard", to: "/client-dashboard/support", icon: IconHelp },
] as const;

export function ClientHome() {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  useDocumentHead(t("pageTitle.clientDashboard"));
  // The business is the company owning the client record (the server's answer), not the company
  // the client typed when registering (me.company). Same query as "My transactions": cached.
  const { data } = useQuery(portalTransactionsQuery("", "live"));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2" data-testid="welcome">
          {t("client.greeting", { name: firstName(me.name) })}
        </Title>
        {data && <Text c="dimmed">{t("client.subtitle", { company: data.company })}</Text>}
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {CARDS.map(({ key, text, to, icon: Icon }) => (
          <Card key={key} withBorder padding="lg" radius="md">
            <Stack gap="sm" h="100%">
              <ThemeIcon variant="light" size="lg" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <Title order={2} size="h4">
                {t(`nav.${key}`)}
              </Title>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {t(`client.${text}`)}
              </Text>
              <Button component={Link} to={to} variant="light">
                {t("client.open")}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
