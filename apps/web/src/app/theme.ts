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

/**
 * Mantine's defaults below AA contrast, replaced: the dimmed grey (on white), the error red
 * (field errors and invalid inputs: red 6 on white is 3.3:1, red 8 on dark grey 3:1) and the
 * text of light-variant badges, alerts and buttons in the light scheme (orange 9 on orange 1 is
 * 3.6:1, teal 6 on its tint 2.3:1): each darkened to at least 4.5:1 on its own tint.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "#545b62",
    "--mantine-color-error": "#c92a2a",
    "--mantine-color-orange-light-color": "#a63a0a",
    "--mantine-color-teal-light-color": "#0a6449",
    "--mantine-color-green-light-color": "#1f6a2c",
    "--mantine-color-yellow-light-color": "#785500",
    "--mantine-color-red-light-color": "#b02525",
    "--mantine-color-blue-light-color": "#1b5aa3",
    "--mantine-color-violet-light-color": "#5a3bb8",
    "--mantine-color-gray-light-color": "#495057",
  },
  dark: { "--mantine-color-dimmed": "#a6a7ab", "--mantine-color-error": "#ff8787" },
});
