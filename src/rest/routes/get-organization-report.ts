import { clientReportCsp, renderClientReport } from '../../delivery/reports/client-report.ts';
import { loadClientReport, REPORT_DETECTIONS } from '../../delivery/reports/model.ts';
import { TREND_MAX_DAYS } from '../../domain/trend.ts';
import { int } from '../pydantic/validators/int.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { documentRoute } from '../route.ts';

export default documentRoute({
  operationId: 'getOrganizationReport',
  method: 'GET',
  path: '/organizations/{organization_id}/report',
  tag: 'compliance',
  summary: 'The client report of one organization, as a printable HTML document',
  description: `One self-contained HTML page an MSP hands to its client (no external asset, no script; prints whole): the tenant's branding, the organization, the date, the rollup and each standard's counts, the trend over \`days\` as an inline SVG chart, failing controls with their open detections (up to ${REPORT_DETECTIONS} in all), not_covered controls with the data they miss, the exceptions in force with reason, who, since when and until when, and what changed since the last kept report. Also needs organization.read.`,
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
    const data = await loadClientReport(graph, input.path.organization_id, {
      days: input.query.days,
      generatedAt: new Date(),
    });
    return {
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': clientReportCsp(data.branding?.accentColor) },
      body: renderClientReport(data),
    };
  },
});
