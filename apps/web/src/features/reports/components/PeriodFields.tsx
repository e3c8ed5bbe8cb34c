import { TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** A period of whole days (YYYY-MM-DD) as the person picks it, both ends editable. */
export type PeriodInput = { from: string; to: string; setFrom: (day: string) => void; setTo: (day: string) => void };

const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The period's state: empty, or the last `days` days including today. */
export function usePeriod(days?: number): PeriodInput {
  const [from, setFrom] = useState(days ? dayAgo(days - 1) : "");
  const [to, setTo] = useState(days ? dayAgo(0) : "");
  return { from, to, setFrom, setTo };
}

/** The period's two date fields ("From", "To"), for a report card to place in its row. */
export function PeriodFields({ period }: { period: PeriodInput }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        type="date"
        label={t("reports.custom.from")}
        value={period.from}
        onChange={(e) => period.setFrom(e.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t("reports.custom.to")}
        value={period.to}
        onChange={(e) => period.setTo(e.currentTarget.value)}
      />
    </>
  );
}
