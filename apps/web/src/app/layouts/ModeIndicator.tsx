import { Button, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBolt, IconFlask } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useTestMode } from "../../lib/test-mode";

/** Staff only: shows test or live mode; a click switches and says so ('Mode Switched'). */
export function ModeIndicator() {
  const { t } = useTranslation();
  const [testMode, setTestMode] = useTestMode();
  const label = testMode ? t("mode.test") : t("mode.live");
  return (
    <Button
      size="compact-sm"
      variant="light"
      color={testMode ? "orange" : "payflow"}
      leftSection={testMode ? <IconFlask size={14} /> : <IconBolt size={14} />}
      aria-label={t("mode.toggle", { mode: label })}
      data-testid="mode-indicator"
      data-mode={testMode ? "test" : "live"}
      onClick={() => {
        const next = !testMode;
        setTestMode(next);
        notifications.show({
          title: t("mode.switched"),
          message: next ? t("mode.nowTest") : t("mode.nowLive"),
          color: next ? "orange" : "payflow",
        });
      }}
    >
      <Text span inherit visibleFrom="sm">
        {label}
      </Text>
    </Button>
  );
}
