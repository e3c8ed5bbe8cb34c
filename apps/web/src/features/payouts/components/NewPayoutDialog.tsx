import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { payoutBankAccount } from "@payflow/contracts/bank-account";
import { networkOfPhone, normalizePayerPhone } from "@payflow/contracts/payment-rules";
import {
  PAYOUT_AMOUNT_MAX,
  PAYOUT_AMOUNT_MIN,
  PAYOUT_TEXT_LIMITS,
  type PayoutOperator,
  payoutFee,
} from "@payflow/contracts/payout-rules";
import type { CreatePayoutRequest } from "@payflow/contracts/payouts";
import type { FieldError } from "@payflow/contracts/validation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PhoneField } from "../../../components/PhoneField";
import { ApiError } from "../../../lib/api";
import { useFieldForm } from "../../../lib/form";
import { formatXof, numberInputSeparators } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { usePhone } from "../../../lib/use-phone";
import { useCreatePayout } from "../api/create-payout";
import { payoutOperatorName } from "../status";

type Form = {
  phone: string;
  /** "auto": the network of the number's prefix; "wave": a Wave wallet on any prefix; "bank": a bank account. */
  operator: string;
  bankAccount: string;
  amount: number | string;
  name: string;
  reason: string;
  clientReference: string;
};

const EMPTY: Form = {
  phone: "",
  operator: "auto",
  bankAccount: "",
  amount: "",
  name: "",
  reason: "",
  clientReference: "",
};

/** The account as typed, spaces out and in capitals: the server keeps it in its one form (payoutBankAccount). */
const accountOf = (s: string) => s.replace(/\s+/g, "").toUpperCase();

/** The operator the payout goes by: Wave or a bank when chosen, else the number's network (null: unknown yet). */
export function payoutOperatorOf(v: Pick<Form, "phone" | "operator">): PayoutOperator | null {
  if (v.operator === "wave" || v.operator === "bank") return v.operator;
  const phone = normalizePayerPhone(v.phone);
  return phone ? networkOfPhone(phone) : null;
}

/** The contract's rules in the form's order (the server applies them again). */
function formErrors(v: Form): (FieldError<keyof Form> | null)[] {
  const amount = Number(v.amount);
  const bank = v.operator === "bank";
  return [
    bank
      ? !accountOf(v.bankAccount)
        ? { field: "bankAccount", code: "beneficiaryRequired" }
        : !payoutBankAccount(v.bankAccount)
          ? { field: "bankAccount", code: "invalidAccountNumber" }
          : null
      : null,
    bank && !v.name.trim() ? { field: "name", code: "beneficiaryNameRequired" } : null,
    bank
      ? null
      : !v.phone.trim()
        ? { field: "phone", code: "beneficiaryRequired" }
        : !normalizePayerPhone(v.phone)
          ? { field: "phone", code: "invalidPhone" }
          : null,
    v.operator === "auto" && normalizePayerPhone(v.phone) && !payoutOperatorOf(v)
      ? { field: "operator", code: "unknownOperator" }
      : null,
    v.amount === "" || !Number.isInteger(amount)
      ? { field: "amount", code: "invalidAmount" }
      : amount < PAYOUT_AMOUNT_MIN || amount > PAYOUT_AMOUNT_MAX
        ? { field: "amount", code: "amountOutOfRange" }
        : null,
  ];
}

/** The request for these values: empty texts left out; Wave or the bank named, else the prefix decides. */
function requestOf(v: Form, nameCheckOverride: boolean): CreatePayoutRequest {
  const text = (s: string) => (s.trim() ? s.trim() : undefined);
  return {
    amount: Number(v.amount),
    ...(v.operator === "bank"
      ? { operator: "bank" as const, bankAccount: accountOf(v.bankAccount) }
      : { phone: v.phone.trim(), ...(v.operator === "wave" ? { operator: "wave" as const } : {}) }),
    ...(text(v.name) ? { name: text(v.name) } : {}),
    ...(text(v.reason) ? { reason: text(v.reason) } : {}),
    ...(text(v.clientReference) ? { clientReference: text(v.clientReference) } : {}),
    ...(nameCheckOverride ? { nameCheckOverride: true } : {}),
  };
}

/**
 * A new payout (createPayouts): the number (its operator shown from the prefix, Wave on choice),
 * the amount with the fee reserved and the total, the name, reason and reference. Failures show
 * at their field and keep what was typed; another name for the number asks before sending anyway.
 */
export function NewPayoutDialog(props: { opened: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t("payouts.form.title")} size="lg" fullScreen={phone}>
      <PayoutForm onCreated={props.onCreated} />
    </Modal>
  );
}

function PayoutForm({ onCreated }: { onCreated: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const form = useFieldForm<Form>(EMPTY, formErrors);
  const create = useCreatePayout();
  // The operator's name for the number when it differs from the one typed (beneficiaryNameMismatch).
  const [mismatch, setMismatch] = useState<{ name: string; typed: string; phone: string } | null>(null);
  const v = form.values;
  const operator = payoutOperatorOf(v);
  const amount = Number(v.amount);
  const fee = operator && Number.isInteger(amount) && amount > 0 ? payoutFee(operator, amount) : null;
  const money = (n: number) => formatXof(n, i18n.language);
  const stillMismatched = mismatch !== null && mismatch.typed === v.name && mismatch.phone === v.phone;

  const send = (values: Form, override: boolean) =>
    create.mutate(requestOf(values, override), {
      onSuccess: (payout) => {
        setMismatch(null);
        toast.show({
          color: "teal",
          title: t("payouts.form.created"),
          message: payout.status === "pending_approval" ? t("payouts.form.createdWaiting") : payout.id,
        });
        onCreated(payout.id);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === "beneficiaryNameMismatch" && error.params?.name) {
          setMismatch({ name: error.params.name, typed: values.name, phone: values.phone });
        }
        form.fail(error);
      },
    });
  const submit = form.submit((values) => send(values, false), { focus: true });
  const auto = operator && v.operator === "auto" ? payoutOperatorName(t, operator) : null;
  const bank = v.operator === "bank";

  return (
    <form onSubmit={submit} noValidate data-testid="new-payout-form">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {bank ? (
            <TextInput
              label={t("payouts.form.bankAccount")}
              description={t("payouts.form.bankAccountHint")}
              required
              maxLength={PAYOUT_TEXT_LIMITS.bankAccount + 10}
              autoComplete="off"
              {...form.bind("bankAccount")}
            />
          ) : (
            <PhoneField label={t("payouts.form.phone")} required {...form.bind("phone")} />
          )}
          <Select
            label={t("payouts.form.operator")}
            data={[
              {
                value: "auto",
                label: auto ? t("payouts.form.operatorAuto", { operator: auto }) : t("payouts.form.operatorUnknown"),
              },
              { value: "wave", label: "Wave" },
              { value: "bank", label: t("payouts.form.operatorBank") },
            ]}
            allowDeselect={false}
            value={v.operator}
            onChange={(value) => form.set("operator", value ?? "auto")}
            error={form.errors.operator}
          />
        </SimpleGrid>
        <NumberInput
          label={t("payouts.form.amount")}
          required
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          thousandSeparator={numberInputSeparators(i18n.language).thousandSeparator}
          value={v.amount}
          onChange={(value) => form.set("amount", value)}
          error={form.errors.amount}
        />
        <TextInput
          label={t("payouts.form.name")}
          description={t(bank ? "payouts.form.bankNameHint" : "payouts.form.nameHint")}
          required={bank}
          maxLength={PAYOUT_TEXT_LIMITS.name}
          {...form.bind("name")}
        />
        {stillMismatched && mismatch && (
          <Alert color="yellow" title={t("payouts.form.mismatchTitle")} data-testid="name-mismatch">
            <Stack gap="xs">
              <Text size="sm">{t("payouts.form.mismatchText", { name: mismatch.name, typed: mismatch.typed })}</Text>
              <Group>
                <Button size="xs" variant="default" loading={create.isPending} onClick={() => send(v, true)}>
                  {t("payouts.form.sendAnyway")}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t("payouts.form.reason")}
          description={t("payouts.form.reasonHint")}
          maxLength={PAYOUT_TEXT_LIMITS.reason}
          {...form.bind("reason")}
        />
        <TextInput
          label={t("payouts.form.clientReference")}
          maxLength={PAYOUT_TEXT_LIMITS.clientReference}
          {...form.bind("clientReference")}
        />
        <SimpleGrid cols={2} data-testid="payout-cost">
          <div>
            <Text size="sm" c="dimmed">
              {t("payouts.form.fee")}
            </Text>
            <Text fw={600} data-field="fee">
              {fee === null ? "—" : money(fee)}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t("payouts.form.total")}
            </Text>
            <Text fw={700} data-field="total">
              {fee === null ? "—" : money(amount + fee)}
            </Text>
          </div>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t("payouts.form.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
