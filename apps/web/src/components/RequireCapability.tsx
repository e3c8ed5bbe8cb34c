import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Capability } from "@payflow/contracts/capabilities";
import type { Me } from "@payflow/contracts/profile";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useOutletContext } from "react-router";
import { holdsAny, useHeldCapabilities } from "../lib/capabilities";
import { useDocumentHead } from "../lib/document-head";

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

/** A staff screen: its section in the page's title ("<section> — PayFlow"), shown to holders of `capability`. */
export function CapabilityScreen({
  section,
  capability,
  children,
}: {
  section: string;
  capability: Capability | readonly Capability[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.section", { section }));
  return <RequireCapability capability={capability}>{children}</RequireCapability>;
}
