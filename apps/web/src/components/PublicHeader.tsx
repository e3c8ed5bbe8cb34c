import { Group } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageControl } from "./LanguageControl";
import { Logo } from "./Logo";
import { ThemeToggle } from "./ThemeToggle";

/** Header of the public pages: logo home link, optional links, language and theme. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group component="header" justify="space-between" px="md" py="sm" wrap="nowrap" gap="xs">
      <Link to="/" aria-label={t("app.homeLink")} style={{ textDecoration: "none" }}>
        <Logo />
      </Link>
      <Group gap={6} wrap="nowrap">
        {children}
        <LanguageControl />
        <ThemeToggle />
      </Group>
    </Group>
  );
}
