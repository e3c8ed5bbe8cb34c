import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from "@mantine/core";

// PayFlow green; shade 6 keeps white text above WCAG AA contrast (5.3:1).
const payflow: MantineColorsTuple = [
  "#e6f7ef",
  "#c7ecdb",
  "#94d9ba",
  "#5dc496",
  "#32b079",
  "#179c66",
  "#0b7a53",
  "#096846",
  "#07553a",
  "#04402b",
];

export const theme = createTheme({
  primaryColor: "payflow",
  primaryShade: { light: 6, dark: 7 },
  colors: { payflow },
  defaultRadius: "md",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: "700" },
});

/** Mantine's default dimmed grey is below AA contrast on white; use darker/lighter greys. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "#545b62" },
  dark: { "--mantine-color-dimmed": "#a6a7ab" },
});
