import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "../../../lib/toast";
import { signOut } from "../api/sign-out";

/**
 * Signs out and lands on /login with history replaced, so Back does not return into the
 * dashboard. `reason` replaces the usual 'logged out successfully' notice (e.g. an error).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    async (reason?: { title: string; message: string }) => {
      try {
        await signOut();
      } catch {
        // Signing out locally is what matters; the server session expires on its own.
      }
      queryClient.clear();
      if (reason) toast.show({ color: "red", title: reason.title, message: reason.message });
      else toast.show({ color: "teal", message: t("auth.loggedOut") });
      navigate("/login", { replace: true });
    },
    [navigate, queryClient, t],
  );
}
