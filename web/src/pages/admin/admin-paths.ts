export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_HOME_PATH = "/admin/dashboard";

/** The tab bar of the main admin screens, in the spec's order. */
export const ADMIN_TABS = [
  { id: "dashboard", label: "Dashboard", to: ADMIN_HOME_PATH },
  { id: "twends", label: "Twends", to: "/admin/campaigns" },
  { id: "blog", label: "Blog", to: "/admin/blog" },
  { id: "users", label: "Users", to: "/admin/users" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["id"];
