import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Capability } from "@payflow/contracts/capabilities";
import type { Me } from "@payflow/contracts/profile";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useOutletContext } from "react-router";
import { holdsAny, useHeldCapabilities } from "../lib/capabilities";

/**
 * Shows the screen only to people whose role has the capability. The server refuses the
 * screen's calls anyway (403); this says so plainly instead of a page of errors. Several
 * capabilities: any of them opens the screen. Judged in the current mode (capabilitiesInMode).
 */
export function RequireCapability({
  capability,
  children,
}: {
  capability: Capability | readonly Capability[];
  children: ReactNode;
}) {
  const me = useOutletContext<Me>();
  const { t } = useTranslation();
  const held = useHeldCapabilities(me);
  if (holdsAny(held, capability)) return <>{children}</>;
  return (
    <Paper withBorder p="xl" radius="md">
      <Center>
        <Stack align="center" gap="sm" maw={480} ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
            <IconLock size={30} />
          </ThemeIcon>
          <Title order={1} size="h4">
            {t("common.forbiddenTitle")}
          </Title>
          <Text c="dimmed">{t("common.forbiddenText")}</Text>
          <Button component={Link} to="/dashboard" variant="light">
            {t("common.backHome")}
          </Button>
        </Stack>
      </Center>
    </Paper>
  );
}
