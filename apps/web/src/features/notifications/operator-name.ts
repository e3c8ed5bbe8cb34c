import { PAYMENT_OPERATOR_NAMES, PAYMENT_OPERATORS, type PaymentOperator } from "@payflow/contracts/payment-rules";
import type { TFunction } from "i18next";

/**
 * The operator a payment notification names, in the reader's language. The server stores the
 * operator's id ("bank_transfer"); notifications stored before hold its display name
 * ("Virement bancaire"), read the same way. Anything else is shown as it is.
 */
export function notificationOperator(t: TFunction, stored: string): string {
  const id = (PAYMENT_OPERATORS as readonly string[]).includes(stored)
    ? (stored as PaymentOperator)
    : (Object.entries(PAYMENT_OPERATOR_NAMES) as [PaymentOperator, string][]).find(([, name]) => name === stored)?.[0];
  return id ? t(`notifications.operators.${id}` as const) : stored;
}
