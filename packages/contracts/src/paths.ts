// Route paths in one object, used by the server to mount and by the web to call.
export const API = {
  health: "/health",
  authBase: "/api/auth",
  signIn: "/api/auth/sign-in/email",
  signOut: "/api/auth/sign-out",
  register: "/api/register",
  me: "/api/me",
  mePreferences: "/api/me/preferences",
  mePassword: "/api/me/password",
  notifications: "/api/notifications",
  notificationRead: (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`,
  notificationsReadAll: "/api/notifications/read-all",
  loginSessions: "/api/dashboard/login-sessions",
  openapi: "/api/openapi.json",
} as const;
