import { Alert, Button, Stack, Textarea, TextInput } from "@mantine/core";
import { CONTACT_LIMITS, type ContactField, type ContactInput, contactErrors } from "@payflow/contracts/contact";
import { IconCircleCheck } from "@tabler/icons-react";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiError } from "../../../lib/api";
import { errorMessage } from "../../../lib/errors";
import { useFieldForm } from "../../../lib/form";
import { useSubmitUntilHydrated, useTypedBeforeHydration } from "../../../lib/hydrated";
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
  // Every empty or invalid field is marked at once and the first one takes the focus; no toast.
  const form = useFieldForm(
    EMPTY,
    (values) => {
      const found = contactErrors(values);
      return FIELDS.map((field) => (found[field] ? { field, code: found[field] } : null));
    },
    "all",
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  // Prerendered (docs/ARCHITECTURE.md § The web app): until the script runs, the button submits
  // nothing (a plain button) rather than sending the form to the page's own address, and what was
  // typed meanwhile is in the fields but not in the form's values: it is taken in once hydrated.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, FIELDS, form.set);
  const submitButton = useSubmitUntilHydrated();

  const send = form.submit(
    async (values) => {
      setBusy(true);
      try {
        await sendContactMessage(values);
        form.reset(EMPTY);
        setSent(true);
        toast.show({ color: "teal", title: t("contactPage.sent"), message: t("contactPage.sentText") });
      } catch (error) {
        // What was typed stays: nothing is lost on a refusal.
        if (form.showFieldError(error)) form.focus((error as ApiError).field as ContactField);
        else setFailure(errorMessage(t, error));
      } finally {
        setBusy(false);
      }
    },
    { toast: false, focus: true },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    setFailure(null);
    setSent(false);
    send(event);
  };

  const bind = (field: ContactField) => ({
    name: field,
    label: t(`contactPage.${field}`),
    placeholder: t(`contactPage.${field}Placeholder`),
    withAsterisk: true,
    ...form.bind(field),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t("contactPage.title")}>
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
            count: form.values.message.length,
            max: CONTACT_LIMITS.message,
          })}
        />
        <Button {...submitButton} loading={busy} size="md" style={{ alignSelf: "flex-start" }}>
          {t("contactPage.send")}
        </Button>
      </Stack>
    </form>
  );
}
