import { msg } from "@lingui/core/macro";

export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_HOME_PATH = "/admin/dashboard";

/** The tab bar of the main admin screens, in the spec's order, then the job queue. */
export const ADMIN_TABS = [
  { id: "dashboard", label: msg`Dashboard`, to: ADMIN_HOME_PATH },
  { id: "twends", label: msg`Twends`, to: "/admin/campaigns" },
  { id: "blog", label: msg`Blog`, to: "/admin/blog" },
  { id: "users", label: msg`Users`, to: "/admin/users" },
  { id: "jobs", label: msg`Jobs`, to: "/admin/jobs" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["id"];
