import "../i18n";
import { Card, Grid, Stack, Text, Title } from "@mantine/core";
import { hasCapability } from "@payflow/contracts/capabilities";
import type { Payment } from "@payflow/contracts/payments";
import type { Me } from "@payflow/contracts/profile";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useOutletContext, useSearchParams } from "react-router";
import { QueryStatus } from "../../../../components/QueryStatus";
import { RequireCapability } from "../../../../components/RequireCapability";
import { useDocumentHead } from "../../../../lib/document-head";
import { formatXof } from "../../../../lib/format";
import { useModeKey } from "../../../../lib/test-mode";
import { toast } from "../../../../lib/toast";
import { posAccountsQuery } from "../../api/pos-accounts";
import { InfoCards } from "./InfoCards";
import { IntegrationCard } from "./IntegrationCard";
import { PaymentPanel } from "./PaymentPanel";
import { PosForm } from "./PosForm";

/**
 * /dashboard/pos (usePOS): request a payment, then follow it live on its panel. The
 * ?status=…&tx_ref=… shows that payment's outcome in the staff's own browser; the payer is never
 * sent here (a staff page would only show them the sign-in page).
 */
export function PosPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.section", { section: t("nav.pos") }));
  return (
    <RequireCapability capability="usePOS">
      <Screen />
    </RequireCapability>
  );
}

function Screen() {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const [params, setParams] = useSearchParams();
  const followed = params.get("tx_ref");
  const accounts = useQuery(posAccountsQuery(useModeKey()));
  // Live updates reach those who see transactions; the panel reads by itself for the others.
  const live = hasCapability(me.capabilities, "viewTransactions");

  const onCreated = (payment: Payment) => {
    toast.show({
      color: "teal",
      title: t("pos.created"),
      message: t("pos.createdText", { amount: formatXof(payment.amount, i18n.language), phone: payment.phone ?? "" }),
    });
    setParams({ tx_ref: payment.id });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("pos.title")}
        </Title>
        <Text c="dimmed">{t("pos.subtitle")}</Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          {followed ? (
            <Stack gap="xs">
              {params.get("status") && (
                <Text size="sm" c="dimmed">
                  {t("pos.returned", { id: followed })}
                </Text>
              )}
              <PaymentPanel id={followed} live={live} onNew={() => setParams({})} />
            </Stack>
          ) : (
            <Card withBorder padding="lg" radius="md">
              {accounts.isPending || accounts.error ? (
                <QueryStatus isPending={accounts.isPending} error={accounts.error} />
              ) : (
                <PosForm accounts={accounts.data.items} onCreated={onCreated} />
              )}
            </Card>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <IntegrationCard />
        </Grid.Col>
      </Grid>
      <InfoCards />
    </Stack>
  );
}
