import { Button, Stack, Text, Title } from "@mantine/core";
import { PHONE_PREFIX } from "@payflow/contracts/constants";
import type { CheckoutView } from "@payflow/contracts/payments";
import { IconDeviceMobileMessage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../../lib/format";
import { httpUrl, operatorName, unbroken } from "../words";
import { Waiting } from "./Waiting";

/**
 * MTN and Moov: the operator pushes the request to the payer's phone, where they approve with
 * their PIN; the page follows the status by itself. In test mode, a link opens the sandbox's
 * simulated phone where a tester approves or declines.
 */
export function ApproveStep({ view }: { view: CheckoutView }) {
  const { t, i18n } = useTranslation();
  const operator = view.operator ? operatorName(t, view.operator) : "";
  const amount = unbroken(formatXof(view.amount, i18n.language));
  const sandbox = view.mode === "test" ? httpUrl(view.sandboxPhoneUrl) : null;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t("checkout.approve.title")}
      </Title>
      <Text>
        {view.phoneHint
          ? t("checkout.approve.text", { amount, operator, phone: unbroken(`${PHONE_PREFIX} ${view.phoneHint}`) })
          : t("checkout.approve.textNoPhone", { amount, operator })}
      </Text>
      {view.nextAction?.instructions && (
        <Text style={{ whiteSpace: "pre-line" }} data-testid="operator-instructions">
          {view.nextAction.instructions}
        </Text>
      )}
      <Waiting text={t("checkout.approve.waiting")} />
      {sandbox && (
        <Stack gap={4}>
          <Button
            component="a"
            href={sandbox}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            color="orange"
            leftSection={<IconDeviceMobileMessage size={18} aria-hidden />}
          >
            {t("checkout.approve.sandbox")}
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            {t("checkout.approve.sandboxHint")}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
