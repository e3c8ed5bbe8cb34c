import { Drawer, Modal, Notification } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Providers } from "../src/app/providers";
import i18n from "../src/i18n";

// Every dialog's, drawer's and toast's close button is named in the person's language by the app's theme
// (app/providers.tsx), not by each dialog: an unnamed icon button is axe's button-name.

describe("close buttons", () => {
  it("are named Fermer / Close in dialogs, drawers and toasts, following the language", async () => {
    await i18n.changeLanguage("fr");
    render(
      <Providers>
        <Modal opened onClose={() => {}} title="Dialogue">
          x
        </Modal>
        <Drawer opened onClose={() => {}} title="Tiroir">
          y
        </Drawer>
        <Notification title="Toast">z</Notification>
      </Providers>,
    );
    expect(await screen.findAllByRole("button", { name: "Fermer" })).toHaveLength(3);
    await act(() => i18n.changeLanguage("en"));
    expect(await screen.findAllByRole("button", { name: "Close" })).toHaveLength(3);
  });
});
