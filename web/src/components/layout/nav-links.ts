import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Links of the top navigation, shared by the desktop bar and the mobile menu. */
export const PRIMARY_NAV_LINKS: ReadonlyArray<{ to: string; label: MessageDescriptor }> = [
  { to: "/browse", label: msg`Browse` },
  { to: "/demo", label: msg`Demo` },
  { to: "/blog", label: msg`Blog` },
  { to: "/help", label: msg`Help` },
];

export const SIGN_IN_PATH = "/auth?action=signin";
