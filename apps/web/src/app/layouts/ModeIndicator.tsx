import { Button, Text } from "@mantine/core";
import { IconBolt, IconFlask } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PAYMENT_QUERY_ROOTS } from "../../lib/realtime";
import { useTestMode } from "../../lib/test-mode";
import { toast } from "../../lib/toast";

/** Staff only: shows test or live mode; a click switches and says so ('Mode Switched'). */
export function ModeIndicator() {
  const { t } = useTranslation();
  const [testMode, setTestMode] = useTestMode();
  const queryClient = useQueryClient();
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
        // Every money screen now shows the other mode's rows.
        for (const root of PAYMENT_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
        toast.show({
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
