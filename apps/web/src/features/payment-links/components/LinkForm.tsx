import "../i18n";
import { Button, Group, NumberInput, Stack, Textarea, TextInput } from "@mantine/core";
import { PAYMENT_LINK_LIMITS } from "@payflow/contracts/payment-link-rules";
import type { PaymentLink } from "@payflow/contracts/payment-links";
import { PAYMENT_LIMITS } from "@payflow/contracts/payment-rules";
import type { Me } from "@payflow/contracts/profile";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useOutletContext } from "react-router";
import { ApiError } from "../../../lib/api";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useCreatePaymentLink } from "../api/create-payment-link";
import { useUpdatePaymentLink } from "../api/update-payment-link";
import {
  createRequest,
  EMPTY_LINK,
  type LinkFormValues,
  linkFormRules,
  linkFormValues,
  updateRequest,
} from "../form-values";
import { AmountFields } from "./AmountFields";
import { Section, useNumberProps } from "./FormParts";
import { PayerFields } from "./PayerFields";

/** Creates a link (link = null) or edits an active one (its slug shown, not editable). */
export function LinkForm({ link }: { link: PaymentLink | null }) {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  const zone = me.preferences.timeZone;
  const navigate = useNavigate();
  const form = useFieldForm<LinkFormValues>(link ? linkFormValues(link, zone) : EMPTY_LINK, linkFormRules);
  const numberProps = useNumberProps(form);
  const create = useCreatePaymentLink();
  const update = useUpdatePaymentLink();
  const busy = create.isPending || update.isPending;

  // A refusal goes to the field it names ("suggestedAmounts.2" → the suggestions); what was typed stays.
  const onError = (e: unknown) => form.fail(e, e instanceof ApiError ? e.field?.split(".")[0] : undefined);
  const done = (saved: PaymentLink, key: "created" | "saved") => {
    toast.show({
      color: "teal",
      title: t(`paymentLinks.form.${key}`),
      message: t(`paymentLinks.form.${key}Text`, { title: saved.title }),
    });
    navigate(`/dashboard/payment-links/${encodeURIComponent(saved.id)}`);
  };
  const onSubmit = form.submit((values) => {
    if (link)
      update.mutate(
        { id: link.id, body: updateRequest(values, zone) },
        { onSuccess: (saved) => done(saved, "saved"), onError },
      );
    else create.mutate(createRequest(values, zone), { onSuccess: (saved) => done(saved, "created"), onError });
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="payment-link-form">
      <Stack gap="md">
        <Section title={t("paymentLinks.form.what")}>
          <TextInput
            label={t("paymentLinks.form.slug")}
            description={t(link ? "paymentLinks.form.slugFixed" : "paymentLinks.form.slugHint")}
            leftSection="/l/"
            leftSectionWidth={36}
            maxLength={40}
            autoCapitalize="none"
            spellCheck={false}
            disabled={link !== null}
            {...form.bind("slug")}
          />
          <TextInput
            label={t("paymentLinks.form.title")}
            required
            maxLength={PAYMENT_LINK_LIMITS.title}
            {...form.bind("title")}
          />
          <Textarea
            label={t("paymentLinks.form.description")}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={PAYMENT_LINK_LIMITS.description}
            {...form.bind("description")}
          />
          <TextInput
            label={t("paymentLinks.form.imageUrl")}
            type="url"
            maxLength={PAYMENT_LIMITS.url}
            {...form.bind("imageUrl")}
          />
        </Section>
        <AmountFields form={form} numberProps={numberProps} />
        <PayerFields form={form} />
        <Section title={t("paymentLinks.form.limitsSection")}>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t("paymentLinks.form.expiresAt")}
              description={t("paymentLinks.form.expiresHint", { zone })}
              type="datetime-local"
              miw={220}
              {...form.bind("expiresAt")}
            />
            <NumberInput
              label={t("paymentLinks.form.maxPayments")}
              description={t("paymentLinks.form.maxPaymentsHint")}
              miw={220}
              {...numberProps("maxPayments")}
            />
          </Group>
          <Textarea
            label={t("paymentLinks.form.successMessage")}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={PAYMENT_LINK_LIMITS.successMessage}
            {...form.bind("successMessage")}
          />
          <TextInput
            label={t("paymentLinks.form.returnUrl")}
            type="url"
            maxLength={PAYMENT_LIMITS.url}
            {...form.bind("returnUrl")}
          />
        </Section>
        <Group justify="flex-end">
          <Button
            variant="default"
            component={Link}
            to={link ? `/dashboard/payment-links/${encodeURIComponent(link.id)}` : "/dashboard/payment-links"}
          >
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={busy}>
            {t(link ? "paymentLinks.form.save" : "paymentLinks.form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
