import { createContext } from "react";

/** Signs the user out and returns to /; provided by <SignOutProvider>. */
export const SignOutContext = createContext<(() => void) | null>(null);
