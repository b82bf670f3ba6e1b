import { forgotPasswordInput, resetPasswordInput } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context/app-context.ts";
import { authLimiter } from "../rate-limits.ts";
import { requestPasswordReset } from "./request-password-reset.ts";
import { resetPassword } from "./reset-password.ts";

export async function passwordResetRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const forgotLimit = authLimiter(app, "forgotPassword");
  const resetLimit = authLimiter(app, "resetPassword");

  app.post("/api/auth/forgot-password", async (req) => {
    const input = forgotPasswordInput.parse(req.body);
    await forgotLimit(req, input.email);
    await requestPasswordReset(ctx, input);
    return { success: true };
  });

  app.post("/api/auth/reset-password", async (req) => {
    await resetLimit(req);
    await resetPassword(ctx, resetPasswordInput.parse(req.body));
    return { success: true };
  });
}
