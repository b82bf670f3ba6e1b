import { createContext } from "react";

/**
 * Whether the server took this screen for a wide one when it rendered the page (from the
 * browser's own mobile hint). Layouts chosen by a media query start from this guess while the
 * page hydrates, so the first client render matches the server's HTML; the real width takes over
 * right after.
 */
export const WideGuessContext = createContext(false);
