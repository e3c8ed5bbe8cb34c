import { ActionIcon, Tooltip } from "@mantine/core";
import type { ApiKey } from "@payflow/contracts/api-keys";
import { IconCopy, IconEye, IconEyeOff, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * The actions that hand a key's value out — reveal for 5 s, copy, roll (a new value) — shown only
 * to whom the server gives it: the key's maker, or someone holding administerApiKeys (docs/API.md
 * § Keys and scopes).
 */
export function HandOutActions(props: {
  apiKey: ApiKey;
  shown: string | null;
  onReveal: () => void;
  onCopy: () => void;
  onRoll: () => void;
}) {
  const { t } = useTranslation();
  const k = props.apiKey;
  return (
    <>
      <Tooltip label={t(props.shown ? "apiKeys.hide" : "apiKeys.reveal", { name: k.name })}>
        <ActionIcon
          variant="subtle"
          aria-label={t(props.shown ? "apiKeys.hide" : "apiKeys.reveal", { name: k.name })}
          aria-pressed={props.shown !== null}
          onClick={props.onReveal}
        >
          {props.shown ? <IconEyeOff size={18} /> : <IconEye size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t("apiKeys.copy", { name: k.name })}>
        <ActionIcon variant="subtle" aria-label={t("apiKeys.copy", { name: k.name })} onClick={props.onCopy}>
          <IconCopy size={18} />
        </ActionIcon>
      </Tooltip>
      {k.status === "active" && (
        <Tooltip label={t("apiKeys.rollLabel", { name: k.name })}>
          <ActionIcon variant="subtle" aria-label={t("apiKeys.rollLabel", { name: k.name })} onClick={props.onRoll}>
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
