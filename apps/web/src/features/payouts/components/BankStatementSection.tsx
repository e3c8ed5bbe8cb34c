import { Button, FileInput, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatementLineCells } from "../../../components/StatementLineCells";
import { errorMessage } from "../../../lib/errors";
import { useStatementFile } from "../../../lib/statement-file";
import { toast } from "../../../lib/toast";
import { usePayoutStatementImport } from "../api/bank-files";

/** The bank statement (approvePayouts): its debits matched to bank payouts, previewed, then confirmed paid. */
export function BankStatementSection() {
  const { t, i18n } = useTranslation();
  const statement = useStatementFile(usePayoutStatementImport(), {
    failed: (e) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) }),
    applied: (r) => {
      toast.show({
        color: "teal",
        title: t("payouts.bank.confirmed"),
        message: t("payouts.bank.applied", { count: r.matched }),
      });
      statement.reset();
    },
  });
  const { result } = statement;
  // Only the lines about payouts: money in and unreadable lines are the payments' import's.
  const lines = result?.lines.filter((l) => l.reason !== "notDebit") ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t("payouts.bank.statement")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("payouts.bank.statementIntro")}
      </Text>
      <FileInput
        label={t("payouts.bank.statementFile")}
        accept=".csv,text/csv"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        value={statement.file}
        clearable
        onChange={statement.choose}
      />
      {result && lines.length > 0 && (
        <Table.ScrollContainer minWidth={560} mah={260}>
          <Table striped verticalSpacing={4} data-testid="payout-statement-lines">
            <Table.Tbody>
              {lines.map((l) => (
                <Table.Tr key={l.line} data-outcome={l.outcome}>
                  <StatementLineCells
                    line={l}
                    language={i18n.language}
                    outcome={t(`payouts.bank.outcomes.${l.outcome}`)}
                    reason={l.reason && t(`payouts.bank.reasons.${l.reason}`)}
                  />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {result && (
        <Group justify="flex-end">
          <Button disabled={result.matched === 0} loading={statement.pending} onClick={statement.apply}>
            {t("payouts.bank.apply", { count: result.matched })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
