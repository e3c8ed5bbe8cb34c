import { Alert, Button, NumberInput, Select, Stack, TextInput } from "@mantine/core";
import { PAYMENT_LIMITS } from "@payflow/contracts/payment-rules";
import type { Payment, PosAccount } from "@payflow/contracts/payments";
import { isValidPhone, normalizePhone, paymentAmountError } from "@payflow/contracts/rules";
import { useTranslation } from "react-i18next";
import { PhoneField } from "../../../../components/PhoneField";
import { ApiError } from "../../../../lib/api";
import { useFieldForm } from "../../../../lib/form";
import { useRequestPayment } from "../../api/request-payment";

type Values = { accountId: string; phone: string; amount: number | ""; description: string };
const EMPTY: Values = { accountId: "", phone: "", amount: "", description: "" };

/** The POS form (docs/PRODUCT.md §5): payment account, the payer's number (+225), amount — checked in that order. */
export function PosForm({ accounts, onCreated }: { accounts: PosAccount[]; onCreated: (p: Payment) => void }) {
  const { t } = useTranslation();
  const primary = accounts.find((a) => a.isPrimary) ?? accounts[0];
  const accountOf = (id: string) => accounts.find((a) => a.id === id);
  const form = useFieldForm<Values>({ ...EMPTY, accountId: primary?.id ?? "" }, ({ accountId, phone, amount }) => {
    const amountFailure = paymentAmountError(amount);
    return [
      accountOf(accountId) ? null : { field: "accountId", code: "paymentAccountRequired" },
      phone.trim() ? null : { field: "phone", code: "payerPhoneRequired" },
      isValidPhone(phone) ? null : { field: "phone", code: "invalidPhone" },
      amountFailure ? { field: "amount", code: amountFailure } : null,
    ];
  });
  const request = useRequestPayment();

  const onSubmit = form.submit(({ accountId, phone, amount, description }) => {
    const account = accountOf(accountId) as PosAccount;
    // Live mode without this operator's credentials: the server would refuse it the same way.
    if (!account.ready) {
      const params = { operator: account.operatorBank };
      return form.fail(new ApiError(400, "apiKeyMissingForAccount", "accountId", undefined, params));
    }
    // No success/error URL: the payer's way back would be this staff page, which sends them to
    // the sign-in page. The payer stays on their receipt; this panel follows the payment live.
    request.mutate(
      {
        amount: amount as number,
        operator: account.operator,
        phone: normalizePhone(phone),
        paymentAccountId: account.id,
        ...(description.trim() ? { description: description.trim() } : {}),
      },
      {
        onSuccess: (payment) => {
          form.reset({ ...EMPTY, accountId: account.id });
          onCreated(payment);
        },
        onError: (e) => form.fail(e),
      },
    );
  });

  if (accounts.length === 0) return <Alert color="yellow">{t("pos.noAccounts")}</Alert>;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Select
          label={t("pos.account")}
          placeholder={t("pos.accountPlaceholder")}
          required
          data={accounts.map((a) => ({
            value: a.id,
            label: `${a.accountName} · ${a.operatorBank}${a.ready ? "" : ` ${t("pos.notReady")}`}`,
          }))}
          value={form.values.accountId || null}
          onChange={(v) => form.set("accountId", v ?? "")}
          error={form.errors.accountId}
          allowDeselect={false}
        />
        <PhoneField label={t("pos.payerNumber")} required {...form.bind("phone")} />
        <NumberInput
          label={t("pos.amount")}
          required
          min={0}
          step={500}
          // Keep what was typed: Mantine's sign and decimal options cut -500 to 500 and 1500.5
          // to 1500, which would be requested; the form's check refuses them at the field.
          clampBehavior="none"
          thousandSeparator=" "
          value={form.values.amount}
          onChange={(v) => form.set("amount", typeof v === "number" ? v : "")}
          error={form.errors.amount}
        />
        <TextInput label={t("pos.description")} maxLength={PAYMENT_LIMITS.description} {...form.bind("description")} />
        <Button type="submit" loading={request.isPending}>
          {t("pos.submit")}
        </Button>
      </Stack>
    </form>
  );
}
