import type { Db } from './client.ts';

/**
 * The oldest `evaluatedAt` among each tenant's latest control rows: how stale the least recently
 * evaluated status a tenant can see is. Global (every tenant), for the operator's metrics only.
 */
export async function oldestEvaluationByTenant(db: Db): Promise<{ tenantId: string; oldest: Date }[]> {
  const groups = await db.controlState.groupBy({ by: ['tenantId'], _min: { evaluatedAt: true } });
  return groups.flatMap((group) =>
    group._min.evaluatedAt === null ? [] : [{ tenantId: group.tenantId, oldest: group._min.evaluatedAt }],
  );
}
