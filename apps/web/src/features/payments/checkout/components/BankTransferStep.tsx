import { Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { formatBankAccountNumber } from "@payflow/contracts/payment-account-rules";
import type { CheckoutView } from "@payflow/contracts/payments";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../../lib/format";
import { unbroken } from "../words";
import { CopyValue } from "./CopyValue";
import { Waiting } from "./Waiting";

/**
 * Bank transfer: where to send the money and the reference (the payment code) that lets the
 * business match it. The payment succeeds when the business sees the transfer; the page
 * follows the status by itself.
 */
export function BankTransferStep({ view, business }: { view: CheckoutView; business: string }) {
  const { t, i18n } = useTranslation();
  const [announce, setAnnounce] = useState("");
  const onCopied = useCallback((label: string) => setAnnounce(t("checkout.bank.copiedAnnounce", { label })), [t]);
  const amount = formatXof(view.amount, i18n.language);
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t("checkout.bank.title")}
      </Title>
      <Text>{t("checkout.bank.text", { amount: unbroken(amount) })}</Text>
      <Stack gap="sm" data-testid="bank-details">
        {view.bank ? (
          <>
            <CopyValue label={t("checkout.bank.bankName")} value={view.bank.bankName} copyText={null} />
            {view.bank.accountName && (
              <CopyValue label={t("checkout.bank.accountName")} value={view.bank.accountName} onCopied={onCopied} />
            )}
            {/* Shown in the bank's groups, copied without spaces: what a banking app's field takes. */}
            <CopyValue
              label={t("checkout.bank.accountNumber")}
              value={formatBankAccountNumber(view.bank.accountNumber)}
              copyText={view.bank.accountNumber}
              monospace
              onCopied={onCopied}
            />
          </>
        ) : (
          view.nextAction?.instructions && (
            <Text style={{ whiteSpace: "pre-line" }}>{view.nextAction.instructions}</Text>
          )
        )}
        <CopyValue label={t("checkout.bank.reference")} value={view.code} monospace onCopied={onCopied} />
        <CopyValue
          label={t("checkout.bank.amount")}
          value={amount}
          copyText={String(view.amount)}
          onCopied={onCopied}
        />
      </Stack>
      <Text size="sm">{t("checkout.bank.note", { business })}</Text>
      <Waiting text={t("checkout.redirect.waiting")} />
      <VisuallyHidden role="status">{announce}</VisuallyHidden>
    </Stack>
  );
}
