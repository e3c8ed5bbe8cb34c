import { Badge, Box, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconApi,
  IconBuildingStore,
  IconCash,
  IconFlask,
  IconHeadset,
  IconLayoutDashboard,
  IconLock,
  IconUserCircle,
  IconUsers,
  IconWallet,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export const PAYMENT_METHODS = ["wave", "orange", "mtn", "moov", "bank"] as const;
export const FEATURES = [
  { key: "oneApi", icon: IconApi },
  { key: "dashboard", icon: IconLayoutDashboard },
  { key: "testMode", icon: IconFlask },
  { key: "portal", icon: IconUserCircle },
] as const;
export const BENEFITS = [
  { key: "xof", icon: IconCash },
  { key: "ownAccounts", icon: IconWallet },
  { key: "inPerson", icon: IconBuildingStore },
  { key: "team", icon: IconUsers },
  { key: "security", icon: IconLock },
  { key: "local", icon: IconHeadset },
] as const;
export const TESTIMONIALS = ["shop", "school", "dev"] as const;
export const FAQ = ["methods", "price", "developer", "money", "data"] as const;

/** A titled band of the landing page. */
export function Section(props: {
  id: string;
  title: string;
  subtitle?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      py={{ base: 48, sm: 72 }}
      bg={props.tinted ? "var(--mantine-color-default-hover)" : undefined}
    >
      <Container size="lg">
        <Title order={2} id={`${props.id}-title`} ta="center" mb={props.subtitle ? "xs" : "xl"}>
          {props.title}
        </Title>
        {props.subtitle && (
          <Text ta="center" c="dimmed" mb="xl" maw={640} mx="auto">
            {props.subtitle}
          </Text>
        )}
        {props.children}
      </Container>
    </Box>
  );
}

export function PaymentMethods() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" mt="xl">
      <Text size="sm" fw={600} c="dimmed" component="h2">
        {t("site.methods.title")}
      </Text>
      <Group gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {PAYMENT_METHODS.map((m) => (
          <Badge component="li" key={m} size="lg" variant="default" radius="sm" tt="none">
            {t(`site.methods.${m}`)}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

export function Features() {
  const { t } = useTranslation();
  return (
    <Section id="features" title={t("site.features.title")} subtitle={t("site.features.subtitle")} tinted>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {FEATURES.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder padding="lg" data-testid="landing-feature">
            <ThemeIcon size={44} variant="light" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="md" mb="xs">
              {t(`site.features.items.${key}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`site.features.items.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function Benefits() {
  const { t } = useTranslation();
  return (
    <Section id="benefits" title={t("site.benefits.title")}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
        {BENEFITS.map(({ key, icon: Icon }) => (
          <Group key={key} align="flex-start" wrap="nowrap" gap="md" data-testid="landing-benefit">
            <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
            <div>
              <Title order={3} size="h5">
                {t(`site.benefits.items.${key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`site.benefits.items.${key}.text`)}
              </Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function Testimonials() {
  const { t } = useTranslation();
  return (
    <Section id="testimonials" title={t("site.testimonials.title")} subtitle={t("site.testimonials.note")} tinted>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {TESTIMONIALS.map((key) => (
          <Card key={key} withBorder padding="lg" component="figure" m={0} data-testid="landing-testimonial">
            <Text component="blockquote" m={0} fs="italic">
              “{t(`site.testimonials.items.${key}.quote`)}”
            </Text>
            <Text component="figcaption" mt="md" size="sm">
              <strong>{t(`site.testimonials.items.${key}.author`)}</strong> — {t(`site.testimonials.items.${key}.role`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** Native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function Faq() {
  const { t } = useTranslation();
  return (
    <Section id="faq" title={t("site.faq.title")}>
      <Stack gap="sm" maw={760} mx="auto">
        {FAQ.map((key) => (
          <Card key={key} withBorder padding="md" component="details" data-testid="landing-faq" className="faq-item">
            <Text component="summary" fw={600} style={{ cursor: "pointer" }}>
              {t(`site.faq.items.${key}.q`)}
            </Text>
            <Text mt="sm" c="dimmed">
              {t(`site.faq.items.${key}.a`)}
            </Text>
          </Card>
        ))}
      </Stack>
    </Section>
  );
}
