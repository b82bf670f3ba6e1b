import type { User } from "@twend/db";
import type { LoginInput } from "@twend/shared";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context/app-context.ts";
import { HttpError } from "../http/http-error.ts";
import type { LoginAttempts } from "./login-attempts.ts";
import { verifyCredentials } from "./verify-credentials.ts";

/** The account an email sign-in opens, within its failures' budgets (LoginAttempts); a wrong password is counted. */
export async function signIn(ctx: AppContext, attempts: LoginAttempts, caller: { req: FastifyRequest; network: string }, input: LoginInput): Promise<User> {
  const account = input.email.trim().toLowerCase();
  await attempts.check(caller.req, account, caller.network);
  try {
    return await verifyCredentials(ctx, input);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) await attempts.failed(caller.req, account, caller.network);
    throw error;
  }
}
