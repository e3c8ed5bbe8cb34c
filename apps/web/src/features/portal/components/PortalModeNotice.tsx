import { Alert, Anchor, Badge } from "@mantine/core";
import type { Mode } from "@payflow/contracts/payment-rules";
import { IconFlask } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Which payments the portal shows: real ones, or (test mode) the business's test data. */
export function PortalModeBadge({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={mode === "test" ? "orange" : "teal"} data-testid="portal-mode" data-mode={mode}>
      {mode === "test" ? t("client.transactions.testMode") : t("client.transactions.liveMode")}
    </Badge>
  );
}

/** In test mode: none of these payments is real, and the way back to the real ones. */
export function PortalTestModeAlert({ company }: { company: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="orange" icon={<IconFlask />} data-testid="portal-test-mode">
      {t("client.transactions.testModeNotice", { company })}{" "}
      <Anchor component={Link} to="/client-dashboard/transactions" inherit>
        {t("client.transactions.showLive")}
      </Anchor>
    </Alert>
  );
}
