import { Checkbox, Radio, Stack, Text } from "@mantine/core";
import { API_KEY_SCOPES, type ApiKeyScope, type KeyAction, makerMay } from "@payflow/contracts/api-keys";
import type { Mode } from "@payflow/contracts/payment-rules";
import type { Me } from "@payflow/contracts/profile";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { scopeKey } from "../scope-key";

export type KeyAccess = "standard" | "restricted";

/**
 * Whether a new key is standard (all its maker may do) or restricted to scopes (docs/API.md §
 * Keys and scopes). Only the scopes the person may use in the key's mode are offered: the server
 * refuses the others (apiKeyScopeNotHeld).
 */
export function KeyAccessField(props: {
  mode: Mode;
  access: KeyAccess;
  scopes: ApiKeyScope[];
  error?: string;
  onAccess: (access: KeyAccess) => void;
  onScopes: (scopes: ApiKeyScope[]) => void;
}) {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  const offered = API_KEY_SCOPES.filter(
    (s) => s === "read_only" || makerMay(me.role, me.capabilities, props.mode, s as KeyAction),
  );
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t("apiKeys.access")}
        description={t("apiKeys.accessHelp")}
        value={props.access}
        onChange={(v) => props.onAccess(v as KeyAccess)}
      >
        <Stack gap={6} mt={6}>
          <Radio value="standard" label={t("apiKeys.standard")} description={t("apiKeys.standardHelp")} />
          <Radio value="restricted" label={t("apiKeys.restricted")} description={t("apiKeys.restrictedHelp")} />
        </Stack>
      </Radio.Group>
      {props.access === "restricted" && (
        <Checkbox.Group
          label={t("apiKeys.scopesLabel")}
          value={props.scopes}
          onChange={(v) => props.onScopes(v as ApiKeyScope[])}
          error={props.error}
        >
          <Stack gap={6} mt={6} data-testid="api-key-scopes">
            {offered.map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                label={
                  <Text span size="sm">
                    {t(`apiKeys.scopes.${scopeKey(scope)}`)}{" "}
                    <Text span ff="monospace" size="xs" c="dimmed">
                      {scope}
                    </Text>
                  </Text>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}
