import { MantineProvider } from "@mantine/core";
import { type Capability, resolveCapabilities } from "@payflow/contracts/capabilities";
import type { Me } from "@payflow/contracts/profile";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { SettingsTabs } from "../src/features/settings/components/SettingsTabs";
import "../src/features/settings/i18n";
import i18n from "../src/i18n";

const me = (role: string, capabilities: Capability[]): Me => ({
  id: "usr_1",
  name: "Test",
  email: "test@example.ci",
  phone: null,
  company: "PayFlow CI",
  companyId: "cmp_1",
  role,
  roleDisplayName: null,
  status: "active",
  capabilities,
  isStaff: true,
  mustChangePassword: false,
  preferences: {
    darkMode: false,
    emailNotifications: true,
    whatsappNotifications: false,
    timeZone: "GMT+00:00",
    language: "en",
  },
  createdAt: "2025-01-01T00:00:00.000Z",
});

function tabsOf(person: Me): string[] {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={["/dashboard/settings"]}>
        <SettingsTabs me={person} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return screen.getAllByRole("link").map((a) => a.textContent ?? "");
}

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

describe("settings tabs", () => {
  it("shows the operator API config only to holders of manageOperatorCredentials, not to API key managers", () => {
    const developer = tabsOf(me("developer", resolveCapabilities("developer")));
    expect(developer).toContain("API keys");
    expect(developer).not.toContain("Operator API config");
  });

  it("shows it to admins and to a role given the capability", () => {
    expect(tabsOf(me("admin", resolveCapabilities("admin")))).toContain("Operator API config");
    expect(tabsOf(me("ops", ["manageOperatorCredentials"]))).toContain("Operator API config");
  });
});
