import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import type { StepUpMethod } from "@payflow/contracts/security";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { onStepUpRequired } from "../../../lib/api";
import { useFieldForm } from "../../../lib/form";
import { useStepUp } from "../api/step-up";
import "../i18n";

type Pending = { method: StepUpMethod; promise: Promise<boolean>; settle: (steppedUp: boolean) => void };

/**
 * Mounted once in the staff area (docs/PAYOUTS.md § Step-up): whenever a call answers
 * stepUpRequired, asks the person to confirm it is them — the code from their app, or their
 * password without two-factor — and lib/api then sends the call again, once; cancelling fails
 * the call with its refusal, which its screen shows as usual. Calls refused together share one
 * dialog.
 */
export function StepUpDialog() {
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);

  useEffect(() => {
    const off = onStepUpRequired((method) => {
      if (current.current) return current.current.promise;
      let resolve: (steppedUp: boolean) => void = () => {};
      const promise = new Promise<boolean>((r) => {
        resolve = r;
      });
      const asked: Pending = {
        method,
        promise,
        settle: (steppedUp) => {
          if (current.current !== asked) return;
          current.current = null;
          setPending(null);
          resolve(steppedUp);
        },
      };
      current.current = asked;
      setPending(asked);
      return promise;
    });
    return () => {
      off();
      current.current?.settle(false);
    };
  }, []);

  if (!pending) return null;
  return (
    <StepUpForm method={pending.method} onDone={() => pending.settle(true)} onCancel={() => pending.settle(false)} />
  );
}

// Escape and clicks here concern this dialog only: a window below it (a payout's decision) stays
// open to show how its call ended. Mantine's modals leave alone a key pressed on such an element.
const OWN = { "data-mantine-stop-propagation": "true" } as const;

function StepUpForm(props: { method: StepUpMethod; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const step = useStepUp();
  const totp = props.method === "totp";
  const field = totp ? "code" : "password";
  const form = useFieldForm({ code: "", password: "" }, (v) => [
    totp && v.code.trim() === "" ? { field: "code", code: "twoFactorCodeRequired" } : null,
    !totp && v.password === "" ? { field: "password", code: "passwordRequired" } : null,
  ]);
  const onSubmit = form.submit(
    (v) =>
      step.mutate(totp ? { code: v.code.replaceAll(/\s/g, "") } : { password: v.password }, {
        onSuccess: props.onDone,
        // A wrong code or password is marked at its field, which keeps the focus for another try.
        onError: (error) => {
          form.fail(error, field);
          form.focus(field);
        },
      }),
    { toast: false, focus: true },
  );
  const cancelOnEscape = (e: KeyboardEvent) => {
    if (e.key !== "Escape") return;
    e.preventDefault();
    props.onCancel();
  };

  return (
    <Modal
      opened
      onClose={props.onCancel}
      title={t("stepUp.title")}
      centered
      zIndex={300}
      closeButtonProps={{ ...OWN, "aria-label": t("common.close"), onKeyDown: cancelOnEscape }}
    >
      <form onSubmit={onSubmit} onKeyDown={cancelOnEscape} noValidate data-testid="step-up">
        <Stack gap="sm">
          <Text size="sm">{t(totp ? "stepUp.totpText" : "stepUp.passwordText")}</Text>
          {totp ? (
            <TextInput
              label={t("stepUp.code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              data-autofocus
              {...OWN}
              {...form.bind("code")}
            />
          ) : (
            <PasswordInput
              label={t("stepUp.password")}
              autoComplete="current-password"
              required
              data-autofocus
              {...OWN}
              {...form.bind("password")}
              visibilityToggleButtonProps={{ ...OWN, "aria-label": t("auth.showPassword") }}
            />
          )}
          <Text size="xs" c="dimmed">
            {t("stepUp.window")}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel} {...OWN}>
              {t("stepUp.cancel")}
            </Button>
            <Button type="submit" loading={step.isPending} {...OWN}>
              {t("stepUp.confirm")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
