// The error catalogue (errors.*) for this route and everything it shows: routes load it, not components.
import "../../../../i18n/error-texts";
import "../i18n";
import { Button, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useDocumentHead } from "../../../../lib/document-head";
import { errorMessage } from "../../../../lib/errors";
import { useCheckout } from "../hooks/use-checkout";
import { CheckoutFrame } from "./CheckoutFrame";
import { PaymentSteps } from "./PaymentSteps";

/** Payment links are private to their payer: search engines are asked not to keep them. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex, nofollow";
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

function Message({ title, text, action }: { title: string; text: string; action?: React.ReactNode }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="xl">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      {action}
    </Stack>
  );
}

/**
 * /pay/:id — the hosted checkout page a payer opens from a payment link: public, French by
 * default, made for a phone. It shows this payment only, lets the payer choose how to pay,
 * then follows the payment to its end without a reload.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  useDocumentHead(t("checkout.pageTitle"), t("checkout.pageDescription"));
  useNoIndex();
  const { state, replace, refresh, retry } = useCheckout(id);
  return (
    <CheckoutFrame>
      {state.phase === "loading" && (
        <Center h="50vh" role="status">
          <Loader aria-label={t("checkout.loading")} />
        </Center>
      )}
      {state.phase === "notFound" && (
        <Message title={t("checkout.notFound.title")} text={t("checkout.notFound.text")} />
      )}
      {state.phase === "error" && (
        <Message
          title={t("checkout.loadError.title")}
          text={errorMessage(t, state.error)}
          action={<Button onClick={retry}>{t("checkout.loadError.retry")}</Button>}
        />
      )}
      {state.phase === "ready" && (
        <PaymentSteps view={state.view} connectionLost={state.connectionLost} onPaid={replace} onMovedOn={refresh} />
      )}
    </CheckoutFrame>
  );
}
