import { MESSAGES } from "@twend/shared";
import { dictionary } from "@zxcvbn-ts/language-common";
import { badRequest } from "../http/http-error.ts";

// zxcvbn-ts's list of the ~50k most used passwords; loaded on first use.
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common;
}

/**
 * Length rules live in the shared schema; this adds the check that needs the
 * list: a password on it is refused whatever its length (NIST SP 800-63B).
 */
export function assertPasswordNotCommon(password: string): void {
  if (commonPasswords().has(password.toLowerCase())) throw badRequest(MESSAGES.passwordTooCommon);
}
