import { Alert, Badge, Button, Group, List, Stack, Text } from "@mantine/core";
import type { BalanceCheck, BalanceCheckStatus } from "@payflow/contracts/ledger";
import { PAYMENT_OPERATOR_NAMES } from "@payflow/contracts/payment-rules";
import type { Me } from "@payflow/contracts/profile";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { errorMessage } from "../../../lib/errors";
import { formatDateTime, formatXof } from "../../../lib/format";
import { useModeKey } from "../../../lib/test-mode";
import { balanceChecksQuery, useCheckBalances } from "../api/balances";

const COLORS: Record<BalanceCheckStatus, string> = {
  matched: "teal",
  explained: "teal",
  in_flight: "yellow",
  unexplained: "red",
  unavailable: "gray",
};

/**
 * The operator balance check (docs/LEDGER.md § Operator balance check) under the balances: what
 * MTN and Wave say the account holds against the books, the movements that explain the
 * difference, and a button to ask them now.
 */
export function BalanceChecks() {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const mode = useModeKey();
  const checks = useQuery(balanceChecksQuery(mode));
  const check = useCheckBalances(mode);
  const xof = (amount: number | null) => (amount === null ? "—" : formatXof(amount, i18n.language));
  return (
    <Stack gap="xs" mt="md" data-testid="balance-checks">
      <Group justify="space-between">
        <Text fw={600}>{t("home.balances.checks.title")}</Text>
        <Button size="xs" variant="default" loading={check.isPending} onClick={() => check.mutate(undefined)}>
          {t("home.balances.checks.now")}
        </Button>
      </Group>
      {check.error && (
        <Alert color="red" role="alert">
          {errorMessage(t, check.error)}
        </Alert>
      )}
      {checks.data?.checks.map((c: BalanceCheck) => (
        <div key={c.operator} data-operator={c.operator}>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {PAYMENT_OPERATOR_NAMES[c.operator]}
            </Text>
            {c.status ? (
              <Badge color={COLORS[c.status]} variant="light">
                {t(`home.balances.checks.states.${c.status}`)}
              </Badge>
            ) : (
              <Text size="sm" c="dimmed">
                {t("home.balances.checks.never")}
              </Text>
            )}
            {c.checkedAt && (
              <Text size="xs" c="dimmed">
                {formatDateTime(c.checkedAt, i18n.language, me.preferences.timeZone)}
              </Text>
            )}
          </Group>
          {c.status === "unavailable" && (
            <Text size="sm" c="dimmed">
              {c.error === "not_configured"
                ? t("home.balances.checks.notConfigured")
                : t("home.balances.checks.unavailable", { error: c.error ?? "" })}
            </Text>
          )}
          {c.status && c.status !== "unavailable" && (
            <List size="sm" spacing={2}>
              <List.Item>{t("home.balances.checks.operatorSays", { amount: xof(c.operatorAmount) })}</List.Item>
              <List.Item>{t("home.balances.checks.books", { amount: xof(c.booksAmount) })}</List.Item>
              {c.fees !== 0 && <List.Item>{t("home.balances.checks.fees", { amount: xof(c.fees) })}</List.Item>}
              {c.manualRefunds !== 0 && (
                <List.Item>{t("home.balances.checks.manualRefunds", { amount: xof(c.manualRefunds) })}</List.Item>
              )}
              {c.status === "in_flight" && (
                <List.Item>
                  {t("home.balances.checks.inFlight", { amount: xof(c.inFlight), count: c.inFlightPayments ?? 0 })}
                </List.Item>
              )}
              {c.unexplained !== 0 && c.status !== "in_flight" && (
                <List.Item>
                  {/* The theme's error colour: readable on either scheme (Mantine's red is not, at this size). */}
                  <Text span c="var(--mantine-color-error)" fw={600} size="sm">
                    {t("home.balances.checks.unexplained", { amount: xof(c.unexplained) })}
                  </Text>
                </List.Item>
              )}
            </List>
          )}
        </div>
      ))}
    </Stack>
  );
}
