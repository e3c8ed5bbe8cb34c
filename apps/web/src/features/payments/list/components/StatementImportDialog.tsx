import { Badge, Button, FileInput, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatementLineCells } from "../../../../components/StatementLineCells";
import { TableScroll } from "../../../../components/TableScroll";
import { errorMessage } from "../../../../lib/errors";
import { useStatementFile } from "../../../../lib/statement-file";
import { toast } from "../../../../lib/toast";
import { useStatementImport } from "../../api/import-statement";

/** A CSV bank statement: a preview of what matches pending transfers, then applying it. */
export function StatementImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const failed = (e: unknown) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) });
  const statement = useStatementFile(useStatementImport(), {
    failed,
    applied: (r) => {
      toast.show({
        color: "teal",
        title: t("transactions.statement.applied"),
        message: t("transactions.statement.appliedText", { count: r.matched }),
      });
      close();
    },
  });
  const { result } = statement;
  const close = () => {
    statement.reset();
    onClose();
  };
  // Lines PayFlow could not read are listed with their reason; counted here beside the others.
  const invalid = result?.lines.filter((l) => l.outcome === "invalid").length ?? 0;
  return (
    <Modal opened={opened} onClose={close} title={t("transactions.statement.title")} size="xl" centered>
      <Stack gap="sm">
        <Text size="sm">{t("transactions.statement.intro")}</Text>
        <FileInput
          label={t("transactions.statement.file")}
          accept=".csv,text/csv"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={statement.file}
          onChange={statement.choose}
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
                      <StatementLineCells
                        line={l}
                        language={i18n.language}
                        outcome={t(`transactions.statement.outcomes.${l.outcome}`)}
                        reason={l.reason && t(`transactions.statement.reasons.${l.reason}`)}
                      />
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
          <Button disabled={!result || result.matched === 0} loading={statement.pending} onClick={statement.apply}>
            {t("transactions.statement.apply", { count: result?.matched ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
