import "../i18n";
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import {
  ACCOUNT_NAME_MAX,
  BANKS,
  firstPaymentAccountError,
  hasOperatorPrefixMismatch,
  isMobileOperator,
  MOBILE_OPERATORS,
} from "@payflow/contracts/payment-account-rules";
import type { PaymentAccount } from "@payflow/contracts/payment-accounts";
import { useTranslation } from "react-i18next";
import { PhoneField } from "../../../components/PhoneField";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useSaveAccount } from "../api/save-account";

type FormValues = {
  accountName: string;
  operatorBank: string;
  accountNumberPhone: string;
  holderName: string;
  isPrimary: boolean;
};

/** Add (account = null) or edit a payment account (docs/PRODUCT.md §5 form; primary rules of §4 on the server). */
export function AccountFormDialog({ account, onClose }: { account: PaymentAccount | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useFieldForm<FormValues>(
    account
      ? {
          accountName: account.accountName,
          operatorBank: account.operatorBank,
          accountNumberPhone: account.accountNumberPhone,
          holderName: account.holderName,
          isPrimary: account.isPrimary,
        }
      : { accountName: "", operatorBank: "", accountNumberPhone: "", holderName: "", isPrimary: false },
    (values) => [firstPaymentAccountError(values)],
  );
  const save = useSaveAccount();
  const { operatorBank, accountNumberPhone } = form.values;
  const mobile = isMobileOperator(operatorBank);
  const prefixWarning =
    mobile && hasOperatorPrefixMismatch(operatorBank, accountNumberPhone)
      ? t("accounts.prefixWarning", { operator: operatorBank })
      : null;

  const onSubmit = form.submit((values) => {
    const key = account ? "updated" : "added";
    save.mutate(
      { id: account?.id ?? null, body: values },
      {
        onSuccess: (saved) => {
          toast.show({
            color: "teal",
            title: t(`accounts.${key}`),
            message: t(`accounts.${key}Text`, { name: saved.accountName }),
          });
          onClose();
        },
        onError: (e) => form.fail(e),
      },
    );
  });

  const numberProps = form.bind("accountNumberPhone");
  return (
    <Modal opened onClose={onClose} title={t(account ? "accounts.editTitle" : "accounts.addTitle")} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("accounts.fields.name")}
            placeholder={t("accounts.fields.namePlaceholder")}
            required
            maxLength={ACCOUNT_NAME_MAX}
            data-autofocus
            {...form.bind("accountName")}
          />
          <Select
            label={t("accounts.fields.provider")}
            placeholder={t("accounts.fields.providerPlaceholder")}
            required
            data={[
              { group: t("accounts.fields.mobileGroup"), items: [...MOBILE_OPERATORS] },
              { group: t("accounts.fields.bankGroup"), items: [...BANKS] },
            ]}
            value={operatorBank || null}
            onChange={(v) => form.set("operatorBank", v ?? "")}
            error={form.errors.operatorBank}
            allowDeselect={false}
          />
          {mobile || !operatorBank ? (
            <PhoneField
              label={t("accounts.fields.phone")}
              required
              {...numberProps}
              error={numberProps.error}
              description={!numberProps.error ? prefixWarning : null}
              styles={prefixWarning ? { description: { color: "var(--mantine-color-orange-text)" } } : undefined}
            />
          ) : (
            <>
              <TextInput
                label={t("accounts.fields.accountNumber")}
                placeholder={t("accounts.fields.accountNumberPlaceholder")}
                required
                maxLength={60}
                {...numberProps}
              />
              {/* What the payer of a transfer names: the bank checks it, the nickname means nothing to it. */}
              <TextInput
                label={t("accounts.fields.holderName")}
                placeholder={t("accounts.fields.holderNamePlaceholder")}
                description={t("accounts.fields.holderNameHelp")}
                required
                maxLength={ACCOUNT_NAME_MAX}
                {...form.bind("holderName")}
              />
            </>
          )}
          <Checkbox
            label={t("accounts.fields.isPrimary")}
            checked={form.values.isPrimary}
            disabled={account?.isPrimary === true}
            description={account?.isPrimary ? t("accounts.fields.primaryLocked") : undefined}
            onChange={(e) => form.set("isPrimary", e.currentTarget.checked)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("accounts.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
