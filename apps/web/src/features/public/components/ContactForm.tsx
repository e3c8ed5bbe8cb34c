import { Alert, Button, Stack, Textarea, TextInput } from "@mantine/core";
import { CONTACT_LIMITS, type ContactField, type ContactInput, contactErrors } from "@payflow/contracts/contact";
import type { ErrorCode } from "@payflow/contracts/errors";
import { IconCircleCheck } from "@tabler/icons-react";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api";
import { errorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/toast";
import { sendContactMessage } from "../api/contact";

const EMPTY: ContactInput = { name: "", email: "", subject: "", message: "" };
const FIELDS: readonly ContactField[] = ["name", "email", "subject", "message"];

/**
 * The contact form: every field required (docs/PRODUCT.md §5), checked here and again by the server.
 * The message is stored for real; the form clears only once the server has accepted it.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, ErrorCode>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const focus = (field: ContactField) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setSent(false);
    const found = contactErrors(values);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) return focus(first);
    setBusy(true);
    try {
      await sendContactMessage(values);
      setValues(EMPTY);
      setSent(true);
      toast.show({ color: "teal", title: t("contactPage.sent"), message: t("contactPage.sentText") });
    } catch (error) {
      // What was typed stays: nothing is lost on a refusal.
      if (error instanceof ApiError && error.field && FIELDS.includes(error.field as ContactField)) {
        setErrors({ [error.field]: error.code });
        focus(error.field as ContactField);
      } else {
        setFailure(errorMessage(t, error));
      }
    } finally {
      setBusy(false);
    }
  }

  const bind = (field: ContactField) => ({
    name: field,
    label: t(`contactPage.${field}`),
    placeholder: t(`contactPage.${field}Placeholder`),
    value: values[field],
    withAsterisk: true,
    error: errors[field] ? t(`errors.${errors[field]}`) : undefined,
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
      setErrors(({ [field]: _cleared, ...rest }) => rest);
    },
  });

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={t("contactPage.title")}>
      <Stack gap="md">
        {sent && (
          <Alert color="teal" icon={<IconCircleCheck />} title={t("contactPage.sent")} role="status">
            {t("contactPage.sentText")}
          </Alert>
        )}
        {failure && (
          <Alert color="red" title={t("errors.title")} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput {...bind("name")} autoComplete="name" maxLength={CONTACT_LIMITS.name} />
        <TextInput {...bind("email")} type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />
        <TextInput {...bind("subject")} maxLength={CONTACT_LIMITS.subject} />
        <Textarea
          {...bind("message")}
          minRows={6}
          autosize
          maxRows={16}
          inputWrapperOrder={["label", "input", "description", "error"]}
          description={t("contactPage.messageCount", {
            count: values.message.length,
            max: CONTACT_LIMITS.message,
          })}
        />
        <Button type="submit" loading={busy} size="md" style={{ alignSelf: "flex-start" }}>
          {t("contactPage.send")}
        </Button>
      </Stack>
    </form>
  );
}
