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
  ATTESTABLE_PREDICATES,
  ATTESTATION_MAX_DAYS,
  ATTESTATION_TYPE_CODE,
  type AttestablePredicate,
  attestationIssues,
} from '../domain/attestation.ts';
import type { ComplianceRow } from '../domain/grid.ts';
import type { Remediation } from '../domain/library.ts';
import { DEFAULT_PAGE_SIZE } from '../domain/pagination.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { scheduleAttestationExpiry, syncAttestationFacts } from '../engine/attestations.ts';
import { ConflictError, invalid, NotFoundError } from '../errors.ts';
import { audit, auditActor } from './audit.ts';
import { builder } from './builder.ts';
import { ComplianceRowRef } from './compliance.ts';
import { timeIdConnection } from './connection.ts';
import type { Context } from './context.ts';
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
    note: t.string({ required: true, description: `Why, 1 to ${TEXT_LIMITS.attestationNote} characters.` }),
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

const AttestableField = builder.objectRef<{ name: string; description: string }>('AttestableField').implement({
  description: 'A field an attestation of a predicate may state, always a boolean.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The field name, as controls judge it in `expect`.' }),
    description: t.exposeString('description', { description: 'What `true` attests.' }),
  }),
});

const AttestablePredicateRef = builder.objectRef<AttestablePredicate>('AttestablePredicate').implement({
  description: 'A predicate only a person can attest: the `attestation` connector type supplies it.',
  fields: (t) => ({
    predicate: t.exposeString('predicate', { description: 'The predicate, as controls require it.' }),
    subject: t.exposeString('subject', { description: 'What the subject of an attestation of it is.' }),
    fields: t.field({
      type: [AttestableField],
      description: 'The fields an attestation of it may state, in declaration order.',
      resolve: (entry) => Object.entries(entry.fields).map(([name, description]) => ({ name, description })),
    }),
  }),
});

const AttestablePredicateList = builder
  .objectRef<{ items: readonly AttestablePredicate[] }>('AttestablePredicateList')
  .implement({
    description: 'The predicates that can be attested: reference data, the same for every tenant.',
    fields: (t) => ({
      items: t.field({
        type: [AttestablePredicateRef],
        description: 'Every attestable predicate, in declaration order.',
        resolve: (list) => list.items,
      }),
    }),
  });

builder.queryFields((t) => ({
  attestablePredicates: t.field({
    type: AttestablePredicateList,
    description:
      'What recordAttestation accepts: each attestable predicate with its subject and the fields an attestation may state (what a form offers).',
    authScopes: { permission: 'organization.read' },
    resolve: () => ({ items: ATTESTABLE_PREDICATES }),
  }),
  organizationAttestations: t.connection(
    {
      type: AttestationRef,
      description: "An organization's attestations, newest first: those in force, or all with includeEnded.",
      authScopes: { permission: 'organization.read' },
      args: {
        organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
        includeEnded: t.arg.boolean({
          required: false,
          description: 'Also those withdrawn, superseded or expired (default false).',
        }),
      },
      resolve: (_root, { organizationId, includeEnded, ...page }, context) =>
        timeIdConnection(
          page,
          DEFAULT_PAGE_SIZE,
          (row: AttestationRow) => row.attestedAt,
          async (take, after) => {
            await findOrganization(context, organizationId);
            return attestationSlice(context.db, organizationId, { take, after, includeEnded: includeEnded ?? false });
          },
        ),
    },
    {
      name: 'AttestationConnection',
      description: 'A cursor-paginated list of attestations, newest first. The cursor is opaque.',
    },
    { name: 'AttestationEdge', description: 'One attestation and its cursor.' },
  ),
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
