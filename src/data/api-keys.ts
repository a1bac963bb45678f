import { type PageRequest, pageWindow } from '../domain/pagination.ts';
import type { TenantDb } from './tenant.ts';

/** A page of the tenant's keys, revoked ones included, by creation time then id. */
export async function apiKeyPage(db: TenantDb, request: PageRequest) {
  const [items, total] = await Promise.all([
    db.apiKey.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], ...pageWindow(request) }),
    db.apiKey.count(),
  ]);
  return { items, total };
}

/** Revokes the key unless it already is; true when the tenant has such a key. */
export async function revokeApiKey(db: TenantDb, id: string, at: Date): Promise<boolean> {
  await db.apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } });
  return (await db.apiKey.findUnique({ where: { id }, select: { id: true } })) !== null;
}
