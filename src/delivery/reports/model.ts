import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type CursorSlice, cursorSlice, MAX_PAGE_SIZE } from '../../domain/pagination.ts';
import { readSnapshot, reportChanges } from '../../domain/report-changes.ts';
import {
  ClientReportContextDocument,
  ClientReportDocument,
  type DetectionRecordFragment,
  OrganizationDetectionsDocument,
  type OrganizationDetectionsQuery,
  OrganizationOverridesDocument,
  type OrganizationOverridesQuery,
} from '../../graphql/generated/operations.ts';
import { MAX_DETECTION_LIMIT } from '../../schema/detection.ts';
import { type ClientReportData, reportSnapshot } from './client-report.ts';

/**
 * The client report's model, read from the graph with the caller's rights: GET
 * /organizations/{id}/report runs it for its caller, the scheduled job for the tenant. The HTML
 * and the PDF are both rendered from what this returns, so they cannot disagree.
 */

/** Runs fixed documents on the graph (REST's GraphRunner, or the report job's). */
export interface ReportGraph {
  run<TData, TVariables>(operation: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData>;
}

/** The report lists at most this many open detections in all; each failing control says how many more it has. */
export const REPORT_DETECTIONS = 500;

async function openDetectionsByControl(graph: ReportGraph, organizationId: string) {
  const byControl = new Map<string, DetectionRecordFragment[]>();
  let cursor: string | null = null;
  let read = 0;
  do {
    const { detections: page }: OrganizationDetectionsQuery = await graph.run(OrganizationDetectionsDocument, {
      organizationId,
      cursor,
      limit: Math.min(MAX_DETECTION_LIMIT, REPORT_DETECTIONS - read),
      status: 'open',
    });
    const { items, nextCursor }: CursorSlice<DetectionRecordFragment> = cursorSlice(page);
    for (const detection of items) {
      const list = byControl.get(detection.ruleId) ?? [];
      list.push(detection);
      byControl.set(detection.ruleId, list);
    }
    read += items.length;
    cursor = nextCursor;
  } while (cursor && read < REPORT_DETECTIONS);
  return byControl;
}

type OverrideItem = OrganizationOverridesQuery['overrides']['edges'][number]['node'];

/** When each exception in force ends, by control or standard id (the report's expiry column). */
async function overrideExpiries(graph: ReportGraph, organizationId: string): Promise<Map<string, string>> {
  const expiries = new Map<string, string>();
  let cursor: string | null = null;
  do {
    const { overrides: page }: OrganizationOverridesQuery = await graph.run(OrganizationOverridesDocument, {
      organizationId,
      cursor,
      limit: MAX_PAGE_SIZE,
    });
    const { items, nextCursor }: CursorSlice<OverrideItem> = cursorSlice(page);
    for (const item of items) {
      const id = item.controlId ?? item.standardId;
      if (id && item.expiresAt) expiries.set(id, item.expiresAt);
    }
    cursor = nextCursor;
  } while (cursor);
  return expiries;
}

/** The whole model: the organization's state, its open detections and exceptions, the branding, and what changed since the last kept report. */
export async function loadClientReport(
  graph: ReportGraph,
  organizationId: string,
  options: { days: number; generatedAt: Date },
): Promise<ClientReportData> {
  const { organization } = await graph.run(ClientReportDocument, { organizationId, days: options.days });
  const openDetections = await openDetectionsByControl(graph, organizationId);
  const expiries = await overrideExpiries(graph, organizationId);
  const extra = await graph.run(ClientReportContextDocument, { organizationId });
  const { branding } = extra;
  const last = extra.organization.clientReports.edges[0]?.node;
  const data: ClientReportData = {
    organization,
    openDetections,
    generatedAt: options.generatedAt,
    days: options.days,
    expiries,
    branding: {
      mspName: branding.mspName,
      accentColor: branding.accentColor,
      footer: branding.footer,
      logoDataUrl: branding.logo?.dataUrl ?? null,
    },
  };
  const previous = last
    ? {
        at: new Date(last.dueAt as string),
        snapshot: readSnapshot({ failing: last.failingControls, exceptions: last.exceptions }),
      }
    : null;
  data.changes = reportChanges(
    previous?.snapshot ? { at: previous.at, snapshot: previous.snapshot } : null,
    reportSnapshot(data),
  );
  return data;
}
