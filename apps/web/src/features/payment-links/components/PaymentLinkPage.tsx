import "../i18n";
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { PaymentLink } from "@payflow/contracts/payment-links";
import type { Me } from "@payflow/contracts/profile";
import { IconArrowLeft, IconPencil, IconPlayerStop } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useOutletContext, useParams } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryStatus } from "../../../components/QueryStatus";
import { CapabilityScreen } from "../../../components/RequireCapability";
import { holdsAny, useHeldCapabilities } from "../../../lib/capabilities";
import { errorMessage } from "../../../lib/errors";
import { formatDateTime, formatXof } from "../../../lib/format";
import { useModeKey } from "../../../lib/test-mode";
import { toast } from "../../../lib/toast";
import { useDeactivatePaymentLink } from "../api/deactivate-payment-link";
import { paymentLinkQuery } from "../api/payment-link";
import { LINK_STATUS_COLOR, linkStatus } from "../link-view";
import { LinkPayments } from "./LinkPayments";
import { LinkSettings } from "./LinkSettings";
import { SharePanel } from "./SharePanel";

/** /dashboard/payment-links/:id (viewTransactions): the link, its totals, sharing it, its payments. */
export function PaymentLinkPage() {
  const { t } = useTranslation();
  return (
    <CapabilityScreen section={t("paymentLinks.title")} capability="viewTransactions">
      <Stack gap="lg">
        <Anchor component={Link} to="/dashboard/payment-links" size="sm">
          <IconArrowLeft size={14} aria-hidden /> {t("paymentLinks.back")}
        </Anchor>
        <Screen id={useParams().id ?? ""} />
      </Stack>
    </CapabilityScreen>
  );
}

function Screen({ id }: { id: string }) {
  const link = useQuery(paymentLinkQuery(useModeKey(), id));
  if (link.isPending || link.error) return <QueryStatus isPending={link.isPending} error={link.error} />;
  return (
    <>
      <Header link={link.data} />
      <Totals link={link.data} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SharePanel link={link.data} />
        <LinkSettings link={link.data} />
      </SimpleGrid>
      <LinkPayments id={link.data.id} />
    </>
  );
}

function Header({ link }: { link: PaymentLink }) {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  const canMake = holdsAny(useHeldCapabilities(me), "usePOS");
  const [confirming, setConfirming] = useState(false);
  const deactivate = useDeactivatePaymentLink();
  const status = linkStatus(link);
  const onDeactivate = () =>
    deactivate.mutate(link.id, {
      onSuccess: (saved) => {
        setConfirming(false);
        toast.show({
          color: "teal",
          title: t("paymentLinks.detail.deactivated"),
          message: t("paymentLinks.detail.deactivatedText", { title: saved.title }),
        });
      },
      onError: (e) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) }),
    });
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
            {link.title}
          </Title>
          <Badge variant="light" color={LINK_STATUS_COLOR[status]} data-testid="payment-link-status">
            {t(`paymentLinks.statuses.${status}`)}
          </Badge>
        </Group>
        {link.description && (
          <Text c="dimmed" size="sm" style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
            {link.description}
          </Text>
        )}
      </Stack>
      {canMake && link.active && (
        <Group gap="xs">
          <Button
            variant="default"
            component={Link}
            to={`/dashboard/payment-links/${encodeURIComponent(link.id)}/edit`}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t("paymentLinks.detail.edit")}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconPlayerStop size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t("paymentLinks.detail.deactivate")}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t("paymentLinks.detail.deactivateTitle")}
        text={t("paymentLinks.detail.deactivateText", { title: link.title })}
        confirmLabel={t("paymentLinks.detail.deactivateConfirm")}
        busy={deactivate.isPending}
        onConfirm={onDeactivate}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}

function Totals({ link }: { link: PaymentLink }) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const figures = [
    { key: "payments", label: t("paymentLinks.detail.payments"), value: String(link.payments) },
    { key: "collected", label: t("paymentLinks.detail.collected"), value: formatXof(link.collected, i18n.language) },
    {
      key: "last-payment",
      label: t("paymentLinks.detail.lastPayment"),
      value: link.lastPaymentAt
        ? formatDateTime(link.lastPaymentAt, i18n.language, me.preferences.timeZone)
        : t("paymentLinks.never"),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" aria-label={t("paymentLinks.detail.totals")} role="group">
      {figures.map((f) => (
        <Card key={f.key} withBorder radius="md" padding="md" data-testid={`payment-link-total-${f.key}`}>
          <Text size="sm" c="dimmed">
            {f.label}
          </Text>
          <Text fw={700} size="xl">
            {f.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
