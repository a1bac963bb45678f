import {
  type MatrixCell,
  type MatrixOrganization,
  type MatrixStandard,
  matrixCells,
  organizationsPage,
} from '../data/fleet.ts';
import { toPage } from '../domain/pagination.ts';
import { emptyCounts, type StatusCounts } from '../domain/status.ts';
import { builder } from './builder.ts';
import { Organization } from './organization.ts';
import { pageArgs, pageRequest } from './pagination.ts';
import { StatusCountsRef } from './standard.ts';

/**
 * The fleet x standard matrix (issue 33): each organization of a page against each enabled
 * standard, the standard's grid rows there by status. Two statements whatever the page or the
 * number of standards: the page of organizations, then every cell with the columns.
 */

interface Cell {
  standardId: string;
  counts: StatusCounts;
  inScope: boolean;
}

interface Row {
  organization: MatrixOrganization;
  cells: Cell[];
}

interface Matrix {
  standards: MatrixStandard[];
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

const MatrixStandardRef = builder.objectRef<MatrixStandard>('FleetMatrixStandard').implement({
  description: 'A column of the matrix: an enabled standard of the tenant.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: "The standard's id." }),
    name: t.exposeString('name', { description: "The standard's name." }),
    slug: t.exposeString('slug', { description: "The standard's slug." }),
  }),
});

const MatrixCellRef = builder.objectRef<Cell>('FleetMatrixCell').implement({
  description: "One organization against one standard: the standard's grid rows there, by status.",
  fields: (t) => ({
    standardId: t.expose('standardId', { type: 'UUID', description: 'The column (a FleetMatrixStandard).' }),
    counts: t.field({
      type: StatusCountsRef,
      description:
        "The standard's controls in the organization's grid by status (pass, fail, noData, notCovered; notApplicable outside its scope).",
      resolve: (cell) => cell.counts,
    }),
    inScope: t.exposeBoolean('inScope', {
      description:
        'False when the organization overrides the whole standard out of its scope (every control not_applicable).',
    }),
  }),
});

const MatrixRowRef = builder.objectRef<Row>('FleetMatrixRow').implement({
  description: 'One organization of the matrix and its cells, in the order of the columns.',
  fields: (t) => ({
    organization: t.field({
      type: Organization,
      description: 'The organization (its fleet figures are there too); needs organization.read.',
      resolve: (row) => row.organization as never,
    }),
    cells: t.field({
      type: [MatrixCellRef],
      description: 'One cell per column, in the order of standards.',
      resolve: (row) => row.cells,
    }),
  }),
});

const MatrixRef = builder.objectRef<Matrix>('FleetMatrix').implement({
  description:
    'The fleet x standard matrix: a page of organizations by name, each with one cell per enabled standard of the tenant (the columns).',
  fields: (t) => ({
    standards: t.field({
      type: [MatrixStandardRef],
      description: "The columns: the tenant's enabled standards (of standardIds when given), by name.",
      resolve: (matrix) => matrix.standards,
    }),
    items: t.field({
      type: [MatrixRowRef],
      description: "This page's organizations, by name then id; empty for a page past the end.",
      resolve: (matrix) => matrix.items,
    }),
    total: t.exposeInt('total', { description: 'Organizations matching q, over all pages.' }),
    page: t.exposeInt('page', { description: "This page's number, starting at 1." }),
    pageSize: t.exposeInt('pageSize', { description: 'The page size used.' }),
    totalPages: t.exposeInt('totalPages', { description: 'Number of pages, never 0.' }),
  }),
});

function rowsOf(organizations: MatrixOrganization[], standards: MatrixStandard[], cells: MatrixCell[]): Row[] {
  const byKey = new Map(cells.map((cell) => [`${cell.organizationId}:${cell.standardId}`, cell]));
  return organizations.map((organization) => ({
    organization,
    cells: standards.map((standard) => {
      const found = byKey.get(`${organization.id}:${standard.id}`);
      if (!found) return { standardId: standard.id, counts: emptyCounts(), inScope: true };
      const { organizationId: _o, standardId, inScope, ...counts } = found;
      return { standardId, counts, inScope };
    }),
  }));
}

builder.queryFields((t) => ({
  fleetMatrix: t.field({
    type: MatrixRef,
    description:
      "The fleet x standard matrix, page by page: each organization's counts per enabled standard, in two statements whatever the page and the number of standards.",
    authScopes: { permission: 'detection.read' },
    args: {
      ...pageArgs,
      q: t.arg.string({ required: false, description: 'Case-insensitive substring of the organization name.' }),
      standardIds: t.arg({
        type: ['UUID'],
        required: false,
        description: 'Only these standards as columns (those enabled among them).',
      }),
    },
    resolve: async (_root, args, context) => {
      const request = pageRequest(args);
      const { items, total } = await organizationsPage(context.db, { q: args.q }, request);
      const { standards, cells } = await matrixCells(
        context.db,
        items.map((organization) => organization.id),
        args.standardIds ?? null,
      );
      const page = toPage(rowsOf(items, standards, cells), total, request);
      return { ...page, standards };
    },
  }),
}));
