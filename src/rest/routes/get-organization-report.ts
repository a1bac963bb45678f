import { MAX_PAGE_SIZE } from '../../domain/pagination.ts';
import { TREND_MAX_DAYS } from '../../domain/trend.ts';
import {
  ClientReportDocument,
  type DetectionRecordFragment,
  OrganizationDetectionsDocument,
  type OrganizationDetectionsQuery,
  OrganizationOverridesDocument,
  type OrganizationOverridesQuery,
} from '../../graphql/generated/operations.ts';
import { MAX_DETECTION_LIMIT } from '../../schema/detection.ts';
import { CLIENT_REPORT_CSP, renderClientReport } from '../client-report.ts';
import { int, uuid } from '../pydantic/validators.ts';
import { documentRoute, type GraphRunner } from '../route.ts';

/** The report lists at most this many open detections in all; each failing control says how many more it has. */
export const REPORT_DETECTIONS = 500;

async function openDetectionsByControl(graph: GraphRunner, organizationId: string) {
  const byControl = new Map<string, DetectionRecordFragment[]>();
  let cursor: string | null = null;
  let read = 0;
  do {
    const { organizationDetections: page }: OrganizationDetectionsQuery = await graph.run(
      OrganizationDetectionsDocument,
      {
        organizationId,
        cursor,
        limit: Math.min(MAX_DETECTION_LIMIT, REPORT_DETECTIONS - read),
        status: 'open',
      },
    );
    for (const detection of page.items) {
      const list = byControl.get(detection.ruleId) ?? [];
      list.push(detection);
      byControl.set(detection.ruleId, list);
    }
    read += page.items.length;
    cursor = page.nextCursor;
  } while (cursor && read < REPORT_DETECTIONS);
  return byControl;
}

/** When each exception in force ends, by control or standard id (the report's expiry column). */
async function overrideExpiries(graph: GraphRunner, organizationId: string): Promise<Map<string, string>> {
  const expiries = new Map<string, string>();
  let cursor: string | null = null;
  do {
    const { organizationOverrides: page }: OrganizationOverridesQuery = await graph.run(OrganizationOverridesDocument, {
      organizationId,
      cursor,
      limit: MAX_PAGE_SIZE,
    });
    for (const item of page.items) {
      const id = item.controlId ?? item.standardId;
      if (id && item.expiresAt) expiries.set(id, item.expiresAt);
    }
    cursor = page.nextCursor;
  } while (cursor);
  return expiries;
}

export default documentRoute({
  operationId: 'getOrganizationReport',
  method: 'GET',
  path: '/organizations/{organization_id}/report',
  tag: 'compliance',
  summary: 'The client report of one organization, as a printable HTML document',
  description: `One self-contained HTML page an MSP hands to its client (no external asset, no script; prints whole): the organization, the date, the rollup and each standard's counts, the trend over \`days\` as an inline SVG chart, failing controls with their open detections (up to ${REPORT_DETECTIONS} in all), not_covered controls with the data they miss, and the exceptions in force with reason, who, since when and until when. Also needs organization.read.`,
  permission: 'detection.read',
  request: {
    path: { organization_id: uuid() },
    query: {
      days: int({ ge: 1, le: TREND_MAX_DAYS, default: 90, description: `Days of trend, 1 to ${TREND_MAX_DAYS}.` }),
    },
  },
  status: 200,
  produces: 'text/html',
  async render({ input, graph }) {
    const organizationId = input.path.organization_id;
    const { organization } = await graph.run(ClientReportDocument, { organizationId, days: input.query.days });
    const openDetections = await openDetectionsByControl(graph, organizationId);
    const expiries = await overrideExpiries(graph, organizationId);
    return {
      contentType: 'text/html',
      contentSecurityPolicy: CLIENT_REPORT_CSP,
      body: renderClientReport({
        organization,
        openDetections,
        generatedAt: new Date(),
        days: input.query.days,
        expiries,
      }),
    };
  },
});
