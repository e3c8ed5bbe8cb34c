import { Alert, Paper, SimpleGrid, Skeleton, Text, Title } from "@mantine/core";
import { MOBILE_PAYMENT_OPERATORS, PAYMENT_OPERATOR_NAMES } from "@payflow/contracts/payment-rules";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../lib/format";
import { useModeKey } from "../../../lib/test-mode";
import { balancesQuery } from "../../reports";

/**
 * What each operator account can pay out, from the books (GET /api/balances): available (settled,
 * what a payout is paid from) and pending (collected, not yet settled). Compact, a card per
 * wallet, so a phone reads it without scrolling sideways.
 */
export function PayoutBalances() {
  const { t, i18n } = useTranslation();
  const balances = useQuery(balancesQuery(useModeKey()));
  const xof = (amount: number) => formatXof(amount, i18n.language);
  const wallets = balances.data?.operators.filter((o) =>
    (MOBILE_PAYMENT_OPERATORS as readonly string[]).includes(o.operator),
  );
  return (
    <section aria-labelledby="payout-balances-title">
      <Title order={2} size="h5" id="payout-balances-title">
        {t("payouts.balances.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t("payouts.balances.hint")}
      </Text>
      {balances.error ? (
        <Alert color="red" role="alert">
          {t("payouts.balances.error")}
        </Alert>
      ) : !wallets ? (
        <Skeleton h={72} />
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="payout-balances">
          {wallets.map((w) => (
            <Paper key={w.operator} withBorder radius="md" p="sm" data-operator={w.operator}>
              <Text size="sm" fw={600}>
                {PAYMENT_OPERATOR_NAMES[w.operator]}
              </Text>
              <Text size="xs" c="dimmed">
                {t("payouts.balances.available")}
              </Text>
              <Text fw={700} data-field="available" style={{ overflowWrap: "anywhere" }}>
                {xof(w.available)}
              </Text>
              <Text size="xs" c="dimmed">
                {t("payouts.balances.pendingLine", { amount: xof(w.pending) })}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
