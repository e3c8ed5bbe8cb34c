import { Alert, Badge, Button, Card, Group, Loader, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconShieldCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/errors";
import { twoFactorQuery } from "../api/two-factor";
import { TwoFactorDisableModal } from "./TwoFactorDisableModal";
import { TwoFactorEnrolModal } from "./TwoFactorEnrolModal";

/** Two-step verification: its state, and the way to turn it on or off. */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const { data, isPending, error } = useQuery(twoFactorQuery());
  const [enrolling, enrol] = useDisclosure(false);
  const [disabling, disable] = useDisclosure(false);

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconShieldCheck size={22} aria-hidden />
          <div>
            <Group gap="xs">
              <Title order={3} size="h4">
                {t("security.twoFactor.title")}
              </Title>
              {data && (
                <Badge color={data.enabled ? "teal" : "gray"} variant="light" data-testid="two-factor-state">
                  {data.enabled ? t("security.twoFactor.on") : t("security.twoFactor.off")}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t("security.twoFactor.subtitle")}
            </Text>
          </div>
        </Group>
        {isPending ? (
          <Loader size="sm" aria-label={t("common.loading")} />
        ) : data?.enabled ? (
          <Button variant="light" color="red" onClick={disable.open}>
            {t("security.twoFactor.disable")}
          </Button>
        ) : data ? (
          <Button onClick={enrol.open}>{t("security.twoFactor.enable")}</Button>
        ) : null}
      </Group>
      {error && (
        <Alert color="red" mt="md">
          {errorMessage(t, error)}
        </Alert>
      )}
      {enrolling && <TwoFactorEnrolModal onClose={enrol.close} />}
      {disabling && <TwoFactorDisableModal onClose={disable.close} />}
    </Card>
  );
}
