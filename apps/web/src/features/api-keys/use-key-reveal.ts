import { API_KEY_AUTO_HIDE_MS } from "@payflow/contracts/constants";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { revealKey } from "./api/reveal-key";

/**
 * Reveal and copy of full keys (docs/PRODUCT.md §4, §6): a revealed key shows for 5 s, then is masked again;
 * clicking again hides it at once. Both ask the server, which audits each reveal and copy.
 */
export function useKeyReveal() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Record<string, string>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) clearTimeout(timer);
    };
  }, []);

  const hide = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setShown(({ [id]: _gone, ...rest }) => rest);
  }, []);

  const toggle = useCallback(
    async (id: string) => {
      if (timers.current.has(id)) return hide(id);
      const { keyValue } = await revealKey(id, "reveal");
      setShown((s) => ({ ...s, [id]: keyValue }));
      timers.current.set(
        id,
        setTimeout(() => hide(id), API_KEY_AUTO_HIDE_MS),
      );
    },
    [hide],
  );

  const copy = useCallback(
    async (id: string) => {
      try {
        const { keyValue } = await revealKey(id, "copy");
        await navigator.clipboard.writeText(keyValue);
        toast.show({ color: "teal", title: t("apiKeys.copied"), message: t("apiKeys.copiedText") });
      } catch {
        toast.show({ color: "red", title: t("errors.title"), message: t("apiKeys.copyError") });
      }
    },
    [t],
  );

  return { shown, toggle, copy };
}
