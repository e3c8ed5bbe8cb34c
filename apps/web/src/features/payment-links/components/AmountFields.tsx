import { Group, NumberInput, Radio, TagsInput } from "@mantine/core";
import { PAYMENT_LINK_LIMITS } from "@payflow/contracts/payment-link-rules";
import { useTranslation } from "react-i18next";
import { type LinkFormApi, type NumberProps, Section } from "./FormParts";

/** Who sets the amount, then a fixed amount (and its quantities) or the payer's bounds and suggestions. */
export function AmountFields({ form, numberProps }: { form: LinkFormApi; numberProps: NumberProps }) {
  const { t } = useTranslation();
  const fixed = form.values.amountType === "fixed";
  return (
    <Section title={t("paymentLinks.form.amountSection")}>
      <Radio.Group
        label={t("paymentLinks.form.amountType")}
        value={form.values.amountType}
        onChange={(v) => form.set("amountType", v === "payer_chooses" ? "payer_chooses" : "fixed")}
      >
        <Group gap="lg" mt={6}>
          <Radio value="fixed" label={t("paymentLinks.form.fixed")} />
          <Radio value="payer_chooses" label={t("paymentLinks.form.payerChooses")} />
        </Group>
      </Radio.Group>
      {fixed ? (
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput label={t("paymentLinks.form.amount")} required miw={200} {...numberProps("amount", true)} />
          <NumberInput
            label={t("paymentLinks.form.quantityMax")}
            description={t("paymentLinks.form.quantityMaxHint")}
            max={PAYMENT_LINK_LIMITS.quantityMax}
            miw={200}
            {...numberProps("quantityMax")}
          />
        </Group>
      ) : (
        <>
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label={t("paymentLinks.form.minAmount")}
              description={t("paymentLinks.form.boundsHint")}
              miw={200}
              {...numberProps("minAmount", true)}
            />
            <NumberInput
              label={t("paymentLinks.form.maxAmount")}
              description={t("paymentLinks.form.boundsHint")}
              miw={200}
              {...numberProps("maxAmount", true)}
            />
          </Group>
          <TagsInput
            label={t("paymentLinks.form.suggestedAmounts")}
            description={t("paymentLinks.form.suggestedHint")}
            maxTags={PAYMENT_LINK_LIMITS.suggestedAmounts}
            splitChars={[";"]}
            clearable
            {...form.bind("suggestedAmounts")}
          />
        </>
      )}
    </Section>
  );
}
