import { type ControlCandidate, controlsNamed } from '../data/controls.ts';
import type { ComplianceRow } from '../domain/grid.ts';
import { NotFoundError } from '../errors.ts';
import { builder } from './builder.ts';
import { ComplianceRowRef, loadComplianceGrid } from './compliance.ts';
import type { Context } from './context.ts';
import { OverrideScopeEnum } from './enums.ts';
import { findOrganization, ORGANIZATION_ID_DESCRIPTION } from './organization.ts';

interface ControlStatusLookup {
  organizationId: string;
  organizationName: string;
  row: ComplianceRow | null;
  candidates: ControlCandidate[];
}

const ControlCandidateRef = builder.objectRef<ControlCandidate>('ControlCandidate').implement({
  description: 'A control a name or slug could mean.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: "The control's id: send it as `control` to pick this one." }),
    name: t.exposeString('name', { description: "The control's name." }),
    slug: t.exposeString('slug', { description: "The control's slug, unique in the tenant." }),
    standardId: t.expose('standardId', { type: 'UUID', description: "The id of the control's standard." }),
    standardName: t.exposeString('standardName', {
      description: "The name of the control's standard, to tell candidates apart.",
    }),
  }),
});

const ControlStatusLookupRef = builder.objectRef<ControlStatusLookup>('ControlStatusLookup').implement({
  description:
    "One control's row of an organization's grid, or, when the given name or slug is ambiguous, the controls it could mean.",
  fields: (t) => ({
    organizationId: t.expose('organizationId', { type: 'UUID', description: 'The organization requested.' }),
    organizationName: t.exposeString('organizationName', { description: 'Its display name.' }),
    row: t.field({
      type: ComplianceRowRef,
      nullable: true,
      description: "The control's grid row; null when the control given is ambiguous.",
      resolve: (lookup) => lookup.row,
    }),
    disabledByOverrideOf: t.field({
      type: OverrideScopeEnum,
      nullable: true,
      description:
        "Which of the organization's overrides put the row out of scope (the row's disabledBy... fields are its metadata): the control's own or its whole standard's; null when none did or the control is ambiguous.",
      resolve: (lookup) => lookup.row?.disabledBy ?? null,
    }),
    candidates: t.field({
      type: [ControlCandidateRef],
      description: 'Every control the given name or slug matches, when there is more than one; empty otherwise.',
      resolve: (lookup) => lookup.candidates,
    }),
  }),
});

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The controls a reference names: by id when it is a uuid (ids are what clients should send), else by name or slug. */
function resolveControl(context: Context, reference: string): Promise<ControlCandidate[]> {
  const text = reference.trim();
  return controlsNamed(context.db, UUID_PATTERN.test(text) ? { id: text.toLowerCase() } : { text });
}

builder.queryFields((t) => ({
  controlStatus: t.field({
    type: ControlStatusLookupRef,
    description:
      "One control's row of an organization's compliance grid. The control is its id (preferred) or a name or slug; an ambiguous one returns the candidates instead of a row.",
    authScopes: { permission: 'detection.read' },
    // It loads the organization's whole grid (see query-cost.ts).
    extensions: { cost: 40 },
    args: {
      organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      control: t.arg.string({
        required: true,
        description: 'A control id, or a name or slug naming exactly one control.',
      }),
    },
    resolve: async (_root, { organizationId, control }, context) => {
      const organization = await findOrganization(context, organizationId);
      const candidates = await resolveControl(context, control);
      const [only] = candidates;
      if (!only) throw new NotFoundError('Control not found');
      const base = { organizationId: organization.id, organizationName: organization.name };
      if (candidates.length > 1) return { ...base, row: null, candidates };
      // The grid is loaded whole so the row comes from the one code path every surface reads.
      const grid = await loadComplianceGrid(context, organization);
      const row = grid.items.find((item) => item.ruleId === only.id);
      if (!row) throw new NotFoundError('Control not found');
      return { ...base, row, candidates: [] };
    },
  }),
}));
