import { Group, Pagination, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

// Long lists of a batch (up to 10,000 lines) are shown 50 at a time: the page never renders
// more rows than that.

export const BATCH_PAGE_SIZE = 50;

/** The rows of page `page` (1-based), clamped to the last page. */
export function pageRows<T>(rows: readonly T[], page: number): { rows: T[]; page: number; from: number } {
  const last = Math.max(1, Math.ceil(rows.length / BATCH_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), last);
  const from = (current - 1) * BATCH_PAGE_SIZE;
  return { rows: rows.slice(from, from + BATCH_PAGE_SIZE), page: current, from };
}

/** "Lines 51–100 of 240" and the page buttons (only when there is more than one page). */
export function BatchPager(props: {
  count: number;
  page: number;
  shown: number;
  onChange: (page: number) => void;
  rangeKey: "payoutBatches.preview.page" | "payoutBatches.detail.page";
  labelKey: "payoutBatches.preview.pages" | "payoutBatches.detail.pages";
}) {
  const { t, i18n } = useTranslation();
  if (props.count === 0) return null;
  const from = (props.page - 1) * BATCH_PAGE_SIZE + 1;
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t(props.rangeKey, {
          from: number(from),
          to: number(from + props.shown - 1),
          count: number(props.count),
        })}
      </Text>
      {props.count > BATCH_PAGE_SIZE && (
        <Pagination
          total={Math.ceil(props.count / BATCH_PAGE_SIZE)}
          value={props.page}
          onChange={props.onChange}
          size="sm"
          siblings={0}
          boundaries={1}
          aria-label={t(props.labelKey)}
          getControlProps={(control) => ({
            "aria-label": t(
              control === "previous" || control === "first" ? "payoutBatches.previous" : "payoutBatches.next",
            ),
          })}
        />
      )}
    </Group>
  );
}
