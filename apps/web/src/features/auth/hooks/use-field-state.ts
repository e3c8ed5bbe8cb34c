import { notifications } from "@mantine/notifications";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * Field values and errors for the sign-in and registration forms: editing a field clears its
 * error; a failure marks the field and shows an error toast (spec §5).
 */
export function useFieldState<V extends Record<string, string>>(initial: V) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const bind = useCallback(
    (field: keyof V) => ({
      value: values[field],
      error: errors[field],
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [field]: value }));
        setErrors((e) => ({ ...e, [field]: undefined }));
      },
    }),
    [values, errors],
  );
  const fail = useCallback(
    (message: string, field?: keyof V) => {
      setErrors(field ? ({ [field]: message } as Partial<Record<keyof V, string>>) : {});
      notifications.show({ color: "red", title: t("errors.title"), message });
    },
    [t],
  );
  return { values, bind, fail };
}
