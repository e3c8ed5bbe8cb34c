// The error catalogue (errors.*) for this route and everything it shows: routes load it, not components.
import "../../../i18n/error-texts";
import "../contact-i18n";
import { Alert, Anchor, Box, Button, Card, Container, Grid, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useDocumentHead } from "../../../lib/document-head";
import { errorMessage } from "../../../lib/errors";
import { useSupportInfo } from "../api/support-info";
import { ContactForm } from "./ContactForm";
import { PublicFooter } from "./PublicFooter";
import { SiteHeader } from "./SiteHeader";

function SupportDetails() {
  const { t } = useTranslation();
  const { info, error, loading, retry } = useSupportInfo();
  if (loading) return <Skeleton height={150} aria-label={t("common.loading")} />;
  if (!info) {
    return (
      <Alert color="red" title={t("contactPage.infoError")}>
        <Text size="sm">{errorMessage(t, error)}</Text>
        <Button size="xs" variant="light" mt="xs" onClick={retry}>
          {t("contactPage.retry")}
        </Button>
      </Alert>
    );
  }
  const rows = [
    { key: "supportEmail", icon: IconMail, value: info.email, href: `mailto:${info.email}` },
    { key: "supportPhone", icon: IconPhone, value: info.phone, href: `tel:${info.phone.replace(/\s/g, "")}` },
    { key: "office", icon: IconMapPin, value: info.address, href: null },
  ] as const;
  return (
    <Stack gap="md" data-testid="support-details">
      {rows.map(({ key, icon: Icon, value, href }) => (
        <Group key={key} wrap="nowrap" align="flex-start" gap="sm">
          <Icon size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {t(`contactPage.${key}`)}
            </Text>
            {href ? (
              <Anchor href={href} style={{ overflowWrap: "anywhere" }}>
                {value}
              </Anchor>
            ) : (
              <Text>{value}</Text>
            )}
          </div>
        </Group>
      ))}
    </Stack>
  );
}

/** /contact: the message form (stored for real, docs/PRODUCT.md §5 checks) and the support contact details. */
export function ContactPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.contact"), t("pageDescription.contact"));
  return (
    <Box>
      <SiteHeader />
      <Container component="main" id="main-content" size="lg" py="xl">
        <Title order={1}>{t("contactPage.title")}</Title>
        <Text c="dimmed" mt="xs" mb="xl" maw={640}>
          {t("contactPage.intro")}
        </Text>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ContactForm />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="md">
                {t("contactPage.other")}
              </Title>
              <SupportDetails />
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
      <PublicFooter />
    </Box>
  );
}
