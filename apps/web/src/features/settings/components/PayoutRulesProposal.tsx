import "../i18n-payout-rules";
import { Alert, Button, Group, Stack, Table, Text } from "@mantine/core";
import { BANK_FILE_FORMAT_BANKS, type BankFileFormat } from "@payflow/contracts/payout-rules";
import type { PayoutSettingsProposal, PayoutSettingsState } from "@payflow/contracts/payout-settings";
import type { Me } from "@payflow/contracts/profile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { errorMessage } from "../../../lib/errors";
import { formatDateTime, formatXof } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { useConfirmPayoutSettingsProposal } from "../api/confirm-payout-settings-proposal";
import { useDropPayoutSettingsProposal } from "../api/drop-payout-settings-proposal";

const LIMITS = ["approvalThreshold", "perPayoutLimit", "perBeneficiaryDailyLimit", "companyDailyLimit"] as const;

type Action = "confirm" | "reject" | "withdraw";

const TEXTS = {
  confirm: {
    title: "payoutRules.confirmTitle",
    text: "payoutRules.confirmText",
    button: "payoutRules.confirm",
    done: "payoutRules.confirmed",
  },
  reject: {
    title: "payoutRules.rejectTitle",
    text: "payoutRules.rejectText",
    button: "payoutRules.reject",
    done: "payoutRules.rejected",
  },
  withdraw: {
    title: "payoutRules.withdrawTitle",
    text: "payoutRules.withdrawText",
    button: "payoutRules.withdraw",
    done: "payoutRules.withdrawn",
  },
} as const;

/**
 * The change of the payout rules waiting for a second approver (docs/PAYOUTS.md § Four eyes on
 * the rules): each rule now and as proposed, who proposed it and when; Confirm and Reject for
 * another approver, Withdraw for its proposer — each asked again in a dialog. The server judges
 * again who may: the buttons only spare a refusal.
 */
export function PayoutRulesProposal(props: {
  state: PayoutSettingsState & { proposal: PayoutSettingsProposal };
  me: Pick<Me, "id" | "preferences">;
  mayDecide: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { proposal } = props.state;
  const [action, setAction] = useState<Action | null>(null);
  const confirm = useConfirmPayoutSettingsProposal();
  const drop = useDropPayoutSettingsProposal();
  const busy = confirm.isPending || drop.isPending;
  const failure = confirm.error ?? drop.error;
  const own = proposal.proposedBy === props.me.id;
  const name = proposal.proposedByName ?? t("payoutRules.someone");

  const layout = (f: BankFileFormat) =>
    f === "generic" ? t("settings.payouts.bankFileGeneric") : BANK_FILE_FORMAT_BANKS[f];
  const rows = [
    ...LIMITS.map((f) => ({
      key: f,
      label: t(`settings.payouts.${f}`),
      now: formatXof(props.state[f], i18n.language),
      next: formatXof(proposal.settings[f], i18n.language),
      changed: props.state[f] !== proposal.settings[f],
    })),
    {
      key: "bankFileFormat",
      label: t("payoutRules.bankFileFormat"),
      now: layout(props.state.bankFileFormat),
      next: layout(proposal.settings.bankFileFormat),
      changed: props.state.bankFileFormat !== proposal.settings.bankFileFormat,
    },
  ];

  const run = (a: Action) => {
    confirm.reset();
    drop.reset();
    const done = {
      onSuccess: () => toast.show({ color: "teal", message: t(TEXTS[a].done) }),
      onSettled: () => setAction(null),
    };
    if (a === "confirm") confirm.mutate(proposal.proposedAt, done);
    else drop.mutate(undefined, done);
  };

  return (
    <Alert color="yellow" title={t("payoutRules.pendingTitle")} data-testid="payout-rules-proposal">
      <Stack gap="sm">
        <Text size="sm">
          {t("payoutRules.proposedBy", {
            name,
            when: formatDateTime(proposal.proposedAt, i18n.language, props.me.preferences.timeZone),
          })}
        </Text>
        <Table withTableBorder={false} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("payoutRules.rule")}</Table.Th>
              <Table.Th>{t("payoutRules.current")}</Table.Th>
              <Table.Th>{t("payoutRules.proposed")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key} data-changed={r.changed || undefined}>
                <Table.Td>{r.label}</Table.Td>
                <Table.Td>{r.now}</Table.Td>
                <Table.Td fw={r.changed ? 700 : undefined}>{r.changed ? `→ ${r.next}` : r.next}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {failure ? <Text c="red">{errorMessage(t, failure)}</Text> : null}
        {own ? (
          <Group justify="space-between">
            <Text size="sm">{t("payoutRules.yours")}</Text>
            <Button variant="default" onClick={() => setAction("withdraw")}>
              {t("payoutRules.withdraw")}
            </Button>
          </Group>
        ) : props.mayDecide ? (
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={() => setAction("reject")}>
              {t("payoutRules.reject")}
            </Button>
            <Button onClick={() => setAction("confirm")}>{t("payoutRules.confirm")}</Button>
          </Group>
        ) : (
          <Text size="sm">{t("payoutRules.notYours")}</Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={action !== null}
        title={action ? t(TEXTS[action].title) : ""}
        text={action ? t(TEXTS[action].text, { name }) : ""}
        confirmLabel={action ? t(TEXTS[action].button) : ""}
        busy={busy}
        onConfirm={() => action && run(action)}
        onClose={() => setAction(null)}
      />
    </Alert>
  );
}
