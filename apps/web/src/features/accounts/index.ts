// What other features use of accounts (docs/CONVENTIONS.md, "Layers and size"): the signed-in
// person's profile query, its edits and preferences, and the password change form.
export { meQuery, meQueryKey } from "./api/me";
export { useUpdateProfile } from "./api/update-profile";
export { PasswordChangeForm } from "./components/PasswordChangeForm";
export { useSavePreference } from "./hooks/use-preference-sync";
