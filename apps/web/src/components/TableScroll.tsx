import { Table } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A table that scrolls sideways on a narrow screen. Its scrolling area takes the keyboard focus
 * and is named, so someone without a mouse can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({
  label,
  minWidth,
  maxHeight,
  children,
}: {
  label: string;
  minWidth: number;
  maxHeight?: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      mah={maxHeight}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
