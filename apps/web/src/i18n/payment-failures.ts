import type { PaymentFailureCode } from "@payflow/contracts/payment-rules";

// Why a payment failed (PAYMENT_FAILURE_CODES), in the words a payer reads on their page (src/pay)
// and the dashboard shows beside a failed payment (features/payments/failure-i18n.ts). Plain
// data, without i18next: both read it.

export const paymentFailuresEn = {
  insufficient_funds: "Insufficient balance on the Mobile Money account.",
  payer_declined: "The payment was declined on the phone.",
  payer_not_found: "No Mobile Money account was found for this number.",
  limit_exceeded: "The account's payment limit has been reached.",
  account_blocked: "The Mobile Money account is blocked.",
  payer_mismatch: "The payment was made from another number than the one given.",
  expired: "The payment was not approved in time.",
  cancelled: "The payment was cancelled.",
  operator_unavailable: "The operator could not be reached.",
  operator_rejected: "The operator refused the payment.",
  payment_failed: "The operator could not complete the payment.",
} as const satisfies Record<PaymentFailureCode, string>;

export const paymentFailuresFr: Record<PaymentFailureCode, string> = {
  insufficient_funds: "Solde insuffisant sur le compte Mobile Money.",
  payer_declined: "Le paiement a été refusé sur le téléphone.",
  payer_not_found: "Aucun compte Mobile Money n'a été trouvé pour ce numéro.",
  limit_exceeded: "Le plafond de paiement du compte est atteint.",
  account_blocked: "Le compte Mobile Money est bloqué.",
  payer_mismatch: "Le paiement a été fait depuis un autre numéro que celui indiqué.",
  expired: "Le paiement n'a pas été validé à temps.",
  cancelled: "Le paiement a été annulé.",
  operator_unavailable: "L'opérateur est injoignable.",
  operator_rejected: "L'opérateur a refusé le paiement.",
  payment_failed: "L'opérateur n'a pas pu effectuer le paiement.",
};
