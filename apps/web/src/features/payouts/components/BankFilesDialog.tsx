import "../batch-i18n";
import { Alert, Button, Divider, Group, Modal, Stack, Table, Text, Title } from "@mantine/core";
import { type Capability, hasCapability } from "@payflow/contracts/capabilities";
import type { TimeZoneLabel } from "@payflow/contracts/constants";
import type { PayoutBankFile } from "@payflow/contracts/payout-bank-files";
import { BANK_FILE_FORMAT_BANKS } from "@payflow/contracts/payout-rules";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryStatus } from "../../../components/QueryStatus";
import { errorMessage } from "../../../lib/errors";
import { formatDateTime, formatXof } from "../../../lib/format";
import { useModeKey } from "../../../lib/test-mode";
import { toast } from "../../../lib/toast";
import { usePhone } from "../../../lib/use-phone";
import { bankFilesQuery, downloadBankFile, queuedBankPayoutsQuery, useMakeBankFile } from "../api/bank-files";
import { BankStatementSection } from "./BankStatementSection";

/**
 * Bank payouts (docs/PAYOUTS.md § Bank payouts): the transfer file of the queued ones
 * (createPayouts; they move to processing), the files made before, downloaded again, and the
 * bank statement that confirms them paid (approvePayouts).
 */
export function BankFilesDialog(props: {
  opened: boolean;
  onClose: () => void;
  held: readonly Capability[];
  timeZone: TimeZoneLabel;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t("payouts.bank.title")} size="xl" fullScreen={phone}>
      {props.opened && (
        <Stack gap="md" data-testid="bank-files">
          <Text size="sm">{t("payouts.bank.intro")}</Text>
          {hasCapability(props.held, "createPayouts") && <MakeFile />}
          {hasCapability(props.held, "approvePayouts") && (
            <>
              <Divider />
              <BankStatementSection />
            </>
          )}
          <Divider />
          <PastFiles timeZone={props.timeZone} />
        </Stack>
      )}
    </Modal>
  );
}

function MakeFile() {
  const { t, i18n } = useTranslation();
  const queued = useQuery(queuedBankPayoutsQuery(useModeKey()));
  const make = useMakeBankFile();
  const [failure, setFailure] = useState<unknown>(null);
  if (queued.isPending || queued.error) return <QueryStatus isPending={queued.isPending} error={queued.error} />;
  const items = queued.data.items;
  const total = items.reduce((sum, p) => sum + p.amount, 0);
  const run = () => {
    setFailure(null);
    make.mutate(undefined, {
      onSuccess: (name) =>
        toast.show({ color: "teal", title: t("payouts.bank.made"), message: t("payouts.bank.madeText", { name }) }),
      onError: setFailure,
    });
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center">
        <Text fw={600} data-testid="bank-queued" data-count={items.length}>
          {t("payouts.bank.queued", {
            count: items.length,
            amount: formatXof(total, i18n.language),
          })}
          {queued.data.nextCursor ? " +" : ""}
        </Text>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={items.length === 0}
          loading={make.isPending}
          onClick={run}
        >
          {t("payouts.bank.make")}
        </Button>
      </Group>
      {failure !== null && (
        <Alert color="red" role="alert">
          {errorMessage(t, failure)}
        </Alert>
      )}
    </Stack>
  );
}

function PastFiles({ timeZone }: { timeZone: TimeZoneLabel }) {
  const { t, i18n } = useTranslation();
  const files = useQuery(bankFilesQuery(useModeKey()));
  const [failure, setFailure] = useState<unknown>(null);
  const bankOf = (f: PayoutBankFile) =>
    f.format === "generic" ? t("payouts.bank.generic") : BANK_FILE_FORMAT_BANKS[f.format];
  const download = (id: string) => {
    setFailure(null);
    downloadBankFile(id).catch(setFailure);
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t("payouts.bank.files")}
      </Title>
      {files.isPending || files.error ? (
        <QueryStatus isPending={files.isPending} error={files.error} />
      ) : files.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("payouts.bank.noFiles")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing="xs" data-testid="bank-files-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("payouts.bank.columns.date")}</Table.Th>
                <Table.Th>{t("payouts.bank.columns.format")}</Table.Th>
                <Table.Th style={{ textAlign: "right" }}>{t("payouts.bank.columns.lines")}</Table.Th>
                <Table.Th style={{ textAlign: "right" }}>{t("payouts.bank.columns.total")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.data.items.map((f) => (
                <Table.Tr key={f.id} data-id={f.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {formatDateTime(f.createdAt, i18n.language, timeZone)}
                  </Table.Td>
                  <Table.Td>{bankOf(f)}</Table.Td>
                  <Table.Td style={{ textAlign: "right" }}>{f.lineCount}</Table.Td>
                  <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                    {formatXof(f.totalAmount, i18n.language)}
                  </Table.Td>
                  <Table.Td style={{ textAlign: "right" }}>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconDownload size={14} aria-hidden />}
                      aria-label={t("payouts.bank.download", { id: f.id })}
                      onClick={() => download(f.id)}
                    >
                      CSV
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {failure !== null && (
        <Alert color="red" role="alert">
          {errorMessage(t, failure)}
        </Alert>
      )}
    </Stack>
  );
}
