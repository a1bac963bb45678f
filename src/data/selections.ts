import type {
  ApiKey,
  Control,
  Detection,
  Evaluation,
  Organization,
  Prisma,
  Standard,
  Webhook,
} from './generated/prisma/client.ts';
import type { Selection, TenantClient } from './tenant.ts';
import { WEBHOOK_ORDER } from './webhooks.ts';

/**
 * The reads behind the graph's Prisma-backed fields (`t.prismaField`, `t.prismaConnection`): each
 * takes the selection Pothos computed from the query (columns, relations and, for a connection,
 * its window), so one statement loads what the document asks. The tenant-scoped client keeps
 * another tenant's rows out as everywhere else: an id of theirs reads as no row.
 */

type Select<Args extends { select?: unknown; include?: unknown }> = Selection<Args>;

export const ORGANIZATION_ORDER = [{ name: 'asc' as const }, { id: 'asc' as const }];

export function selectOrganization(
  db: TenantClient,
  id: string,
  selection: Select<Prisma.OrganizationFindUniqueArgs>,
): Promise<Organization | null> {
  return db.organization.findUnique({ ...(selection as object), where: { id } }) as Promise<Organization | null>;
}

/** For a row the caller knows exists (it just wrote it or was told of it): its absence is a fault. */
export function selectOrganizationOrThrow(
  db: TenantClient,
  id: string,
  selection: Select<Prisma.OrganizationFindUniqueArgs>,
): Promise<Organization> {
  return db.organization.findUniqueOrThrow({ ...(selection as object), where: { id } }) as Promise<Organization>;
}

/** Organizations by name (then id, so a cursor is stable). */
export function selectOrganizations(
  db: TenantClient,
  selection: Select<Prisma.OrganizationFindManyArgs>,
  where: Prisma.OrganizationWhereInput,
): Promise<Organization[]> {
  return db.organization.findMany({ ...(selection as object), where, orderBy: ORGANIZATION_ORDER }) as Promise<
    Organization[]
  >;
}

/** Every evaluation of one control for one organization, newest first. */
export function selectEvaluations(
  db: TenantClient,
  selection: Select<Prisma.EvaluationFindManyArgs>,
  target: { organizationId: string; controlId: string },
): Promise<Evaluation[]> {
  return db.evaluation.findMany({
    ...(selection as object),
    where: target,
    orderBy: [{ evaluatedAt: 'desc' }, { id: 'desc' }],
  }) as Promise<Evaluation[]>;
}

export function selectDetection(
  db: TenantClient,
  id: string,
  selection: Select<Prisma.DetectionFindUniqueArgs>,
): Promise<Detection | null> {
  return db.detection.findUnique({ ...(selection as object), where: { id } }) as Promise<Detection | null>;
}

export function selectApiKeyOrThrow(
  db: TenantClient,
  id: string,
  selection: Select<Prisma.ApiKeyFindUniqueArgs>,
): Promise<ApiKey> {
  return db.apiKey.findUniqueOrThrow({ ...(selection as object), where: { id } }) as Promise<ApiKey>;
}

/** The tenant's webhooks, oldest first. */
export function selectWebhooks(db: TenantClient, selection: Select<Prisma.WebhookFindManyArgs>): Promise<Webhook[]> {
  return db.webhook.findMany({ ...(selection as object), orderBy: WEBHOOK_ORDER }) as Promise<Webhook[]>;
}

export function selectWebhook(
  db: TenantClient,
  id: string,
  selection: Select<Prisma.WebhookFindUniqueArgs>,
): Promise<Webhook | null> {
  return db.webhook.findUnique({ ...(selection as object), where: { id } }) as Promise<Webhook | null>;
}

export function selectStandard(
  db: TenantClient,
  id: string,
  selection: Select<Prisma.StandardFindUniqueArgs>,
): Promise<Standard | null> {
  return db.standard.findUnique({ ...(selection as object), where: { id } }) as Promise<Standard | null>;
}

export function selectControl(
  db: TenantClient,
  id: string,
  selection: Select<Prisma.ControlFindUniqueArgs>,
): Promise<Control | null> {
  return db.control.findUnique({ ...(selection as object), where: { id } }) as Promise<Control | null>;
}

/** For a standard the caller just wrote: its absence is a fault. */
export function selectStandardOrThrow(
  db: TenantClient,
  id: string,
  selection: Select<Prisma.StandardFindUniqueArgs>,
): Promise<Standard> {
  return db.standard.findUniqueOrThrow({ ...(selection as object), where: { id } }) as Promise<Standard>;
}

export function selectControlsOf(
  db: TenantClient,
  standardId: string,
  selection: Select<Prisma.ControlFindManyArgs>,
): Promise<Control[]> {
  return db.control.findMany({ ...(selection as object), where: { standardId } }) as Promise<Control[]>;
}

/** For a control the caller just wrote: its absence is a fault. */
export function selectControlOrThrow(
  db: TenantClient,
  id: string,
  selection: Select<Prisma.ControlFindUniqueArgs>,
): Promise<Control> {
  return db.control.findUniqueOrThrow({ ...(selection as object), where: { id } }) as Promise<Control>;
}

/** These organizations, in the order of `ids` (a ranked page); another tenant's leave no row. */
export async function selectOrganizationsByIds(
  db: TenantClient,
  selection: Select<Prisma.OrganizationFindManyArgs>,
  ids: readonly string[],
): Promise<Organization[]> {
  const rows = (await db.organization.findMany({
    ...(selection as object),
    where: { id: { in: [...ids] } },
  })) as Organization[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
