import { useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";

/**
 * True below Mantine's `sm` breakpoint (a phone; the same line as `hiddenFrom="sm"`): lists
 * switch their tables to cards there, so the amount and status are read without scrolling
 * sideways. Known at the first render, so no table flashes before the cards.
 */
export function usePhone(): boolean {
  const { breakpoints } = useMantineTheme();
  const below = `${Number.parseFloat(breakpoints.sm) - 0.01}em`;
  return useMediaQuery(`(max-width: ${below})`, false, { getInitialValueInEffect: false });
}
