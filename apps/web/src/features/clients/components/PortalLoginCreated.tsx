import "../i18n";
import { Button, Code, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** docs/PRODUCT.md §8: the created client account's temporary login, and the ask to change it at first login. */
export function PortalLoginCreated({
  login,
  onClose,
}: {
  login: { email: string; password: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={login !== null} onClose={onClose} title={t("clients.loginCreatedTitle")} centered>
      <Stack gap="sm" data-testid="portal-login-created">
        <Text>{t("clients.loginCreatedText")}</Text>
        <Text size="sm">
          {t("clients.loginEmail")} <Code>{login?.email}</Code>
        </Text>
        <Text size="sm">
          {t("clients.loginPassword")} <Code>{login?.password}</Code>
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t("clients.done")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
