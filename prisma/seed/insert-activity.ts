import type { Prisma } from "@twend/db";
import type { ActivityPlan } from "./activity.ts";

/**
 * Writes planned visits and actions in two statements: each batch travels as
 * one JSON parameter and is expanded by the database, so thousands of rows
 * cost two round trips instead of thousands (the seed runs on first start).
 */
export async function insertActivity(tx: Prisma.TransactionClient, plan: ActivityPlan): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO visits (session_id, page_path, created_at)
     SELECT session_id, page_path, created_at FROM json_to_recordset($1::json) AS r(session_id text, page_path text, created_at timestamptz)`,
    JSON.stringify(plan.visits),
  );
  await tx.$executeRawUnsafe(
    `INSERT INTO actions (session_id, campaign_id, type, created_at)
     SELECT session_id, campaign_id, type::"ActionType", created_at
       FROM json_to_recordset($1::json) AS r(session_id text, campaign_id int, type text, created_at timestamptz)`,
    JSON.stringify(plan.actions),
  );
}
