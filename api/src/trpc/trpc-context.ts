import type { FastifyInstance, FastifyRequest } from "fastify";
import { createLoginAttempts, type LoginAttempts } from "../auth/login-attempts.ts";
import { authLimiter, type AuthLimitName } from "../auth/rate-limits.ts";
import type { AppContext } from "../context/app-context.ts";
import { clientNetwork } from "../counting/client-network.ts";
import type { StagedUpload } from "./staged-upload.ts";

export interface TrpcContext {
  app: AppContext;
  /** The HTTP request, whose session cookie says who is calling. */
  req: FastifyRequest;
  /** Spends one call of a per-client budget (per IP, and per account when one is named); throws 429 when it is spent. */
  spend: (budget: AuthLimitName, account?: string) => Promise<void>;
  /** The caller's network as counting keys it (clientNetwork); worked out only by the calls that count. */
  network: () => string;
  /** Failed email sign-ins, per account and network. */
  loginAttempts: LoginAttempts;
  /** The file a call sent as bytes (upload-call.ts), on disk while the call runs. */
  upload?: StagedUpload | undefined;
  /** Why that file could not be received; the call is refused with it. */
  refusal?: unknown;
}

/** The budgets' counters of one app, shared by every transport's routes. */
interface AppLimits {
  limiters: Map<AuthLimitName, ReturnType<typeof authLimiter>>;
  loginAttempts: LoginAttempts;
}
const limitsOf = new WeakMap<AppContext, AppLimits>();

/**
 * The context of every call, whichever transport carries it. Budgets are counted by the rate
 * limiter registered on `app`, so a call over tRPC and one over REST spend from the same budget.
 */
export function trpcContextFactory(app: FastifyInstance, ctx: AppContext): (req: FastifyRequest) => TrpcContext {
  // One limiter per budget for the whole app: each transport's routes build a factory of their own.
  let limits = limitsOf.get(ctx);
  if (!limits) {
    limits = { limiters: new Map(), loginAttempts: createLoginAttempts(app) };
    limitsOf.set(ctx, limits);
  }
  const { limiters, loginAttempts } = limits;
  const spend = (budget: AuthLimitName, req: FastifyRequest, account?: string) => {
    let limiter = limiters.get(budget);
    if (!limiter) {
      limiter = authLimiter(app, budget);
      limiters.set(budget, limiter);
    }
    return limiter(req, account);
  };
  return (req) => ({
    app: ctx,
    req,
    spend: (budget, account) => spend(budget, req, account),
    network: () => clientNetwork(req.ip, ctx.sessionSecret),
    loginAttempts,
  });
}
