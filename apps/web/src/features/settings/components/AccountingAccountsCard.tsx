import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { type AccountingAccounts, DEFAULT_ACCOUNTING_ACCOUNTS } from "@payflow/contracts/ledger";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { accountingAccountsQuery, useSaveAccountingAccounts } from "../api/accounting-accounts";
import { SettingsSection } from "./SettingsSection";

/** The books' accounts in the form's order: each settled wallet beside its account in transit. */
const ACCOUNTS = [
  "sales",
  "refunds",
  "fees",
  "wave",
  "waveInTransit",
  "orangeMoney",
  "orangeMoneyInTransit",
  "mtnMomo",
  "mtnMomoInTransit",
  "moovMoney",
  "moovMoneyInTransit",
  "bank",
  "bankInTransit",
  "payouts",
  "payoutFees",
  "payoutsInTransit",
  "suspense",
] as const;

/** The contract's rules (packages/contracts ledger.ts), checked before anything is sent; the server checks them again. */
function firstError(v: AccountingAccounts) {
  if (!/^[A-Z0-9]{1,6}$/.test(v.journalCode))
    return { field: "journalCode" as const, code: "journalCodeInvalid" as const };
  const bad = ACCOUNTS.find((key) => !/^\d{2,12}$/.test(v[key]));
  return bad ? { field: bad, code: "accountNumberInvalid" as const } : null;
}

/**
 * Settings › the accounting export's chart of accounts (docs/LEDGER.md § Accounting export): the
 * SYSCOHADA numbers each of the books' accounts is exported under, the defaults until changed.
 */
export function AccountingAccountsCard() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id="accounting-accounts"
      title={t("settings.accounting.title")}
      intro={t("settings.accounting.intro")}
      query={useQuery(accountingAccountsQuery())}
      skeletonHeight={240}
    >
      {(data) => <AccountsForm initial={data} />}
    </SettingsSection>
  );
}

function AccountsForm({ initial }: { initial: AccountingAccounts }) {
  const { t } = useTranslation();
  const form = useFieldForm<AccountingAccounts>(initial, (v) => [firstError(v)]);
  const save = useSaveAccountingAccounts();
  const submit = form.submit((v) =>
    save.mutate(v, {
      onSuccess: () => toast.show({ color: "teal", message: t("settings.saved") }),
      onError: (e) => form.fail(e),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t("settings.accounting.journalCode")}
          maxLength={6}
          required
          w={200}
          {...form.bind("journalCode")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {ACCOUNTS.map((key) => (
            <TextInput
              key={key}
              label={t(`settings.accounting.accounts.${key}`)}
              inputMode="numeric"
              maxLength={12}
              required
              {...form.bind(key)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset(DEFAULT_ACCOUNTING_ACCOUNTS)}>
            {t("settings.accounting.defaults")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("settings.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
