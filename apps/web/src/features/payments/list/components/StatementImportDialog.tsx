import { Badge, Button, FileInput, Group, Modal, Stack, Table, Text } from "@mantine/core";
import type { StatementImportResult } from "@payflow/contracts/payments";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TableScroll } from "../../../../components/TableScroll";
import { errorMessage } from "../../../../lib/errors";
import { formatXof } from "../../../../lib/format";
import { toast } from "../../../../lib/toast";
import { useStatementImport } from "../../api/import-statement";

const OUTCOME_COLOR = { matched: "teal", alreadyApplied: "gray", unmatched: "yellow", invalid: "red" } as const;

/** A CSV bank statement: a preview of what matches pending transfers, then applying it. */
export function StatementImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [csv, setCsv] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<StatementImportResult | null>(null);
  const run = useStatementImport();
  const close = () => {
    setCsv(null);
    setFile(null);
    setResult(null);
    onClose();
  };
  // Lines PayFlow could not read are listed with their reason; counted here beside the others.
  const invalid = result?.lines.filter((l) => l.outcome === "invalid").length ?? 0;
  const failed = (e: unknown) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) });
  const preview = (text: string) => run.mutate({ csv: text, apply: false }, { onSuccess: setResult, onError: failed });
  const apply = () =>
    csv &&
    run.mutate(
      { csv, apply: true },
      {
        onSuccess: (r) => {
          toast.show({
            color: "teal",
            title: t("transactions.statement.applied"),
            message: t("transactions.statement.appliedText", { count: r.matched }),
          });
          close();
        },
        onError: failed,
      },
    );
  return (
    <Modal opened={opened} onClose={close} title={t("transactions.statement.title")} size="xl" centered>
      <Stack gap="sm">
        <Text size="sm">{t("transactions.statement.intro")}</Text>
        <FileInput
          label={t("transactions.statement.file")}
          accept=".csv,text/csv"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={file}
          onChange={async (f) => {
            setFile(f);
            setResult(null);
            const text = f ? await f.text() : null;
            setCsv(text);
            if (text) preview(text);
          }}
          clearable
        />
        {result && (
          <>
            <Group gap="xs">
              <Badge color="teal" variant="light" data-testid="statement-count">
                {t("transactions.statement.matched", { count: result.matched })}
              </Badge>
              <Badge color="yellow" variant="light" data-testid="statement-count">
                {t("transactions.statement.unmatched", { count: result.unmatched })}
              </Badge>
              {invalid > 0 && (
                <Badge color="red" variant="light" data-testid="statement-count">
                  {t("transactions.statement.invalid", { count: invalid })}
                </Badge>
              )}
            </Group>
            <TableScroll label={t("transactions.statement.title")} minWidth={720} maxHeight={320}>
              <Table striped verticalSpacing={4} data-testid="statement-lines">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("transactions.statement.line")}</Table.Th>
                    <Table.Th>{t("transactions.statement.date")}</Table.Th>
                    <Table.Th style={{ textAlign: "right" }}>{t("transactions.statement.rawAmount")}</Table.Th>
                    <Table.Th style={{ textAlign: "right" }}>{t("transactions.statement.amount")}</Table.Th>
                    <Table.Th>{t("transactions.statement.label")}</Table.Th>
                    <Table.Th>{t("transactions.statement.outcome")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.lines.map((l) => (
                    <Table.Tr key={l.line} data-outcome={l.outcome}>
                      <Table.Td>{l.line}</Table.Td>
                      <Table.Td>{l.date}</Table.Td>
                      <Table.Td data-cell="raw-amount" ff="monospace" style={{ textAlign: "right", whiteSpace: "pre" }}>
                        {l.rawAmount}
                      </Table.Td>
                      <Table.Td data-cell="amount" style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                        {l.amount === null ? "—" : formatXof(l.amount, i18n.language)}
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>{l.label}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={OUTCOME_COLOR[l.outcome]}>
                          {t(`transactions.statement.outcomes.${l.outcome}`)}
                        </Badge>
                        {l.reason && (
                          <Text size="xs" c="dimmed" mt={2}>
                            {t(`transactions.statement.reasons.${l.reason}`)}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("common.cancel")}
          </Button>
          <Button disabled={!result || result.matched === 0} loading={run.isPending} onClick={apply}>
            {t("transactions.statement.apply", { count: result?.matched ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
