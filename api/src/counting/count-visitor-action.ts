import type { ActionType, Prisma, PrismaClient } from "@twend/db";

/**
 * New visitor sessions one network may add to one Twend's counters in an hour. A household or
 * an office opening the same link stays under it; a script minting session ids stops here, and
 * trending counts the network once whatever it adds (TRENDING_RULE).
 */
export const NEW_SESSIONS_PER_NETWORK_HOUR = 10;

/** The counter each action moves; downloads are read from the actions alone. */
const COUNTER: Record<ActionType, Prisma.CampaignUpdateInput | undefined> = {
  view: { totalViews: { increment: 1 } },
  generation: { totalDownloads: { increment: 1 } },
  download: undefined,
  share: { totalShares: { increment: 1 } },
};

export interface VisitorAction {
  campaignId: number;
  sessionId: string;
  /** clientNetwork of the caller's address. */
  network: string;
  type: ActionType;
  source?: string | null | undefined;
}

interface SessionState {
  done: boolean;
  generated: boolean;
  known: boolean;
  network_sessions: number;
}

/**
 * Records a visitor's action on a Twend, and moves its counter, only when it counts a person:
 * once per session, Twend and kind; a download or share only from a session that generated
 * there; and a session new to the Twend only while its network has added fewer than
 * NEW_SESSIONS_PER_NETWORK_HOUR sessions in the last hour. True when it counted.
 */
export async function countVisitorAction(prisma: PrismaClient, action: VisitorAction): Promise<boolean> {
  const { campaignId, sessionId, network, type } = action;
  return prisma.$transaction(async (tx) => {
    // Concurrent calls of one session or one network would each see the other's row missing.
    // Session before network in every transaction, so two of them never wait on each other.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${campaignId}::int, hashtext(${`session:${sessionId}`}))`;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${campaignId}::int, hashtext(${`network:${network}`}))`;
    const [state] = await tx.$queryRaw<SessionState[]>`
      SELECT COALESCE(bool_or(type::text = ${type}), false) AS done,
             COALESCE(bool_or(type::text = 'generation'), false) AS generated,
             count(*) > 0 AS known,
             (SELECT count(DISTINCT session_id)::int FROM actions
               WHERE campaign_id = ${campaignId} AND network_hash = ${network} AND created_at > now() - interval '1 hour') AS network_sessions
      FROM actions WHERE campaign_id = ${campaignId} AND session_id = ${sessionId}`;
    if (!state || !counts(type, state)) return false;
    await tx.action.create({ data: { campaignId, sessionId, type, networkHash: network, source: action.source ?? null } });
    const counter = COUNTER[type];
    if (counter) await tx.campaign.update({ where: { id: campaignId }, data: counter, select: { id: true } });
    return true;
  });
}

function counts(type: ActionType, state: SessionState): boolean {
  if (state.done) return false;
  if ((type === "download" || type === "share") && !state.generated) return false;
  return state.known || state.network_sessions < NEW_SESSIONS_PER_NETWORK_HOUR;
}
