import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import type { PayoutBatchFile, PayoutBatchLineCheck, PayoutBatchPreview } from "@payflow/contracts/payout-batches";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../lib/format";
import { usePhone } from "../../../lib/use-phone";
import { lineProblem } from "../batch-status";
import { payoutOperatorName } from "../status";
import { BatchPager, pageRows } from "./BatchPager";

type Shown = "all" | "invalid";

/** Why the batch cannot be created yet, or null when it can (every line valid, every operator covered). */
export function createBlocker(preview: PayoutBatchPreview): "blockedInvalid" | "blockedBalance" | null {
  if (preview.invalid > 0) return "blockedInvalid";
  if (preview.totals.some((o) => !o.covered)) return "blockedBalance";
  return null;
}

/**
 * A file's preview: the columns ignored, the totals per operator against each available
 * balance (red when not covered), the approval note, the lines 50 at a time (those with a
 * problem alone on demand, the problem in words at its field) and "Create the batch" — enabled
 * only when nothing stops it, else saying why.
 */
export function BatchPreviewView(props: { file: PayoutBatchFile; creating: boolean; onCreate: () => void }) {
  const { t, i18n } = useTranslation();
  const { preview, unknownColumns } = props.file;
  const money = (n: number) => formatXof(n, i18n.language);
  const blocker = createBlocker(preview);
  return (
    <Stack gap="md" data-testid="batch-preview">
      {unknownColumns.length > 0 && (
        <Alert color="yellow" data-testid="batch-unknown-columns">
          {t("payoutBatches.preview.unknownColumns", { columns: unknownColumns.join(", ") })}
        </Alert>
      )}
      <Text fw={500} data-testid="batch-summary">
        {t("payoutBatches.preview.summary", {
          valid: preview.valid.toLocaleString(i18n.language),
          invalid: preview.invalid.toLocaleString(i18n.language),
          count: (preview.valid + preview.invalid).toLocaleString(i18n.language),
        })}
      </Text>
      {preview.totals.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t("payoutBatches.preview.totalsTitle")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {preview.totals.map((o) => (
              <Card
                key={o.operator}
                withBorder
                radius="md"
                padding="sm"
                data-testid="batch-total"
                data-operator={o.operator}
                data-covered={o.covered}
                style={o.covered ? undefined : { borderColor: "var(--mantine-color-red-filled)" }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600}>{payoutOperatorName(t, o.operator)}</Text>
                  <Badge color={o.covered ? "teal" : "red"} variant="light" style={{ flexShrink: 0 }}>
                    {t(o.covered ? "payoutBatches.preview.covered" : "payoutBatches.preview.notCovered")}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {t("payoutBatches.preview.countLine", {
                    lines: o.count.toLocaleString(i18n.language),
                    fee: money(o.fee),
                  })}
                </Text>
                <Text size="sm" fw={600}>
                  {t("payoutBatches.preview.needed", { amount: money(o.amount + o.fee) })}
                </Text>
                <Text size="sm" c={o.covered ? undefined : "red"} data-field="available">
                  {t("payoutBatches.preview.available", { amount: money(o.available) })}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Text size="sm">
            {t("payoutBatches.preview.total", { amount: money(preview.totalAmount), fee: money(preview.totalFee) })}
          </Text>
        </Stack>
      )}
      {preview.approvalRequired && (
        <Alert color="blue" data-testid="batch-approval-note">
          {t("payoutBatches.preview.approval")}
        </Alert>
      )}
      <PreviewLines lines={preview.lines} invalid={preview.invalid} />
      <Stack gap={6} align="flex-end">
        {blocker && (
          <Text size="sm" c="red" id="batch-create-blocker" data-testid="batch-create-blocker" ta="right">
            {t(`payoutBatches.preview.${blocker}`)}
          </Text>
        )}
        <Button
          onClick={props.onCreate}
          disabled={blocker !== null}
          loading={props.creating}
          aria-describedby={blocker ? "batch-create-blocker" : undefined}
        >
          {t("payoutBatches.preview.create")}
        </Button>
      </Stack>
    </Stack>
  );
}

function PreviewLines({ lines, invalid }: { lines: PayoutBatchLineCheck[]; invalid: number }) {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const [shown, setShown] = useState<Shown>(invalid > 0 ? "invalid" : "all");
  const [page, setPage] = useState(1);
  const rows = shown === "invalid" ? lines.filter((l) => l.error) : lines;
  const current = pageRows(rows, page);
  const money = (n: number | null) => (n === null ? "—" : formatXof(n, i18n.language));
  const problem = (l: PayoutBatchLineCheck) =>
    l.error ? (
      <Text size="sm" c="red" data-field={l.error.field ?? undefined}>
        {lineProblem(t, l.error)}
      </Text>
    ) : (
      <Text size="sm" c="teal">
        {t("payoutBatches.preview.ok")}
      </Text>
    );

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {t("payoutBatches.preview.linesTitle")}
        </Title>
        {invalid > 0 && (
          <SegmentedControl
            size="xs"
            aria-label={t("payoutBatches.preview.show")}
            value={shown}
            onChange={(v) => {
              setShown(v as Shown);
              setPage(1);
            }}
            data={[
              { value: "invalid", label: t("payoutBatches.preview.showInvalid", { count: invalid }) },
              { value: "all", label: t("payoutBatches.preview.showAll") },
            ]}
          />
        )}
      </Group>
      {phone ? (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }} data-testid="batch-lines">
          {current.rows.map((l) => (
            <Card
              component="li"
              key={l.line}
              withBorder
              padding="xs"
              radius="md"
              data-testid="batch-line"
              data-line={l.line}
              data-invalid={l.error !== null}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                  {t("payoutBatches.preview.line")} {l.line}
                  {l.reference ? ` · ${l.reference}` : ""}
                </Text>
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {money(l.amount)}
                </Text>
              </Group>
              {l.phone && (
                <Text size="xs" c="dimmed">
                  {l.phone}
                  {l.operator ? ` · ${payoutOperatorName(t, l.operator)}` : ""}
                </Text>
              )}
              {problem(l)}
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing={6} data-testid="batch-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("payoutBatches.preview.line")}</Table.Th>
                <Table.Th>{t("payoutBatches.preview.reference")}</Table.Th>
                <Table.Th>{t("payoutBatches.preview.phone")}</Table.Th>
                <Table.Th>{t("payoutBatches.preview.operator")}</Table.Th>
                <Table.Th style={{ textAlign: "right" }}>{t("payoutBatches.preview.amount")}</Table.Th>
                <Table.Th>{t("payoutBatches.preview.problem")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {current.rows.map((l) => (
                <Table.Tr key={l.line} data-testid="batch-line" data-line={l.line} data-invalid={l.error !== null}>
                  <Table.Td>{l.line}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{l.reference ?? "—"}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{l.phone ?? "—"}</Table.Td>
                  <Table.Td>{l.operator ? payoutOperatorName(t, l.operator) : "—"}</Table.Td>
                  <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>{money(l.amount)}</Table.Td>
                  <Table.Td>{problem(l)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <BatchPager
        count={rows.length}
        page={current.page}
        shown={current.rows.length}
        onChange={setPage}
        rangeKey="payoutBatches.preview.page"
        labelKey="payoutBatches.preview.pages"
      />
    </Stack>
  );
}
