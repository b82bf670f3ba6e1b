import { MESSAGES } from "@twend/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../http/http-error.ts";

const MINUTE = 60_000;

/**
 * Failed sign-ins, counted per account and network and, more slowly, per account. Only failures
 * count, and a network that has not failed on an account is never refused by the account's
 * budget: strangers guessing from many addresses cannot lock the owner out, since the owner's
 * right password from their own network still signs in. A guesser is refused once per network
 * it spends, and once the account's budget is spent every network it has guessed from is refused.
 */
export const LOGIN_FAILURE_LIMITS = {
  perNetwork: { max: 10, timeWindow: 15 * MINUTE },
  perAccount: { max: 100, timeWindow: 60 * MINUTE },
} as const;

export interface LoginAttempts {
  /** Throws 429 when this network may not try this account now. */
  check(req: FastifyRequest, account: string, network: string): Promise<void>;
  /** Counts a failed attempt. */
  failed(req: FastifyRequest, account: string, network: string): Promise<void>;
}

export function createLoginAttempts(app: FastifyInstance): LoginAttempts {
  const keyOf = new WeakMap<FastifyRequest, { perNetwork: string; perAccount: string }>();
  const perNetwork = app.createRateLimit({ ...LOGIN_FAILURE_LIMITS.perNetwork, keyGenerator: (req) => keyOf.get(req)?.perNetwork ?? "" });
  const perAccount = app.createRateLimit({ ...LOGIN_FAILURE_LIMITS.perAccount, keyGenerator: (req) => keyOf.get(req)?.perAccount ?? "" });
  const keyFor = (req: FastifyRequest, account: string, network: string) =>
    keyOf.set(req, { perNetwork: `loginFailure:network:${network}:${account}`, perAccount: `loginFailure:account:${account}` });
  return {
    async check(req, account, network) {
      keyFor(req, account, network);
      const [fromHere, overall] = await Promise.all([perNetwork(req, { increment: false }), perAccount(req, { increment: false })]);
      const spent = (limit: typeof fromHere) => !limit.isAllowed && limit.remaining === 0;
      const guessedFromHere = !fromHere.isAllowed && fromHere.remaining < LOGIN_FAILURE_LIMITS.perNetwork.max;
      const refusal = spent(fromHere) ? fromHere : spent(overall) && guessedFromHere ? overall : undefined;
      if (refusal && !refusal.isAllowed) throw new HttpError(429, MESSAGES.tooManyRequests, { "retry-after": String(Math.max(1, refusal.ttlInSeconds)) });
    },
    async failed(req, account, network) {
      keyFor(req, account, network);
      await Promise.all([perNetwork(req), perAccount(req)]);
    },
  };
}
