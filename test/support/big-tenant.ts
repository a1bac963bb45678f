import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { LIBRARY } from '../../src/domain/library-content.ts';
import type { TestApp } from './app.ts';

/** More than one page at the largest documented page size (pageSize=100, limit=100, first=100). */
export const OVER_A_PAGE = 130;

/**
 * Lists of reference data shipped with the product, the same for every tenant: a test cannot add
 * rows to them, so a walk of every list expects their whole length where a page is larger.
 */
export const SHIPPED_LIST_LENGTHS: Readonly<Record<string, number>> = { '/library/standards': LIBRARY.length };

/** How many items a page of `size` holds on the big tenant's list at `path`. */
export function fullPageLength(path: string, size: number): number {
  return Math.min(size, SHIPPED_LIST_LENGTHS[path] ?? Number.POSITIVE_INFINITY);
}

export interface BigTenant {
  /** An organization with OVER_A_PAGE detections (over a control of each demo standard: the two adopted frameworks), a long history and OVER_A_PAGE kept client reports. */
  organizationId: string;
  /** A control with OVER_A_PAGE evaluations for `organizationId`, failing in OVER_A_PAGE other organizations. */
  controlId: string;
  /** A standard with OVER_A_PAGE controls. */
  bigStandardId: string;
  /** A webhook with OVER_A_PAGE deliveries, each with two attempts. */
  webhookId: string;
  /** An open detection of `organizationId` with OVER_A_PAGE comments in its activity. */
  detectionId: string;
}

const at = (base: number, minutes: number) => new Date(base - minutes * 60_000);

/**
 * Fills the demo tenant of a test app with enough rows that every list has more than a page at
 * its largest documented size: organizations (and so the fleet), failing organizations, a
 * control's history, an organization's detections, standards, a standard's controls, API keys,
 * webhooks and a webhook's deliveries. Written with plain inserts, as a tenant that has lived for
 * years would have them; the lists under test read them through the service.
 */
export async function fillBigTenant(app: TestApp): Promise<BigTenant> {
  const tenantId = app.demoTenantId;
  const db = app.db;
  const now = Date.now();
  const enabledControls = await db.control.findMany({
    where: { tenantId, enabled: true, standard: { enabled: true } },
    orderBy: { id: 'asc' },
    distinct: ['standardId'],
    take: 3,
  });
  const control = enabledControls[0]!;

  const organization = await db.organization.create({ data: { tenantId, name: 'Zz Max Page Client' } });
  const organizationId = organization.id;

  // A control's history: OVER_A_PAGE evaluations of one pair; the newest is the latest state.
  const history = Array.from({ length: OVER_A_PAGE }, (_, i) => ({
    id: randomUUID(),
    tenantId,
    organizationId,
    controlId: control.id,
    status: i % 2 === 0 ? ('fail' as const) : ('pass' as const),
    subjectsEvaluated: 3,
    subjectsFailing: i % 2 === 0 ? 1 : 0,
    evaluatedAt: at(now, i),
  }));
  await db.evaluation.createMany({ data: history });

  // Detections over a control of each demo standard (the record's standardId differs by row).
  const evaluations = enabledControls.map((c) => ({
    id: randomUUID(),
    tenantId,
    organizationId,
    controlId: c.id,
    status: 'fail' as const,
    subjectsEvaluated: OVER_A_PAGE,
    subjectsFailing: OVER_A_PAGE,
    evaluatedAt: at(now, 0),
  }));
  await db.evaluation.createMany({ data: evaluations });
  await db.detection.createMany({
    data: Array.from({ length: OVER_A_PAGE }, (_, i) => {
      const evaluation = evaluations[i % evaluations.length]!;
      return {
        tenantId,
        organizationId,
        controlId: evaluation.controlId,
        evaluationId: evaluation.id,
        status: i % 5 === 0 ? ('resolved' as const) : ('open' as const),
        severity: (['high', 'medium', 'low'] as const)[i % 3]!,
        title: `Finding ${i}`,
        subject: `device-${i}`,
        evidence: { observed: { compliant: false }, index: i },
        firstSeenAt: at(now, i),
        lastSeenAt: at(now, 0),
        resolvedAt: i % 5 === 0 ? at(now, 0) : null,
      };
    }),
  });

  // OVER_A_PAGE organizations failing the control: the fleet and the failing-organizations list.
  const failing = Array.from({ length: OVER_A_PAGE }, (_, i) => ({
    id: randomUUID(),
    tenantId,
    name: `Zz Failing Client ${String(i).padStart(3, '0')}`,
  }));
  await db.organization.createMany({ data: failing });
  const failingEvaluations = failing.map((o) => ({
    id: randomUUID(),
    tenantId,
    organizationId: o.id,
    controlId: control.id,
    status: 'fail' as const,
    subjectsEvaluated: 2,
    subjectsFailing: 1,
    evaluatedAt: at(now, 1),
  }));
  await db.evaluation.createMany({ data: failingEvaluations });
  await db.controlState.createMany({
    data: [history[0]!, ...failingEvaluations].map((e) => ({
      organizationId: e.organizationId,
      controlId: e.controlId,
      tenantId,
      standardId: control.standardId,
      evaluationId: e.id,
      status: e.status,
      subjectsEvaluated: e.subjectsEvaluated,
      subjectsFailing: e.subjectsFailing,
      evaluatedAt: e.evaluatedAt,
    })),
  });

  // Standards, and one standard with OVER_A_PAGE controls (inactive, so no grid changes).
  const standards = Array.from({ length: OVER_A_PAGE }, (_, i) => ({
    id: randomUUID(),
    tenantId,
    slug: `zz-max-page-${i}`,
    name: `Zz Max Page Standard ${String(i).padStart(3, '0')}`,
  }));
  await db.standard.createMany({ data: standards });
  const bigStandardId = standards[0]!.id;
  await db.control.createMany({
    data: Array.from({ length: OVER_A_PAGE }, (_, i) => ({
      tenantId,
      standardId: bigStandardId,
      slug: `zz-max-page-0-c${i}`,
      name: `Control ${String(i).padStart(3, '0')}`,
      category: `Category ${i % 7}`,
      severity: 'medium' as const,
      autonomy: 'suggest_only' as const,
      enabled: true,
      definition: { match: { predicate: 'device.compliance' }, expect: { compliant: true } },
      requires: ['device.compliance'],
    })),
  });

  // API keys (revoked, so none of them could ever be used).
  await db.apiKey.createMany({
    data: Array.from({ length: OVER_A_PAGE }, (_, i) => ({
      tenantId,
      name: `bulk key ${i}`,
      prefix: 'ccak_bulk',
      keyHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      scopes: ['organization.read'],
      revokedAt: i % 2 === 0 ? at(now, 0) : null,
    })),
  });

  // Webhooks, and one with OVER_A_PAGE deliveries of distinct events, each with two attempts.
  const webhooks = Array.from({ length: OVER_A_PAGE }, (_, i) => ({
    id: randomUUID(),
    tenantId,
    url: `https://hooks.example.com/max-page/${i}`,
    events: ['detection.opened'],
    secretSealed: app.secretBox.seal(`whsec_${randomBytes(24).toString('base64')}`),
    createdAt: at(now, OVER_A_PAGE - i),
  }));
  await db.webhook.createMany({ data: webhooks });
  const webhookId = webhooks[0]!.id;
  const batchId = randomUUID();
  const events = Array.from({ length: OVER_A_PAGE }, (_, i) => ({
    id: randomUUID(),
    tenantId,
    organizationId,
    batchId,
    position: i,
    type: 'detection.opened',
    data: { organizationId, subject: `device-${i}` },
    occurredAt: at(now, i),
  }));
  await db.changeEvent.createMany({ data: events });
  const deliveries = events.map((event, i) => ({
    id: randomUUID(),
    tenantId,
    webhookId,
    eventId: event.id,
    status: 'failed' as const,
    attemptCount: 2,
    createdAt: at(now, i),
    completedAt: at(now, 0),
  }));
  await db.webhookDelivery.createMany({ data: deliveries });
  await db.webhookAttempt.createMany({
    data: deliveries.flatMap((delivery) =>
      [1, 2].map((number) => ({
        tenantId,
        deliveryId: delivery.id,
        number,
        startedAt: at(now, 2 - number),
        durationMs: 12,
        responseStatus: 500,
        error: 'the receiver answered 500',
      })),
    ),
  });

  // A detection's activity, the organization's overrides (one per control of the big standard)
  // and the audit log, each over a page.
  const detection = await db.detection.findFirstOrThrow({
    where: { organizationId, status: 'open' },
    select: { id: true },
  });
  await db.detectionActivity.createMany({
    data: Array.from({ length: OVER_A_PAGE }, (_, i) => ({
      tenantId,
      detectionId: detection.id,
      kind: 'comment' as const,
      at: at(now, OVER_A_PAGE - i),
      actorName: 'Max Page',
      body: `Comment ${i}`,
    })),
  });
  const bigControls = await db.control.findMany({ where: { standardId: bigStandardId }, select: { id: true } });
  await db.controlOverride.createMany({
    data: bigControls.map((c, i) => ({
      tenantId,
      organizationId,
      controlId: c.id,
      parameters: { index: i },
      createdAt: at(now, i),
    })),
  });
  await db.auditEvent.createMany({
    data: Array.from({ length: OVER_A_PAGE }, (_, i) => ({
      tenantId,
      occurredAt: at(now, i),
      actorKind: 'system',
      actorName: 'max page',
      action: 'organization.updated',
      targetType: 'organization',
      targetId: organizationId,
      organizationId,
    })),
  });

  // Kept client reports of the organization (as the report job keeps them, made small).
  await db.clientReport.createMany({
    data: Array.from({ length: OVER_A_PAGE }, (_, i) => ({
      tenantId,
      organizationId,
      dueAt: at(now, i),
      createdAt: at(now, i),
      days: 90,
      html: `<!DOCTYPE html><title>Report ${i}</title>`,
      pdf: Buffer.from('%PDF-1.4\n%%EOF\n'),
      snapshot: { failing: [], exceptions: [] },
      recipients: [],
    })),
  });

  // Attestations in force, each of its own subject (one per predicate and subject can be in force).
  await db.attestation.createMany({
    data: Array.from({ length: OVER_A_PAGE }, (_, i) => ({
      tenantId,
      organizationId,
      predicate: 'identity.mfa.third_party',
      subject: `service-${i}.big.example`,
      fields: { enforced: true },
      note: `Checked by hand ${i}`,
      attestedByKind: 'cli',
      attestedByName: 'max page',
      attestedAt: at(now, i),
      expiresAt: at(now, -90 * 24 * 60),
    })),
  });

  return { organizationId, controlId: control.id, bigStandardId, webhookId, detectionId: detection.id };
}
