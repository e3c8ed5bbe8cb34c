import "../i18n";
import {
  Accordion,
  Alert,
  Anchor,
  Button,
  Card,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { hasCapability } from "@payflow/contracts/capabilities";
import type { Me } from "@payflow/contracts/profile";
import { IconBook, IconMail, IconMessageCircle, IconPhone } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useOutletContext } from "react-router";
import { useDocumentHead } from "../../../lib/document-head";
import { errorMessage } from "../../../lib/errors";
import { supportInfoQuery } from "../api/support-info";
import { SupportInbox } from "./SupportInbox";

const FAQ = ["payment", "testLive", "accounts", "team", "password"] as const;

function ContactCard(props: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <Card withBorder padding="lg" data-testid="support-card">
      <ThemeIcon size={40} variant="light" aria-hidden>
        {props.icon}
      </ThemeIcon>
      <Title order={2} size="h4" mt="sm">
        {props.title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm" style={{ flexGrow: 1 }}>
        {props.text}
      </Text>
      {props.action}
    </Card>
  );
}

function ContactCards({ documentationPath }: { documentationPath: string }) {
  const { t } = useTranslation();
  const info = useQuery(supportInfoQuery());
  const value = (render: (i: NonNullable<typeof info.data>) => ReactNode) =>
    info.data ? render(info.data) : info.isPending ? <Skeleton height={20} /> : null;
  return (
    <Stack gap="sm">
      {info.error && (
        <Alert color="red" title={t("support.infoError")}>
          {errorMessage(t, info.error)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        <ContactCard
          icon={<IconMessageCircle size={22} />}
          title={t("support.cards.write.title")}
          text={t("support.cards.write.text")}
          action={
            <Button component={Link} to="/contact" variant="light">
              {t("support.cards.write.action")}
            </Button>
          }
        />
        <ContactCard
          icon={<IconPhone size={22} />}
          title={t("support.cards.phone.title")}
          text={t("support.cards.phone.text")}
          action={value((i) => (
            <Anchor href={`tel:${i.phone.replace(/\s/g, "")}`} fw={600}>
              {i.phone}
            </Anchor>
          ))}
        />
        <ContactCard
          icon={<IconMail size={22} />}
          title={t("support.cards.email.title")}
          text={t("support.cards.email.text")}
          action={value((i) => (
            <Anchor href={`mailto:${i.email}`} fw={600} style={{ overflowWrap: "anywhere" }}>
              {i.email}
            </Anchor>
          ))}
        />
        <ContactCard
          icon={<IconBook size={22} />}
          title={t("support.cards.documentation.title")}
          text={t("support.cards.documentation.text")}
          action={
            <Button component={Link} to={documentationPath} variant="light">
              {t("support.cards.documentation.action")}
            </Button>
          }
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The support page shared by staff (/dashboard/support) and clients (/client-dashboard/support):
 * four contact cards, five questions, and the contact-message inbox for those who handle it.
 */
export function SupportPage() {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  useDocumentHead(t("pageTitle.section", { section: t("support.title") }));
  const handlesMessages = me.isStaff && hasCapability(me.capabilities, "manageSupportTickets");
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2">
          {t("support.title")}
        </Title>
        <Text c="dimmed">{t("support.subtitle")}</Text>
      </div>
      {handlesMessages && <SupportInbox timeZone={me.preferences.timeZone} />}
      <ContactCards documentationPath={me.isStaff ? "/dashboard/documentation" : "/learn-more"} />
      <section aria-labelledby="support-faq-title">
        <Title order={2} size="h3" id="support-faq-title" mb="sm">
          {t("support.faqTitle")}
        </Title>
        <Accordion variant="separated">
          {FAQ.map((key) => (
            <Accordion.Item key={key} value={key} data-testid="support-faq">
              <Accordion.Control>{t(`support.faq.${key}.q`)}</Accordion.Control>
              <Accordion.Panel>{t(`support.faq.${key}.a`)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </section>
    </Stack>
  );
}
