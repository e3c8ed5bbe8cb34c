// Where this browser keeps the light/dark choice ("light", "dark" or "auto": Mantine's colour
// scheme manager writes it for the dashboard, app/providers.tsx), read by the payer's page too.
export const COLOR_SCHEME_STORAGE_KEY = "payflowColorScheme";
