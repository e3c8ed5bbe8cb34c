import { Card, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCreditCard, IconDeviceMobile, IconQrcode } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

const CARDS = [
  { key: "mobile", icon: IconDeviceMobile },
  { key: "card", icon: IconCreditCard },
  { key: "qr", icon: IconQrcode },
] as const;

/** The three info cards (docs/PRODUCT.md §2), saying what PayFlow really offers today. */
export function InfoCards() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {CARDS.map(({ key, icon: Icon }) => (
        <Card key={key} withBorder padding="md" radius="md" data-testid="pos-info-card">
          <ThemeIcon variant="light" size={36} mb="xs" aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <Title order={3} size="h5">
            {t(`pos.cards.${key}Title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`pos.cards.${key}Text`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
