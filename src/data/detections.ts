import type { TenantDb } from './tenant.ts';

/** Where a slice of the keyset order (firstSeenAt desc, id desc) starts: stable while new detections arrive. */
export interface DetectionPosition {
  firstSeenAt: Date;
  id: string;
}

/** Up to `take` detections of an organization after `after`, newest first, plus whether more follow. */
export async function detectionSlice(
  db: TenantDb,
  organizationId: string,
  take: number,
  after: DetectionPosition | null,
) {
  const rows = await db.detection.findMany({
    where: {
      organizationId,
      ...(after
        ? { OR: [{ firstSeenAt: { lt: after.firstSeenAt } }, { firstSeenAt: after.firstSeenAt, id: { lt: after.id } }] }
        : {}),
    },
    include: { control: { select: { standardId: true } } },
    orderBy: [{ firstSeenAt: 'desc' }, { id: 'desc' }],
    take: take + 1,
  });
  return { items: rows.slice(0, take), hasMore: rows.length > take };
}

export type DetectionRow = Awaited<ReturnType<typeof detectionSlice>>['items'][number];
