import { Checkbox, Group, Radio, Stack, TextInput } from "@mantine/core";
import {
  PAYMENT_LINK_FIELD_MODES,
  PAYMENT_LINK_FIELDS,
  PAYMENT_LINK_LIMITS,
  type PaymentLinkFieldMode,
} from "@payflow/contracts/payment-link-rules";
import {
  MOBILE_PAYMENT_OPERATORS,
  type MobilePaymentOperator,
  PAYMENT_OPERATOR_NAMES,
} from "@payflow/contracts/payment-rules";
import { useTranslation } from "react-i18next";
import { type LinkFormApi, Section } from "./FormParts";

/** The ways of paying offered (none ticked: all) and the four questions put to the payer. */
export function PayerFields({ form }: { form: LinkFormApi }) {
  const { t } = useTranslation();
  const { fields } = form.values;
  return (
    <>
      <Section title={t("paymentLinks.form.operatorsSection")}>
        <Checkbox.Group
          label={t("paymentLinks.form.operators")}
          description={t("paymentLinks.form.operatorsHint")}
          value={form.values.operators}
          onChange={(v) => form.set("operators", v as MobilePaymentOperator[])}
          error={form.errors.operators}
        >
          <Group gap="lg" mt={6}>
            {MOBILE_PAYMENT_OPERATORS.map((o) => (
              <Checkbox key={o} value={o} label={PAYMENT_OPERATOR_NAMES[o]} />
            ))}
          </Group>
        </Checkbox.Group>
      </Section>
      <Section title={t("paymentLinks.form.questionsSection")}>
        <Stack gap="xs">
          {PAYMENT_LINK_FIELDS.map((question) => (
            <Radio.Group
              key={question}
              label={t(`paymentLinks.form.questions.${question}`)}
              value={fields[question]}
              onChange={(v) => form.set("fields", { ...fields, [question]: v as PaymentLinkFieldMode })}
            >
              <Group gap="lg" mt={4}>
                {PAYMENT_LINK_FIELD_MODES.map((mode) => (
                  <Radio key={mode} value={mode} label={t(`paymentLinks.form.questionModes.${mode}`)} />
                ))}
              </Group>
            </Radio.Group>
          ))}
        </Stack>
        {fields.note !== "off" && (
          <TextInput
            label={t("paymentLinks.form.noteLabel")}
            description={t("paymentLinks.form.noteLabelHint")}
            maxLength={PAYMENT_LINK_LIMITS.noteLabel}
            {...form.bind("noteLabel")}
          />
        )}
      </Section>
    </>
  );
}
