import { Alert, Group, Paper, Text, Title } from "@mantine/core";
import type { CheckoutView } from "@payflow/contracts/payments";
import { IconFlask } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../../lib/format";

/** What is being paid, to whom: the business's name (the page's one h1), the amount, the description and the code. */
export function PaymentSummary({ view }: { view: CheckoutView }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {view.mode === "test" && (
        <Alert
          color="orange"
          icon={<IconFlask aria-hidden />}
          title={t("checkout.testBanner")}
          mb="md"
          role="note"
          data-testid="test-mode-banner"
        >
          {t("checkout.testBannerText")}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md" mb="md">
        <Title order={1} size="h3" style={{ overflowWrap: "anywhere" }}>
          {view.businessName ? (
            <>
              <Text span display="block" size="sm" c="dimmed" fw={400}>
                {t("checkout.payTo")}
              </Text>{" "}
              {view.businessName}
            </>
          ) : (
            t("checkout.title")
          )}
        </Title>
        <Text fz={32} fw={800} lh={1.2} mt="xs" data-testid="checkout-amount">
          {formatXof(view.amount, i18n.language)}
        </Text>
        {view.description && (
          <Text mt={4} style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
            {view.description}
          </Text>
        )}
        <Group gap={6} mt="sm">
          <Text size="sm" c="dimmed">
            {t("checkout.paymentCode")}
          </Text>
          <Text size="sm" fw={600} ff="monospace">
            {view.code}
          </Text>
        </Group>
      </Paper>
    </>
  );
}
