import "../i18n";
import { Avatar, Button, Card, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import { formatBankAccountNumber, PROVIDER_BADGE, type Provider } from "@payflow/contracts/payment-account-rules";
import type { PaymentAccount } from "@payflow/contracts/payment-accounts";
import { IconPlus, IconStarFilled, IconWallet } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { EditDeleteActions } from "../../../components/EditDeleteActions";
import { QueryStatus } from "../../../components/QueryStatus";
import { useDocumentHead } from "../../../lib/document-head";
import { errorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/toast";
import { useDeleteAccount } from "../api/delete-account";
import { paymentAccountsQuery } from "../api/list-accounts";
import { useSetPrimary } from "../api/set-primary";
import { AccountFormDialog } from "./AccountFormDialog";

const BADGE_COLOR: Record<string, string> = { OM: "orange", MTN: "yellow", MV: "blue", W: "cyan" };

export function AccountsPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.section", { section: t("accounts.title") }));
  const { data, isPending, error } = useQuery(paymentAccountsQuery());
  const [editing, setEditing] = useState<PaymentAccount | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<PaymentAccount | null>(null);
  const setPrimary = useSetPrimary();
  const remove = useDeleteAccount();
  const failed = (e: unknown) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) });

  const onSetPrimary = (account: PaymentAccount) =>
    setPrimary.mutate(account.id, {
      onSuccess: (saved) =>
        toast.show({
          color: "teal",
          title: t("accounts.primarySet"),
          message: t("accounts.primarySetText", { name: saved.accountName }),
        }),
      onError: failed,
    });

  const onDelete = () => {
    if (!deleting) return;
    const name = deleting.accountName;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.show({
          color: "teal",
          title: t("accounts.deleted"),
          message: t("accounts.deletedText", { name }),
        });
        setDeleting(null);
      },
      onError: (e) => {
        failed(e);
        setDeleting(null);
      },
    });
  };

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Group justify="space-between" align="flex-start" mb="md">
          <div>
            <Title order={1} size="h2">
              {t("accounts.title")}
            </Title>
            <Text c="dimmed" size="sm">
              {t("accounts.subtitle")}
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t("accounts.add")}
          </Button>
        </Group>
        {isPending || error ? (
          <QueryStatus isPending={isPending} error={error} />
        ) : data.items.length === 0 ? (
          <Stack align="center" gap="xs" py="lg">
            <IconWallet size={32} aria-hidden />
            <Text c="dimmed" ta="center">
              {t("accounts.empty")}
            </Text>
          </Stack>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="accounts-list">
            {data.items.map((a) => (
              <AccountRow
                key={a.id}
                account={a}
                busy={setPrimary.isPending && setPrimary.variables === a.id}
                onSetPrimary={() => onSetPrimary(a)}
                onEdit={() => setEditing(a)}
                onDelete={() => setDeleting(a)}
              />
            ))}
          </Stack>
        )}
      </Card>
      {editing !== undefined && <AccountFormDialog account={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("accounts.deleteTitle")}
        text={t("accounts.deleteText", { name: deleting?.accountName ?? "" })}
        confirmLabel={t("accounts.deleteConfirm")}
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

function AccountRow(props: {
  account: PaymentAccount;
  busy: boolean;
  onSetPrimary: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const a = props.account;
  const badge = PROVIDER_BADGE[a.operatorBank as Provider] ?? a.operatorBank.slice(0, 4);
  return (
    <Card component="li" withBorder padding="sm" radius="md" data-testid="account-row" data-primary={a.isPrimary}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar color={BADGE_COLOR[badge] ?? "gray"} radius="md" size={44} aria-hidden>
            <Text size={badge.length > 3 ? "xs" : "sm"} fw={700}>
              {badge}
            </Text>
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                {a.accountName}
              </Text>
              {a.isPrimary && (
                <Tooltip label={t("accounts.primary")}>
                  <IconStarFilled
                    size={16}
                    color="var(--mantine-color-yellow-6)"
                    aria-label={t("accounts.primary")}
                    role="img"
                    data-testid="primary-star"
                  />
                </Tooltip>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {a.operatorBank} ·{" "}
              {a.type === "mobile" ? `+225 ${a.accountNumberPhone}` : formatBankAccountNumber(a.accountNumberPhone)}
            </Text>
            {a.holderName && (
              <Text size="sm" c="dimmed">
                {t("accounts.holder", { name: a.holderName })}
              </Text>
            )}
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          {!a.isPrimary && (
            <Button size="compact-sm" variant="light" loading={props.busy} onClick={props.onSetPrimary}>
              {t("accounts.setPrimary")}
            </Button>
          )}
          <EditDeleteActions
            editLabel={t("accounts.edit", { name: a.accountName })}
            deleteLabel={t("accounts.delete", { name: a.accountName })}
            onEdit={props.onEdit}
            onDelete={props.onDelete}
          />
        </Group>
      </Group>
    </Card>
  );
}
