import "../i18n";
import { Alert, Anchor, Stack, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { CapabilityScreen } from "../../../components/RequireCapability";
import { useModeKey } from "../../../lib/test-mode";
import { paymentLinkQuery } from "../api/payment-link";
import { LinkForm } from "./LinkForm";

/** /dashboard/payment-links/new and /dashboard/payment-links/:id/edit (usePOS). */
export function PaymentLinkFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const heading = t(id ? "paymentLinks.form.editTitle" : "paymentLinks.form.newTitle");
  return (
    <CapabilityScreen section={heading} capability="usePOS">
      <Stack gap="lg">
        <Anchor
          component={Link}
          to={id ? `/dashboard/payment-links/${encodeURIComponent(id)}` : "/dashboard/payment-links"}
          size="sm"
        >
          <IconArrowLeft size={14} aria-hidden /> {t("paymentLinks.back")}
        </Anchor>
        <Title order={1} size="h2">
          {heading}
        </Title>
        {id ? <EditLink id={id} /> : <LinkForm link={null} />}
      </Stack>
    </CapabilityScreen>
  );
}

function EditLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const link = useQuery({ ...paymentLinkQuery(useModeKey(), id), refetchOnWindowFocus: false });
  if (link.isPending || link.error) return <QueryStatus isPending={link.isPending} error={link.error} />;
  if (!link.data.active) return <Alert color="gray">{t("paymentLinks.form.inactive")}</Alert>;
  return <LinkForm link={link.data} />;
}
