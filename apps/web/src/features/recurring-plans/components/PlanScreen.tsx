import "../i18n";
import { Anchor, Stack } from "@mantine/core";
import type { Capability } from "@payflow/contracts/capabilities";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CapabilityScreen } from "../../../components/RequireCapability";

/** A plan's screen below the list: its section in the page's title, the way back to the list, its content. */
export function PlanScreen(props: { section: string; capability: Capability; children: ReactNode }) {
  const { t } = useTranslation();
  const back = <IconArrowLeft size={14} aria-hidden />;
  return (
    <CapabilityScreen section={props.section} capability={props.capability}>
      <Stack gap="lg">
        <Anchor component={Link} to="/dashboard/recurring-plans" size="sm">
          {back} {t("recurringPlans.back")}
        </Anchor>
        {props.children}
      </Stack>
    </CapabilityScreen>
  );
}
