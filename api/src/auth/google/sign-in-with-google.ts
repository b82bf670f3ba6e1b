import { isUniqueViolation, type User } from "@twend/db";
import { MESSAGES } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { HttpError } from "../../http/http-error.ts";
import type { GoogleProfile } from "./google-profile.ts";

/** What is refreshed from Google at every sign-in. */
function googleFields(profile: GoogleProfile) {
  return {
    googleIssuer: profile.issuer,
    googleSub: profile.sub,
    googleName: profile.name,
    googlePicture: profile.picture,
    googleEmailVerified: profile.emailVerified,
  };
}

/** The account this Google identity already has, or the e-mail account it may take over; null when neither exists. */
async function existingAccount(ctx: AppContext, profile: GoogleProfile): Promise<User | null> {
  const users = ctx.db.prisma.user;
  const linked = await users.findUnique({ where: { googleIssuer_googleSub: { googleIssuer: profile.issuer, googleSub: profile.sub } } });
  if (linked) return linked;
  const sameEmail = await users.findUnique({ where: { email: profile.email } });
  if (!sameEmail) return null;
  // A simultaneous first sign-in of this same identity created the account between the two lookups.
  if (sameEmail.googleIssuer === profile.issuer && sameEmail.googleSub === profile.sub) return sameEmail;
  // Linking hands the account to whoever holds this Google identity, so Google must vouch that they own the address.
  if (!profile.emailVerified) throw new HttpError(409, MESSAGES.googleEmailUnverified);
  // An account already tied to another Google identity stays with it; re-linking would lock that person out.
  if (sameEmail.googleSub !== null) throw new HttpError(409, MESSAGES.emailTaken);
  return sameEmail;
}

/**
 * The account a Google identity signs in to: found by issuer and subject
 * (never by e-mail alone), else an e-mail account linked to it, else a new
 * account without a password. Google's name, picture and verification flag
 * are refreshed each time. A deactivated account is refused.
 */
export async function signInWithGoogle(ctx: AppContext, profile: GoogleProfile): Promise<User> {
  const users = ctx.db.prisma.user;
  const attempt = async (): Promise<User> => {
    const account = await existingAccount(ctx, profile);
    if (!account) {
      return users.create({
        data: { email: profile.email, firstName: profile.givenName, lastName: profile.familyName, ...googleFields(profile) },
      });
    }
    if (!account.isActive) throw new HttpError(403, MESSAGES.accountDeactivated);
    if (account.googleSub === null) {
      // First link of an e-mail account. Nobody ever proved they own a password account's address, so
      // whoever registered it may not be the owner Google just vouched for: the password and every
      // session die here, and the owner can set a password again through a reset mail.
      return users.update({
        where: { id: account.id },
        data: { ...googleFields(profile), passwordHash: null, sessionVersion: { increment: 1 } },
      });
    }
    return users.update({ where: { id: account.id }, data: googleFields(profile) });
  };
  try {
    return await attempt();
  } catch (error) {
    // Two first sign-ins at once (double click, two tabs): the loser finds the account the winner created.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}
