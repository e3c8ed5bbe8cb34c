import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentHead } from "../lib/document-head";

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.notFound"));
  return (
    <Center component="main" id="main-content" mih="80vh" px="md">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1}>{t("common.notFoundTitle")}</Title>
        <Text c="dimmed">{t("common.notFoundText")}</Text>
        <Button component={Link} to="/">
          {t("common.backHome")}
        </Button>
      </Stack>
    </Center>
  );
}
