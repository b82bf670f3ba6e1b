import type { ActionType, PrismaClient } from "@twend/db";

/**
 * New visitor sessions one network may add to one Twend's counters in an hour. A household or
 * an office opening the same link stays under it; a script minting session ids stops here, and
 * trending counts the network once whatever it adds (TRENDING_RULE).
 */
export const NEW_SESSIONS_PER_NETWORK_HOUR = 10;

/** The counter column each action moves; downloads are read from the actions alone. */
const COUNTER_COLUMN: Record<ActionType, "total_views" | "total_downloads" | "total_shares" | null> = {
  view: "total_views",
  generation: "total_downloads",
  download: null,
  share: "total_shares",
};

export interface VisitorAction {
  campaignId: number;
  sessionId: string;
  /** clientNetwork of the caller's address. */
  network: string;
  type: ActionType;
  source?: string | null | undefined;
}

/**
 * Records a visitor's action on a Twend, and moves its counter, only when it counts a person:
 * once per session, Twend and kind; a download or share only from a session that generated
 * there; and a session new to the Twend only while its network has added fewer than
 * NEW_SESSIONS_PER_NETWORK_HOUR sessions in the last hour. True when it counted.
 *
 * Every visitor's page sends three of these, so it is two statements in one transaction rather
 * than a read and two writes: each round trip through the query engine cost as much as the
 * statement itself (bench:visitors).
 */
export async function countVisitorAction(prisma: PrismaClient, action: VisitorAction): Promise<boolean> {
  const { campaignId, sessionId, network, type } = action;
  const counter = COUNTER_COLUMN[type];
  const [, rows] = await prisma.$transaction([
    // Concurrent calls of one session or one network would each see the other's row missing, so the
    // check below runs only once both are held; the statement after the locks reads what committed
    // before they were granted. Session before network in every transaction, so two of them never
    // wait on each other.
    prisma.$executeRaw`SELECT pg_advisory_xact_lock(${campaignId}::int, hashtext(${`session:${sessionId}`})),
                              pg_advisory_xact_lock(${campaignId}::int, hashtext(${`network:${network}`}))`,
    prisma.$queryRaw<{ counted: boolean }[]>`
      WITH session AS (
        SELECT COALESCE(bool_or(type::text = ${type}), false) AS done,
               COALESCE(bool_or(type::text = 'generation'), false) AS generated,
               count(*) > 0 AS known
        FROM actions WHERE campaign_id = ${campaignId} AND session_id = ${sessionId}
      ), network AS (
        SELECT count(DISTINCT session_id)::int AS sessions FROM actions
        WHERE campaign_id = ${campaignId} AND network_hash = ${network} AND created_at > now() - interval '1 hour'
      ), recorded AS (
        INSERT INTO actions (campaign_id, session_id, type, network_hash, source)
        SELECT ${campaignId}, ${sessionId}, ${type}::"ActionType", ${network}, ${action.source ?? null}
        FROM session, network
        WHERE NOT session.done
          AND (${type} NOT IN ('download', 'share') OR session.generated)
          AND (session.known OR network.sessions < ${NEW_SESSIONS_PER_NETWORK_HOUR})
        RETURNING 1
      ), moved AS (
        UPDATE campaigns SET
          total_views = total_views + ${counter === "total_views" ? 1 : 0},
          total_downloads = total_downloads + ${counter === "total_downloads" ? 1 : 0},
          total_shares = total_shares + ${counter === "total_shares" ? 1 : 0}
        WHERE id = ${campaignId} AND ${counter === null ? 0 : 1} = 1 AND EXISTS (SELECT 1 FROM recorded)
      )
      SELECT EXISTS (SELECT 1 FROM recorded) AS counted`,
  ]);
  return rows[0]?.counted === true;
}
