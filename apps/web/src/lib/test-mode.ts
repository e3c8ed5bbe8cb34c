import { useLocalStorage } from "@mantine/hooks";

export const TEST_MODE_STORAGE_KEY = "payflowTestMode";

/** Test/live mode: on by default, toggled by the user, remembered in this browser (docs/PRODUCT.md §4). */
export function useTestMode(): [boolean, (value: boolean) => void] {
  const [testMode, setTestMode] = useLocalStorage<boolean>({
    key: TEST_MODE_STORAGE_KEY,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  return [testMode, setTestMode];
}

/**
 * The mode as the API client sends it on every call (header x-payflow-mode), read from the same
 * stored value as the indicator: anything but an explicit false is test mode.
 */
export function currentMode(): "test" | "live" {
  try {
    return localStorage.getItem(TEST_MODE_STORAGE_KEY) === "false" ? "live" : "test";
  } catch {
    return "test";
  }
}

/** The mode as a query key part: reads of mode-bound rows carry it, so a switch reads the other mode. */
export function useModeKey(): "test" | "live" {
  const [testMode] = useTestMode();
  return testMode ? "test" : "live";
}
