import { Alert, Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/errors";

/**
 * What a screen shows while its data loads or when loading failed: one spinner, one
 * translated error. Screens render it in place of their content until the data is there.
 */
export function QueryStatus({
  isPending,
  error,
  size,
  errorTitle,
}: {
  isPending: boolean;
  error: unknown;
  size?: "sm";
  /** A heading for the failure, e.g. 'Failed to fetch users.' (docs/PRODUCT.md §8) */
  errorTitle?: string;
}) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert color="red" title={errorTitle}>
        {errorMessage(t, error)}
      </Alert>
    );
  }
  if (!isPending) return null;
  return (
    <Center py={size ? "md" : "xl"} role="status">
      <Loader size={size} aria-label={t("common.loading")} />
    </Center>
  );
}
