import DataLoader from 'dataloader';
import { connectorTypes } from '../data/integrations.ts';
import {
  type AdoptedControlRow,
  adoptedControlRows,
  adoptedStandardId,
  adoptedStandardIds,
  applyLibraryChanges,
  type LibraryRow,
  libraryStandard,
  libraryStandards,
  libraryStandardsByKey,
  organizationIdsOf,
  standardLibraryTags,
} from '../data/library.ts';
import { selectStandardOrThrow } from '../data/selections.ts';
import { insertStandard, lockTenantStandards } from '../data/standards.ts';
import { inTransaction } from '../data/tenant.ts';
import type { Issue } from '../domain/input.ts';
import {
  type AdoptedControl,
  adoptionDraft,
  type ControlContent,
  controlColumns,
  controlContent,
  judgeable,
  LIBRARY_KEY_PATTERN,
  type LibraryControl,
  type LibraryUpdate,
  libraryControlSlug,
  libraryUpdateOf,
  type Remediation,
} from '../domain/library.ts';
import { suppliedBy } from '../domain/library-content.ts';
import { DEFAULT_PAGE_SIZE, decodeCursor, encodeCursor } from '../domain/pagination.ts';
import { asObject } from '../domain/settings.ts';
import { checkSlug } from '../domain/standard-draft.ts';
import { enqueueTenantEvaluations } from '../engine/queue.ts';
import { ConflictError, invalid, NotFoundError } from '../errors.ts';
import { createChangePublisher } from '../events/publisher.ts';
import { audit } from './audit.ts';
import { builder } from './builder.ts';
import { keysetConnection } from './connection.ts';
import type { Context } from './context.ts';
import { SeverityEnum } from './enums.ts';

/**
 * The standards library on the graph (DECISIONS, "Content: the standards library and
 * attestations"): the frameworks every tenant can read, adoption into the tenant's own standard,
 * and the upgrade an adopted standard is offered when a start brings a new library version.
 */

export const RemediationRef = builder.objectRef<Remediation>('Remediation').implement({
  description: 'How to fix a failing control: what to change, the steps, and the public source that says so.',
  fields: (t) => ({
    summary: t.exposeString('summary', { description: 'What to change, in one sentence.' }),
    steps: t.exposeStringList('steps', { description: 'Where and how, in order.' }),
    url: t.exposeString('url', { description: "The publisher's guidance this remediation follows." }),
  }),
});

/** A stored remediation read back; null for a control without one. */
export function remediationOf(value: unknown): Remediation | null {
  const object = asObject(value);
  if (typeof object.summary !== 'string' || typeof object.url !== 'string' || !Array.isArray(object.steps)) return null;
  return { summary: object.summary, url: object.url, steps: object.steps.map(String) };
}

interface LibraryControlView {
  control: LibraryControl;
  supplied: ReadonlySet<string>;
}

const LibraryControlRef = builder.objectRef<LibraryControlView>('LibraryControl').implement({
  description: 'A control of a library standard, as the library ships it.',
  fields: (t) => ({
    identifier: t.string({
      description: "The framework's own identifier (`MS.AAD.3.1v1`, `ML1-MF-01`, `PR.AA-03`).",
      resolve: (v) => v.control.identifier,
    }),
    name: t.string({ description: 'Its title.', resolve: (v) => v.control.name }),
    description: t.string({
      description: "What it requires, in the publisher's words where the licence allows.",
      resolve: (v) => v.control.description,
    }),
    category: t.string({
      description: "The framework's grouping (product, strategy, CSF category).",
      resolve: (v) => v.control.category,
    }),
    severity: t.field({
      type: SeverityEnum,
      description: 'How much a failure matters.',
      resolve: (v) => v.control.severity,
    }),
    requires: t.stringList({
      description: 'The predicates it requires; the first is the one judged.',
      resolve: (v) => [...v.control.requires],
    }),
    expect: t.field({
      type: 'JSONObject',
      description: 'Field name to the boolean every subject must report.',
      resolve: (v) => ({ ...v.control.expect }),
    }),
    remediation: t.field({
      type: RemediationRef,
      description: 'How to fix a failure.',
      resolve: (v) => v.control.remediation,
    }),
    judgeable: t.boolean({
      description: "Whether the tenant's connector types (attestation included) supply every predicate it requires.",
      resolve: (v) => judgeable(v.control, v.supplied),
    }),
  }),
});

interface LibraryStandardView {
  row: LibraryRow;
  supplied: ReadonlySet<string>;
}

const LibraryStandardRef = builder.objectRef<LibraryStandardView>('LibraryStandard').implement({
  description:
    "A framework of the standards library: reference data installed at every start, the same for every tenant, adopted into a standard of the tenant's own.",
  fields: (t) => ({
    key: t.string({ description: 'Stable key; the default slug of the adopted standard.', resolve: (v) => v.row.key }),
    name: t.string({ description: 'Display name.', resolve: (v) => v.row.name }),
    publisher: t.string({ description: 'Who publishes the framework.', resolve: (v) => v.row.publisher }),
    version: t.string({
      description: "The library content's version; an adopted standard is offered an update when it differs.",
      resolve: (v) => v.row.version,
    }),
    licence: t.string({
      description: 'The licence the content is redistributed under.',
      resolve: (v) => v.row.licence,
    }),
    sourceUrl: t.string({ description: "The publisher's source.", resolve: (v) => v.row.sourceUrl }),
    description: t.string({ description: 'What the framework covers here.', resolve: (v) => v.row.description }),
    attribution: t.string({
      description: 'What the licence asks to be said with the content.',
      resolve: (v) => v.row.attribution,
    }),
    controlCount: t.int({ description: 'Its controls.', resolve: (v) => v.row.controls.length }),
    judgeableCount: t.int({
      description: "Its controls whose every required predicate the tenant's connector types supply.",
      resolve: (v) => v.row.controls.filter((control) => judgeable(control, v.supplied)).length,
    }),
    controls: t.field({
      type: [LibraryControlRef],
      description: "Every control, in the library's order.",
      resolve: (v) => v.row.controls.map((control) => ({ control, supplied: v.supplied })),
    }),
    adoptedStandard: t.prismaField({
      type: 'Standard',
      nullable: true,
      description: "The tenant's standard adopted from it; null until it is adopted.",
      resolve: async (query, v, _args, context) => {
        const id = await adoptedOf(context).load(v.row.key);
        return id ? selectStandardOrThrow(context.db, id, query) : null;
      },
    }),
  }),
});

const adoptedLoaders = new WeakMap<Context, DataLoader<string, string | null>>();

function adoptedOf(context: Context): DataLoader<string, string | null> {
  let loader = adoptedLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (keys: readonly string[]) => {
      const ids = await adoptedStandardIds(context.db, keys);
      return keys.map((key) => ids.get(key) ?? null);
    });
    adoptedLoaders.set(context, loader);
  }
  return loader;
}

const suppliedCache = new WeakMap<Context, Promise<Set<string>>>();

/** The predicates the tenant's connector types supply (built-in, attestation and private ones). */
function suppliedFor(context: Context): Promise<Set<string>> {
  let supplied = suppliedCache.get(context);
  if (!supplied) {
    supplied = connectorTypes(context.rootDb, context.db.$tenantId()).then(suppliedBy);
    suppliedCache.set(context, supplied);
  }
  return supplied;
}

/**
 * A library cursor names its list (`['library', name, key]`): its position is two strings, which a
 * well-formed cursor of another list would otherwise pass for.
 */
const LIBRARY_CURSOR_TAG = 'library';

function encodeLibraryCursor(position: { name: string; key: string }): string {
  return encodeCursor([LIBRARY_CURSOR_TAG, position.name, position.key]);
}

/** The position a library cursor holds, or null for one this list did not issue. */
export function decodeLibraryCursor(cursor: string): { name: string; key: string } | null {
  const [tag, name, key, ...rest] = decodeCursor(cursor) ?? [];
  return tag === LIBRARY_CURSOR_TAG &&
    rest.length === 0 &&
    typeof name === 'string' &&
    typeof key === 'string' &&
    LIBRARY_KEY_PATTERN.test(key)
    ? { name, key }
    : null;
}

const READ = { permission: 'detection_rule.read' } as const;
const WRITE = { permission: 'detection_rule.write' } as const;

async function findLibraryStandard(context: Context, key: string): Promise<LibraryRow> {
  const row = await libraryStandard(context.rootDb, key);
  if (!row) throw new NotFoundError('Library standard not found');
  return row;
}

builder.queryFields((t) => ({
  libraryStandards: t.connection(
    {
      type: LibraryStandardRef,
      description: 'The standards library: every framework the service ships, by name then key.',
      authScopes: READ,
      resolve: (_root, page, context) =>
        keysetConnection(
          page,
          DEFAULT_PAGE_SIZE,
          { encode: ({ row }: LibraryStandardView) => encodeLibraryCursor(row), decode: decodeLibraryCursor },
          async (take, after) => {
            const [rows, supplied] = await Promise.all([libraryStandards(context.rootDb), suppliedFor(context)]);
            const rest = after
              ? rows.filter((row) => row.name > after.name || (row.name === after.name && row.key > after.key))
              : rows;
            return { items: rest.slice(0, take).map((row) => ({ row, supplied })), hasMore: rest.length > take };
          },
        ),
    },
    {
      name: 'LibraryStandardConnection',
      description: 'A cursor-paginated list of library standards, by name then key. The cursor is opaque.',
    },
    { name: 'LibraryStandardEdge', description: 'One library standard and its cursor.' },
  ),
  libraryStandard: t.field({
    type: LibraryStandardRef,
    description: 'One library standard with its controls; not found for an unknown key.',
    authScopes: READ,
    args: { key: t.arg.string({ required: true, description: 'The library key, e.g. `cisa-scuba-m365`.' }) },
    resolve: async (_root, { key }, context) => ({
      row: await findLibraryStandard(context, key),
      supplied: await suppliedFor(context),
    }),
  }),
}));

// An adopted standard and its update.

const libraryRowLoaders = new WeakMap<Context, DataLoader<string, LibraryRow | null>>();

function libraryRowOf(context: Context): DataLoader<string, LibraryRow | null> {
  let loader = libraryRowLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (keys: readonly string[]) => {
      const rows = await libraryStandardsByKey(context.rootDb, keys);
      return keys.map((key) => rows.find((row) => row.key === key) ?? null);
    });
    libraryRowLoaders.set(context, loader);
  }
  return loader;
}

function adoptedControl(row: AdoptedControlRow): AdoptedControl {
  const definition = asObject(row.definition);
  const content: ControlContent = {
    name: row.name,
    description: row.description,
    category: row.category,
    severity: row.severity,
    requires: row.requires,
    expect: asObject(definition.expect),
    remediation: remediationOf(row.remediation),
  };
  return { id: row.id, libraryControlId: row.libraryControlId!, content };
}

/** The update a standard is offered now, or null (not adopted, library standard gone, or up to date). */
async function pendingUpdate(
  context: Context,
  standard: { id: string; libraryKey: string | null; libraryVersion: string | null },
): Promise<LibraryUpdate | null> {
  if (!standard.libraryKey) return null;
  const row = await libraryRowOf(context).load(standard.libraryKey);
  if (!row) return null;
  const adopted = (await adoptedControlRows(context.db, standard.id)).map(adoptedControl);
  return libraryUpdateOf(standard.libraryVersion ?? '', adopted, row);
}

interface UpdateView {
  update: LibraryUpdate;
  supplied: ReadonlySet<string>;
}

const LibraryControlChangeRef = builder
  .objectRef<{ controlId: string; to: LibraryControl; fields: string[]; supplied: ReadonlySet<string> }>(
    'LibraryControlChange',
  )
  .implement({
    description: 'A control of the adopted standard that the library changed.',
    fields: (t) => ({
      controlId: t.field({
        type: 'UUID',
        description: "The tenant's control that would change.",
        resolve: (c) => c.controlId,
      }),
      fields: t.stringList({
        description: 'What differs: name, description, category, severity, requires, expect, remediation.',
        resolve: (c) => c.fields,
      }),
      to: t.field({
        type: LibraryControlRef,
        description: 'The control as the library has it now.',
        resolve: (c) => ({ control: c.to, supplied: c.supplied }),
      }),
    }),
  });

const LibraryUpdateRef = builder.objectRef<UpdateView>('LibraryUpdate').implement({
  description:
    "What applying the library's current content would change in an adopted standard (POST /standards/{standard_id}/library-update applies it).",
  fields: (t) => ({
    fromVersion: t.string({
      description: 'The library version the standard has.',
      resolve: (v) => v.update.fromVersion,
    }),
    toVersion: t.string({ description: 'The library version on offer.', resolve: (v) => v.update.toVersion }),
    added: t.field({
      type: [LibraryControlRef],
      description: 'Library controls the standard would gain.',
      resolve: (v) => v.update.added.map((control) => ({ control, supplied: v.supplied })),
    }),
    removed: t.field({
      type: ['UUID'],
      description: "The tenant's controls that would go (the library no longer has them), with their history.",
      resolve: (v) => v.update.removed.map((control) => control.id),
    }),
    removedIdentifiers: t.stringList({
      description: 'The library identifiers of the removed controls, in the order of `removed`.',
      resolve: (v) => v.update.removed.map((control) => control.libraryControlId),
    }),
    changed: t.field({
      type: [LibraryControlChangeRef],
      description: 'Controls that stay but change; their overrides and history stay.',
      resolve: (v) =>
        v.update.changed.map((change) => ({
          controlId: change.control.id,
          to: change.to,
          fields: change.fields,
          supplied: v.supplied,
        })),
    }),
  }),
});

builder.prismaObjectFields('Standard', (t) => ({
  libraryKey: t.exposeString('libraryKey', {
    nullable: true,
    description: "The library standard it was adopted from; null for a standard of the tenant's own.",
  }),
  libraryVersion: t.exposeString('libraryVersion', {
    nullable: true,
    description: 'The library version its controls were last taken from.',
  }),
  libraryUpdate: t.field({
    type: LibraryUpdateRef,
    nullable: true,
    description:
      "The library's newer content on offer, never applied by itself; null when the standard is up to date or was not adopted.",
    select: { id: true, libraryKey: true, libraryVersion: true },
    resolve: async (standard, _args, context) => {
      const update = await pendingUpdate(context, standard);
      return update ? { update, supplied: await suppliedFor(context) } : null;
    },
  }),
}));

builder.prismaObjectFields('Control', (t) => ({
  libraryKey: t.exposeString('libraryKey', {
    nullable: true,
    description: "The library standard it was adopted from; null for a control of the tenant's own.",
  }),
  libraryControlId: t.exposeString('libraryControlId', {
    nullable: true,
    description: "The framework's identifier of the library control it was adopted from (`MS.AAD.3.1v1`).",
  }),
  remediation: t.field({
    type: RemediationRef,
    nullable: true,
    description: 'How to fix a failure; null when none was given.',
    select: { remediation: true },
    resolve: (control) => remediationOf(control.remediation),
  }),
}));

const AdoptLibraryStandardInput = builder.inputType('AdoptLibraryStandardInput', {
  description: "How to adopt a library standard as the tenant's own.",
  fields: (t) => ({
    enabled: t.boolean({
      description: 'Whether it is assessed at once for every organization; default false (inactive).',
    }),
    slug: t.string({ description: "The standard's slug; default the library key." }),
  }),
});

/** Adopts in one transaction: the standard, its controls and the audit entry; an active one queues every organization. */
async function adopt(context: Context, row: LibraryRow, input: { enabled?: boolean | null; slug?: string | null }) {
  const slug = input.slug ?? row.key;
  const issues: Issue[] = [];
  checkSlug(issues, ['slug'], slug);
  if (issues.length > 0) throw invalid(issues, ['input']);
  const alreadyAdopted = () => new ConflictError(`This tenant already adopted the library standard '${row.key}'`);
  if (await adoptedStandardId(context.db, row.key)) throw alreadyAdopted();
  const draft = adoptionDraft(row, slug, input.enabled ?? false);
  try {
    return await insertStandard(context.db, draft, context.clock.now(), async (tx, id) => {
      await audit(tx, context, {
        action: 'standard.adopted',
        target: { type: 'standard', id },
        changes: {
          libraryKey: [null, row.key],
          libraryVersion: [null, row.version],
          slug: [null, slug],
          enabled: [null, draft.enabled],
          controls: [null, draft.controls.length],
        },
      });
      if (draft.enabled) await enqueueTenantEvaluations(tx);
    });
  } catch (error) {
    if (error instanceof ConflictError && (await adoptedStandardId(context.db, row.key))) throw alreadyAdopted();
    throw error;
  }
}

builder.mutationFields((t) => ({
  adoptLibraryStandard: t.prismaField({
    type: 'Standard',
    description:
      "Creates the tenant's own standard from a library standard, its controls tagged with libraryKey and libraryControlId, in one transaction. " +
      'An active one is assessed at once for every organization. A tenant adopts a library standard once: again is a CONFLICT.',
    authScopes: WRITE,
    args: {
      key: t.arg.string({ required: true, description: 'The library key.' }),
      input: t.arg({ type: AdoptLibraryStandardInput, required: false, description: 'Active or not, and the slug.' }),
    },
    resolve: async (query, _root, { key, input }, context) => {
      const row = await findLibraryStandard(context, key);
      const id = await adopt(context, row, input ?? {});
      return selectStandardOrThrow(context.db, id, query);
    },
  }),
  applyLibraryUpdate: t.prismaField({
    type: 'Standard',
    description:
      "Applies the library update on offer (Standard.libraryUpdate) in one transaction: adds, removes and changes controls, keeps the overrides of those that remain, bumps the standard's version, " +
      're-evaluates every organization, and records an audit entry and the event `standard.updated`. CONFLICT when there is none.',
    authScopes: WRITE,
    args: { standardId: t.arg({ type: 'UUID', required: true, description: 'The adopted standard.' }) },
    resolve: async (query, _root, { standardId }, context) => {
      await applyUpdate(context, standardId);
      return selectStandardOrThrow(context.db, standardId, query);
    },
  }),
}));

async function applyUpdate(context: Context, standardId: string): Promise<void> {
  const standard = await standardLibraryTags(context.db, standardId);
  if (!standard) throw new NotFoundError('Standard not found');
  if (!standard.libraryKey) throw new ConflictError('This standard was not adopted from the library');
  const now = context.clock.now();
  await inTransaction(
    context.db,
    async (tx) => {
      await lockTenantStandards(tx, 'exclusive');
      const update = await pendingUpdate(context, standard);
      if (!update) throw new ConflictError("This standard already has the library's current content");
      const libraryKey = standard.libraryKey!;
      const versions = await applyLibraryChanges(tx, {
        standardId,
        toVersion: update.toVersion,
        add: update.added.map((control) => ({
          ...controlColumns(controlContent(control)),
          slug: libraryControlSlug(standard.slug, control.identifier),
          libraryKey,
          libraryControlId: control.identifier,
        })),
        remove: update.removed.map((control) => control.id),
        change: update.changed.map((change) => ({
          id: change.control.id,
          write: controlColumns(controlContent(change.to)),
        })),
      });
      await enqueueTenantEvaluations(tx);
      await audit(tx, context, {
        action: 'standard.library_updated',
        target: { type: 'standard', id: standardId },
        changes: {
          version: [versions.from, versions.to],
          libraryVersion: [update.fromVersion, update.toVersion],
          added: [null, update.added.map((control) => control.identifier)],
          removed: [update.removed.map((control) => control.libraryControlId), null],
          changed: [null, update.changed.map((change) => change.control.libraryControlId)],
        },
      });
      await announceUpdate(tx, standardId, update, versions, now);
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}

/** One `standard.updated` event per organization of the tenant (events belong to an organization). */
async function announceUpdate(
  tx: Parameters<Parameters<typeof inTransaction>[1]>[0],
  standardId: string,
  update: LibraryUpdate,
  versions: { from: number; to: number },
  at: Date,
): Promise<void> {
  const publish = createChangePublisher();
  for (const organizationId of await organizationIdsOf(tx))
    await publish(tx, {
      tenantId: tx.$tenantId(),
      organizationId,
      controls: [],
      rollup: null,
      detections: [],
      standardsUpdated: [
        {
          organizationId,
          standardId,
          fromVersion: versions.from,
          toVersion: versions.to,
          libraryFromVersion: update.fromVersion,
          libraryToVersion: update.toVersion,
          added: update.added.length,
          removed: update.removed.length,
          changed: update.changed.length,
          updatedAt: at,
        },
      ],
    });
}
