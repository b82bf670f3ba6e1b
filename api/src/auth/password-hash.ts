import { hash, verify } from "@node-rs/argon2";

// argon2id (algorithm 2) at OWASP's minimum for it: 19 MiB, 2 passes, 1 lane.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

// Verified against when there is no account, so an unknown e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `stored`; with no stored hash it still does the full amount of work. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword("twend-timing-equaliser");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
