import { Button, Checkbox, Group, SimpleGrid, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  CAPABILITIES,
  CAPABILITY_GROUP,
  CAPABILITY_GROUPS,
  type Capability,
  hasCapability,
} from "@payflow/contracts/capabilities";
import { useTranslation } from "react-i18next";

/**
 * Capabilities grouped as docs/PRODUCT.md §3 lists them, with select all / deselect all per group. Only
 * what `held` includes can be ticked or unticked: nobody grants what they lack (the server refuses it).
 */
export function CapabilityPicker({
  value,
  onChange,
  disabled,
  held,
  error,
}: {
  value: readonly Capability[];
  onChange: (next: Capability[]) => void;
  disabled?: boolean;
  /** The editor's own capabilities; absent: all may change. */
  held?: readonly Capability[];
  error?: string | null;
}) {
  const { t } = useTranslation();
  const selected = new Set(value);
  const mayChange = (c: Capability) => !held || hasCapability(held, c);
  const setGroup = (caps: Capability[], on: boolean) => {
    const next = new Set(selected);
    for (const c of caps.filter(mayChange)) {
      if (on) next.add(c);
      else next.delete(c);
    }
    onChange(CAPABILITIES.filter((c) => next.has(c)));
  };
  return (
    <Stack gap="sm" role="group" aria-label={t("permissions.capabilities")}>
      <Text fw={600} size="sm">
        {t("permissions.capabilities")}
      </Text>
      {CAPABILITY_GROUPS.map((group) => {
        const caps = CAPABILITIES.filter((c) => CAPABILITY_GROUP[c] === group);
        const groupName = t(`permissions.groups.${group}`);
        return (
          <fieldset
            key={group}
            style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
            data-testid={`group-${group}`}
          >
            <VisuallyHidden component="legend">{groupName}</VisuallyHidden>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={500} c="dimmed" aria-hidden>
                {groupName}
              </Text>
              {!disabled && (
                <Group gap={4}>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setGroup(caps, true)}
                    aria-label={`${t("permissions.selectAll")} — ${groupName}`}
                  >
                    {t("permissions.selectAll")}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="gray"
                    onClick={() => setGroup(caps, false)}
                    aria-label={`${t("permissions.deselectAll")} — ${groupName}`}
                  >
                    {t("permissions.deselectAll")}
                  </Button>
                </Group>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6}>
              {caps.map((c) => (
                <Checkbox
                  key={c}
                  label={t(`permissions.caps.${c}`)}
                  checked={selected.has(c)}
                  disabled={disabled || !mayChange(c)}
                  onChange={(e) => setGroup([c], e.currentTarget.checked)}
                />
              ))}
            </SimpleGrid>
          </fieldset>
        );
      })}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
