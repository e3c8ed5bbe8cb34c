import "../i18n-checkout-origins";
import { Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from "@mantine/core";
import { CHECKOUT_ORIGINS_MAX, checkoutOriginError } from "@payflow/contracts/checkout-origin-rules";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/errors";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { checkoutOriginsQuery, useSaveCheckoutOrigins } from "../api/checkout-origins";

type Values = { origins: string };

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The contract's rules (packages/contracts checkout-origin-rules.ts); the server checks them again. */
function firstError(v: Values) {
  const lines = linesOf(v.origins);
  if (lines.length > CHECKOUT_ORIGINS_MAX)
    return { field: "origins" as const, code: "tooManyCheckoutOrigins" as const };
  const bad = lines.find((line) => checkoutOriginError(line) !== null);
  return bad ? { field: "origins" as const, code: "checkoutOriginInvalid" as const } : null;
}

/**
 * The sites that may show the business's checkout in payflow.js's overlay (docs/API.md §
 * payflow.js): one per line, for people who may change the company's settings.
 */
export function CheckoutOriginsCard() {
  const { t } = useTranslation();
  const { data, isPending, error } = useQuery(checkoutOriginsQuery());
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="checkout-origins">
      <Stack>
        <div>
          <Title order={2} size="h3" id="checkout-origins">
            {t("checkoutOrigins.title")}
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            {t("checkoutOrigins.intro")}
          </Text>
        </div>
        {isPending && <Skeleton h={120} />}
        {error && <Text c="red">{errorMessage(t, error)}</Text>}
        {data && <OriginsForm initial={data.origins} />}
      </Stack>
    </Paper>
  );
}

function OriginsForm({ initial }: { initial: string[] }) {
  const { t } = useTranslation();
  const form = useFieldForm<Values>({ origins: initial.join("\n") }, (v) => [firstError(v)]);
  const save = useSaveCheckoutOrigins();
  const submit = form.submit((v) =>
    save.mutate(
      { origins: linesOf(v.origins) },
      {
        onSuccess: (saved) => {
          form.reset({ origins: saved.origins.join("\n") });
          toast.show({ color: "teal", message: t("checkoutOrigins.saved") });
        },
        onError: (e) => form.fail(e, "origins"),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {initial.length === 0 && <Text size="sm">{t("checkoutOrigins.none")}</Text>}
        <Textarea
          label={t("checkoutOrigins.label")}
          description={t("checkoutOrigins.hint")}
          placeholder={t("checkoutOrigins.placeholder")}
          rows={4}
          spellCheck={false}
          {...form.bind("origins")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("checkoutOrigins.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
