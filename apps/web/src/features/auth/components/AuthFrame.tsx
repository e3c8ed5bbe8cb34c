import { Anchor, Box, Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PublicHeader } from "../../../components/PublicHeader";

export function AuthFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <PublicHeader />
      <Center component="main" id="main-content" px="md" py="xl">
        <Stack w="100%" maw={440} gap="md">
          <Paper withBorder shadow="sm" p={{ base: "lg", sm: "xl" }} radius="md">
            <Stack gap={4} mb="lg">
              <Title order={1} size="h2">
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            </Stack>
            {children}
          </Paper>
          <Anchor component={Link} to="/" size="sm" ta="center">
            {t("auth.backToSite")}
          </Anchor>
        </Stack>
      </Center>
    </Box>
  );
}
