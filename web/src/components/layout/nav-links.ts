/** Links of the top navigation, shared by the desktop bar and the mobile menu. */
export const PRIMARY_NAV_LINKS = [
  { to: "/browse", label: "Browse" },
  { to: "/demo", label: "Demo" },
  { to: "/blog", label: "Blog" },
  { to: "/help", label: "Help" },
] as const;

export const SIGN_IN_PATH = "/auth?action=signin";
