import { useContext } from "react";
import { SignOutContext } from "./sign-out-context.ts";

/** Log out and return to / from any control of the site's pages; see <SignOutProvider>. */
export function useSignOut(): () => void {
  const signOut = useContext(SignOutContext);
  if (signOut === null) throw new Error("useSignOut must be used inside <SignOutProvider>");
  return signOut;
}
