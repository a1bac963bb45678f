import DataLoader from 'dataloader';
import {
  type AttestationRow,
  attestationOf,
  attestationSlice,
  attestationsInForce,
  builtInTypeId,
  endAttestation,
  ensureIntegration,
  insertAttestation,
} from '../data/attestations.ts';
import { actorName } from '../data/audit.ts';
import { controlRemediations } from '../data/library.ts';
import { inTransaction } from '../data/tenant.ts';
import {
  ATTESTATION_MAX_DAYS,
  ATTESTATION_NOTE_MAX_LENGTH,
  ATTESTATION_TYPE_CODE,
  attestationIssues,
} from '../domain/attestation.ts';
import type { ComplianceRow } from '../domain/grid.ts';
import type { Remediation } from '../domain/library.ts';
import { decodeDetectionCursor, encodeCursor, MAX_PAGE_SIZE } from '../domain/pagination.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { scheduleAttestationExpiry, syncAttestationFacts } from '../engine/attestations.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { audit, auditActor } from './audit.ts';
import { builder } from './builder.ts';
import { ComplianceRowRef } from './compliance.ts';
import { sliceLimit, slicePosition } from './connection.ts';
import type { Context } from './context.ts';
import { invalid } from './input.ts';
import { RemediationRef, remediationOf } from './library.ts';
import { findOrganization, ORGANIZATION_ID_DESCRIPTION } from './organization.ts';

/**
 * Attestations on the graph (DECISIONS, "Content: the standards library and attestations"): an
 * editor records evidence no API can give; the organization's attestations in force are the
 * `attestation` connector's facts, and each change re-evaluates the organization.
 */

const AttestedBy = builder.objectRef<{ kind: string; id: string | null; name: string }>('AttestedBy').implement({
  description: 'Who recorded an attestation.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: '`user`, `api_key` or `cli`.' }),
    id: t.exposeString('id', { nullable: true, description: "The user's or the key's id." }),
    name: t.exposeString('name', { description: 'Their name when they attested.' }),
  }),
});

export const AttestationRef = builder.objectRef<AttestationRow>('Attestation').implement({
  description: 'Evidence a person gives for one subject of one predicate, in force until it expires or is withdrawn.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: 'Stable identifier.' }),
    predicate: t.exposeString('predicate', {
      description: 'The attested predicate (one the attestation connector supplies).',
    }),
    subject: t.exposeString('subject', { description: 'What was attested, e.g. `organization` or a backup system.' }),
    fields: t.field({
      type: 'JSONObject',
      description: 'The attested values, field to boolean; controls judge them like any fact.',
      resolve: (row) => row.fields as Record<string, boolean>,
    }),
    note: t.exposeString('note', { description: 'Why: what was checked, by whom, where the evidence is.' }),
    attestedBy: t.field({
      type: AttestedBy,
      description: 'Who recorded it.',
      resolve: (row) => ({ kind: row.attestedByKind, id: row.attestedById, name: row.attestedByName }),
    }),
    attestedAt: t.expose('attestedAt', { type: 'DateTime', description: 'When it was recorded.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When it stops counting by itself.' }),
    endedAt: t.expose('endedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it stopped counting (withdrawn, superseded or expired); null while in force.',
    }),
    endReason: t.exposeString('endReason', {
      nullable: true,
      description:
        '`withdrawn`, `superseded` (a newer attestation of the same predicate and subject) or `expired`; null while in force.',
    }),
  }),
});

const AttestationConnection = builder
  .objectRef<{ items: AttestationRow[]; hasMore: boolean; nextCursor: string | null }>('AttestationConnection')
  .implement({
    description: 'A cursor-paginated list of attestations, newest first. The cursor is opaque.',
    fields: (t) => ({
      items: t.field({ type: [AttestationRef], description: "This slice's attestations.", resolve: (s) => s.items }),
      nextCursor: t.exposeString('nextCursor', { nullable: true, description: 'Pass as `cursor`; null at the end.' }),
      hasMore: t.exposeBoolean('hasMore', { description: 'Whether another slice follows.' }),
    }),
  });

const RecordAttestationInput = builder.inputType('RecordAttestationInput', {
  description: 'An attestation: evidence for one subject of one attestable predicate.',
  fields: (t) => ({
    predicate: t.string({ required: true, description: 'A predicate the `attestation` connector type supplies.' }),
    subject: t.string({
      required: true,
      description: `What is attested, 1 to ${TEXT_LIMITS.subject} characters (e.g. \`organization\`, a backup system).`,
    }),
    fields: t.field({
      type: 'JSONObject',
      required: true,
      description: "Field to boolean: the predicate's declared fields only.",
    }),
    note: t.string({ required: true, description: `Why, 1 to ${ATTESTATION_NOTE_MAX_LENGTH} characters.` }),
    expiresAt: t.field({
      type: 'DateTime',
      required: true,
      description: `When it stops counting: in the future, within ${ATTESTATION_MAX_DAYS} days.`,
    }),
  }),
});

const WRITE = { permission: 'organization.write' } as const;

/** The caller as an attestation names them: the user or the key, with the name they have now. */
async function attester(context: Context) {
  const actor = context.auditActor ?? auditActor(context.principal);
  const name = (await actorName(context.rootDb, actor)) ?? actor.kind;
  return { kind: actor.kind, id: actor.id, name };
}

builder.queryFields((t) => ({
  organizationAttestations: t.field({
    type: AttestationConnection,
    description: "An organization's attestations, newest first, by cursor: those in force, or all with includeEnded.",
    authScopes: { permission: 'organization.read' },
    args: {
      organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      cursor: t.arg.string({ required: false, description: 'nextCursor of the previous slice.' }),
      limit: t.arg.int({ required: false, description: `Items per slice, 1 to ${MAX_PAGE_SIZE} (default 50).` }),
      includeEnded: t.arg.boolean({
        required: false,
        description: 'Also those withdrawn, superseded or expired (default false).',
      }),
    },
    resolve: async (_root, { organizationId, cursor, limit, includeEnded }, context) => {
      const take = sliceLimit(limit);
      const position = slicePosition(cursor, decodeDetectionCursor);
      await findOrganization(context, organizationId);
      const after = position ? { at: position.firstSeenAt, id: position.id } : null;
      const { items, hasMore } = await attestationSlice(context.db, organizationId, {
        take,
        after,
        includeEnded: includeEnded ?? false,
      });
      const last = items.at(-1);
      return {
        items,
        hasMore,
        nextCursor: hasMore && last ? encodeCursor([last.attestedAt.toISOString(), last.id]) : null,
      };
    },
  }),
}));

builder.mutationFields((t) => ({
  recordAttestation: t.field({
    type: AttestationRef,
    description:
      "Records an attestation for an organization: in force until expiresAt, it becomes the attestation connector's fact for its predicate and subject " +
      "(superseding one in force for the same pair), and the organization is re-evaluated. The first one sets up the organization's `attestation` integration (connected).",
    authScopes: WRITE,
    args: {
      organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      input: t.arg({ type: RecordAttestationInput, required: true, description: 'The attestation.' }),
    },
    resolve: async (_root, { organizationId, input }, context) => {
      const at = context.clock.now();
      const issues = attestationIssues(input, at);
      if (issues.length > 0) throw invalid(issues, ['input']);
      await findOrganization(context, organizationId);
      const by = await attester(context);
      return inTransaction(context.db, async (tx) => {
        const typeId = await builtInTypeId(tx, ATTESTATION_TYPE_CODE);
        if (!typeId) throw new ConflictError('The attestation connector type is not installed');
        const integrated = await ensureIntegration(tx, organizationId, typeId);
        const fields = input.fields as Record<string, boolean>;
        const recorded = await insertAttestation(tx, { organizationId, ...input, fields, by, at }).catch((error) => {
          throw isInForceConflict(error)
            ? new ConflictError('Another attestation of this predicate and subject was recorded at the same time')
            : error;
        });
        await syncAttestationFacts(tx, organizationId, input.predicate, at);
        await scheduleAttestationExpiry(tx, recorded.row);
        await audit(tx, context, {
          action: 'attestation.recorded',
          target: { type: 'attestation', id: recorded.row.id },
          organizationId,
          changes: {
            predicate: [null, input.predicate],
            subject: [null, input.subject],
            fields: [null, fields],
            note: [null, input.note],
            expiresAt: [null, input.expiresAt.toISOString()],
            ...(recorded.superseded ? { supersedes: [recorded.superseded.id, null] } : {}),
            ...(integrated ? { integration: [null, 'connected'] } : {}),
          },
        });
        return recorded.row;
      });
    },
  }),
}));

builder.mutationFields((t) => ({
  withdrawAttestation: t.field({
    type: AttestationRef,
    description:
      "Withdraws an attestation in force: its subject leaves the connector's facts and the organization is re-evaluated. Not found when it is not this organization's or no longer in force.",
    authScopes: WRITE,
    args: {
      organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      attestationId: t.arg({ type: 'UUID', required: true, description: 'The attestation to withdraw.' }),
    },
    resolve: async (_root, { organizationId, attestationId }, context) => {
      await findOrganization(context, organizationId);
      const at = context.clock.now();
      const by = await attester(context);
      return inTransaction(context.db, async (tx) => {
        const ended = await endAttestation(
          tx,
          { id: attestationId, organizationId },
          { reason: 'withdrawn', at, byName: by.name },
        );
        if (!ended) {
          const exists = await attestationOf(tx, organizationId, attestationId);
          throw exists
            ? new ConflictError('This attestation is no longer in force')
            : new NotFoundError('Attestation not found');
        }
        await syncAttestationFacts(tx, organizationId, ended.predicate, at);
        await audit(tx, context, {
          action: 'attestation.withdrawn',
          target: { type: 'attestation', id: ended.id },
          organizationId,
          changes: {
            predicate: [ended.predicate, null],
            subject: [ended.subject, null],
            endedAt: [null, at.toISOString()],
          },
        });
        return ended;
      });
    },
  }),
}));

function isInForceConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}

// The grid row: how to fix it, and the attestations its predicates rest on.

interface RowLoaders {
  remediation: DataLoader<string, Remediation | null>;
  attestations: DataLoader<string, AttestationRow[]>;
}

const rowLoaders = new WeakMap<Context, RowLoaders>();

function rowLoadersOf(context: Context): RowLoaders {
  let loaders = rowLoaders.get(context);
  if (!loaders) {
    loaders = {
      remediation: new DataLoader(async (ids: readonly string[]) => {
        const stored = await controlRemediations(context.db, ids);
        return ids.map((id) => remediationOf(stored.get(id)));
      }),
      // Keyed by organization: every row of one grid shares one read.
      attestations: new DataLoader((organizationIds: readonly string[]) =>
        Promise.all(organizationIds.map((organizationId) => attestationsInForce(context.db, organizationId, null))),
      ),
    };
    rowLoaders.set(context, loaders);
  }
  return loaders;
}

builder.objectFields(ComplianceRowRef, (t) => ({
  remediation: t.field({
    type: RemediationRef,
    nullable: true,
    description: 'How to fix the control (graph only; the v1 record does not change); null when it has none.',
    resolve: (row: ComplianceRow, _args, context) => rowLoadersOf(context).remediation.load(row.ruleId),
  }),
  attestations: t.field({
    type: [AttestationRef],
    description:
      "The organization's attestations in force for the control's required predicates: who attested, when and why.",
    resolve: async (row: ComplianceRow, _args, context) => {
      const all = await rowLoadersOf(context).attestations.load(row.organizationId);
      return all.filter((attestation) => row.requiredPredicates.includes(attestation.predicate));
    },
  }),
}));
