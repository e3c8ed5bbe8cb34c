import "../i18n";
import { Alert, Stack, Title } from "@mantine/core";
import { hasCapability } from "@payflow/contracts/capabilities";
import type { Me } from "@payflow/contracts/profile";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { useDocumentHead } from "../../../lib/document-head";
import { AccountingAccountsCard } from "./AccountingAccountsCard";
import { CompanySettingsCard } from "./CompanySettingsCard";
import { InvoicingSettingsCards } from "./InvoicingSettingsCards";
import { PayoutSettingsCard } from "./PayoutSettingsCard";
import { SettingsTabs } from "./SettingsTabs";

/** docs/PRODUCT.md §2 Settings: the tab bar by permission, and the company's real settings for manageSettings. */
export function SettingsPage() {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  useDocumentHead(t("settings.title"));
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} size="h2">
        {t("settings.title")}
      </Title>
      <SettingsTabs me={me} />
      {hasCapability(me.capabilities, "manageSettings") ? (
        <>
          <CompanySettingsCard />
          <InvoicingSettingsCards />
          <AccountingAccountsCard />
          <PayoutSettingsCard />
        </>
      ) : (
        <Alert color="gray">{t("settings.noAccess")}</Alert>
      )}
    </Stack>
  );
}
