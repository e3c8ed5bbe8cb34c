import "../i18n";
import { Button, Group, Modal, PasswordInput, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { CLIENT_LIMITS, type ClientStatus, firstClientError } from "@payflow/contracts/client-rules";
import type { Client, CreateClientResponse } from "@payflow/contracts/clients";
import { PASSWORD_MAX_LENGTH } from "@payflow/contracts/rules";
import { useTranslation } from "react-i18next";
import { PhoneField } from "../../../components/PhoneField";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useCreateClient } from "../api/create-client";
import { useUpdateClient } from "../api/update-client";

type FormValues = {
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  status: ClientStatus;
  password: string;
};

const EMPTY: FormValues = {
  name: "",
  contactPerson: "",
  email: "",
  phone: "",
  address: "",
  status: "active",
  password: "",
};

function initialValues(client: Client | null): FormValues {
  if (!client) return EMPTY;
  return {
    name: client.name,
    contactPerson: client.contactPerson,
    email: client.email,
    phone: client.phone,
    address: client.address,
    status: client.status === "inactive" ? "inactive" : "active",
    password: "",
  };
}

/** Create (client = null) or edit a client. Mounted per opening, so it starts from the row. */
export function ClientFormDialog({
  client,
  onClose,
  onLoginCreated,
}: {
  client: Client | null;
  onClose: () => void;
  onLoginCreated: (login: { email: string; password: string }) => void;
}) {
  const { t } = useTranslation();
  // Editing has no password: the login is created only with the client.
  const form = useFieldForm<FormValues>(initialValues(client), ({ password, ...fields }) => [
    firstClientError(client ? fields : { ...fields, password }),
  ]);
  const create = useCreateClient();
  const update = useUpdateClient();
  const busy = create.isPending || update.isPending;

  const onSubmit = form.submit((values) => {
    const { password, ...fields } = values;
    const done = (name: string, key: "added" | "updated") => {
      toast.show({ color: "teal", title: t(`clients.${key}`), message: t(`clients.${key}Text`, { name }) });
      onClose();
    };
    if (client) {
      update.mutate(
        { id: client.id, body: fields },
        { onSuccess: (saved) => done(saved.name, "updated"), onError: (e) => form.fail(e) },
      );
    } else {
      create.mutate(password ? values : fields, {
        onSuccess: (result: CreateClientResponse) => {
          done(result.client.name, "added");
          if (result.portalLogin) onLoginCreated({ email: result.portalLogin.email, password });
        },
        onError: (e) => form.fail(e),
      });
    }
  });

  return (
    <Modal opened onClose={onClose} title={t(client ? "clients.editTitle" : "clients.addTitle")} centered size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("clients.fields.name")}
            required
            maxLength={CLIENT_LIMITS.name}
            data-autofocus
            {...form.bind("name")}
          />
          <TextInput
            label={t("clients.fields.contactPerson")}
            maxLength={CLIENT_LIMITS.contactPerson}
            {...form.bind("contactPerson")}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t("clients.fields.email")}
              type="email"
              maxLength={CLIENT_LIMITS.email}
              {...form.bind("email")}
            />
            <PhoneField label={t("clients.fields.phone")} {...form.bind("phone")} />
          </Group>
          <Textarea
            label={t("clients.fields.address")}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={CLIENT_LIMITS.address}
            {...form.bind("address")}
          />
          <Select
            label={t("clients.fields.status")}
            data={[
              { value: "active", label: t("clients.status.active") },
              { value: "inactive", label: t("clients.status.inactive") },
            ]}
            value={form.values.status}
            onChange={(v) => v && form.set("status", v as ClientStatus)}
            allowDeselect={false}
          />
          {!client && (
            <PasswordInput
              label={t("clients.fields.password")}
              description={t("clients.fields.passwordHint")}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              {...form.bind("password")}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("clients.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
