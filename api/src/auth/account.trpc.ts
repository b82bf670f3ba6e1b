import { forgotPasswordInput, googleSessionInput, loginInput, profileInput, registerInput, resetPasswordInput } from "@twend/shared";
import { getProfile } from "../profiles/get-profile.ts";
import { updateProfile } from "../profiles/update-profile.ts";
import { protectedProcedure, publicProcedure, router, sessionProcedure } from "../trpc/trpc.ts";
import { toUserDto } from "../users/user-dto.ts";
import { currentUser } from "./current-user.ts";
import { googleClientOf } from "./google/google-clients.ts";
import { googleRedirectUrl } from "./google/google-redirect-url.ts";
import { startGoogleSession } from "./google/start-google-session.ts";
import { requestPasswordReset } from "./password-reset/request-password-reset.ts";
import { resetPassword } from "./password-reset/reset-password.ts";
import { registerUser } from "./register-user.ts";
import { signIn } from "./sign-in.ts";
import { signOut } from "./sign-out.ts";
import { startSession } from "./start-session.ts";
import { touchLastSeen } from "./touch-last-seen.ts";

/** Sign-in, the session and the account's profile, over tRPC and their documented paths. */
export const accountRouter = router({
  // The SPA's own check: an anonymous visitor is an answer, not an error (the REST `me` calls keep their 401 for outside clients).
  me: sessionProcedure.query(async ({ ctx }) => {
    const user = await currentUser(ctx.app, ctx.req);
    return { user: user ? toUserDto(await touchLastSeen(ctx.app, user)) : null };
  }),
  // The documented "who am I" calls: the bare user, and 401 when nobody is signed in. Both names answer for either sign-in method: there is one session.
  whoAmI: protectedProcedure
    .meta({
      rest: [
        { method: "GET", path: "/api/users/me", envelope: "bare" },
        { method: "GET", path: "/api/auth/me", envelope: "bare" },
      ],
    })
    .query(async ({ ctx }) => toUserDto(await touchLastSeen(ctx.app, ctx.user))),
  login: sessionProcedure
    .meta({ rest: [{ method: "POST", path: "/api/auth/login", envelope: "data" }], budget: "login" })
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      const user = await signIn(ctx.app, ctx.loginAttempts, { req: ctx.req, network: ctx.network() }, input);
      return toUserDto(await startSession(ctx.app, ctx.req, user));
    }),
  register: sessionProcedure
    .meta({ rest: [{ method: "POST", path: "/api/auth/register", envelope: "data" }], budget: "register" })
    .input(registerInput)
    .mutation(async ({ ctx, input }) => toUserDto(await startSession(ctx.app, ctx.req, await registerUser(ctx.app, input)))),
  // A mutation that writes the session (the sign-in it starts), so no answer of it is ever cached.
  googleRedirectUrl: sessionProcedure
    // Each answer is this browser's own state, and comes with its session cookie.
    .meta({ rest: [{ method: "GET", path: "/api/oauth/google/redirect_url", envelope: "bare", headers: { "cache-control": "no-store" } }] })
    .mutation(({ ctx }) => ({ redirectUrl: googleRedirectUrl(googleClientOf(ctx.app), ctx.req) })),
  googleSession: sessionProcedure
    .meta({ rest: [{ method: "POST", path: "/api/sessions", envelope: "data" }], budget: "googleSession" })
    .input(googleSessionInput)
    .mutation(async ({ ctx, input }) => toUserDto(await startGoogleSession(ctx.app, ctx.req, input))),
  signOut: sessionProcedure.meta({ rest: [{ method: "GET", path: "/api/logout", envelope: "success" }] }).mutation(async ({ ctx }) => {
    await signOut(ctx.app, ctx.req);
    return { success: true as const };
  }),
  forgotPassword: publicProcedure
    .meta({ rest: [{ method: "POST", path: "/api/auth/forgot-password", envelope: "success" }], budget: "forgotPassword" })
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.app, input)),
  resetPassword: publicProcedure
    .meta({ rest: [{ method: "POST", path: "/api/auth/reset-password", envelope: "success" }], budget: "resetPassword" })
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => resetPassword(ctx.app, input)),
  profile: protectedProcedure.meta({ rest: [{ method: "GET", path: "/api/user/profile", envelope: "data" }] }).query(({ ctx }) => getProfile(ctx.app, ctx.user)),
  updateProfile: protectedProcedure
    .meta({ rest: [{ method: "POST", path: "/api/user/profile", envelope: "data" }] })
    .input(profileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.app, ctx.user, input)),
});
