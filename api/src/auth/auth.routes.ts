import { loginInput, MESSAGES, registerInput } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context/app-context.ts";
import { HttpError } from "../http/http-error.ts";
import { toUserDto } from "../users/user-dto.ts";
import { requireUser } from "./current-user.ts";
import { authLimiter } from "./rate-limits.ts";
import { registerUser } from "./register-user.ts";
import { signOut } from "./sign-out.ts";
import { startSession } from "./start-session.ts";
import { verifyCredentials } from "./verify-credentials.ts";
import { touchLastSeen } from "./touch-last-seen.ts";

/** REST adapters of the e-mail account calls (spec section 7). */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const loginLimit = authLimiter(app, "login");
  const registerLimit = authLimiter(app, "register");

  app.post("/api/auth/register", async (req) => {
    await registerLimit(req);
    const user = await registerUser(ctx, registerInput.parse(req.body));
    return { success: true, data: toUserDto(await startSession(ctx, req, user)) };
  });

  app.post("/api/auth/login", async (req) => {
    const input = loginInput.parse(req.body);
    await loginLimit(req, input.email);
    const user = await verifyCredentials(ctx, input);
    return { success: true, data: toUserDto(await startSession(ctx, req, user)) };
  });

  // Both names of "who am I" answer for either sign-in method: there is one session.
  for (const url of ["/api/auth/me", "/api/users/me"]) {
    app.get(url, async (req) => toUserDto(await touchLastSeen(ctx, await requireUser(ctx, req))));
  }

  app.get("/api/logout", async (req) => {
    // A GET by the spec, so a link on another site must not be able to sign anyone out.
    const site = req.headers["sec-fetch-site"];
    if (site === "cross-site" || site === "same-site") throw new HttpError(403, MESSAGES.crossSiteRequest);
    await signOut(ctx, req);
    return { success: true };
  });
}
