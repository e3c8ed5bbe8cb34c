import { Anchor, Box, Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode, RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { PublicHeader } from "../../../components/PublicHeader";
import { useSubmitUntilHydrated } from "../../../lib/hydrated";

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

/**
 * An auth form in its frame: the role's home when already signed in, else the fields (shown
 * while the session is checked too: the page is prerendered with them). Until the script runs,
 * the button is a plain button announced unavailable (no native submission of the fields to
 * the page's own address); it submits once hydrated.
 */
export function AuthForm({
  form,
  title,
  subtitle,
  submitLabel,
  other,
  children,
}: {
  form: {
    ref: RefObject<HTMLFormElement | null>;
    redirectTo: string | null;
    busy: boolean;
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  };
  title: string;
  subtitle: string;
  submitLabel: string;
  /** The link to the other form: "No account yet? Create an account". */
  other: { prompt: string; label: string; to: string };
  children: ReactNode;
}) {
  const submit = useSubmitUntilHydrated();
  if (form.redirectTo) return <Navigate to={form.redirectTo} replace />;
  return (
    <AuthFrame title={title} subtitle={subtitle}>
      <form ref={form.ref} onSubmit={form.onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <Button {...submit} loading={form.busy} fullWidth mt="xs">
            {submitLabel}
          </Button>
          <Text size="sm" ta="center">
            {other.prompt}{" "}
            <Anchor component={Link} to={other.to} underline="always">
              {other.label}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
