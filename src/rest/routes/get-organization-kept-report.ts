import { keptReportCsp } from '../../delivery/reports/client-report.ts';
import { ClientReportHtmlDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { documentRoute } from '../route.ts';

export default documentRoute({
  operationId: 'getOrganizationKeptReport',
  method: 'GET',
  path: '/organizations/{organization_id}/reports/{report_id}',
  tag: 'reports',
  summary: 'A kept client report, as the HTML document that was sent',
  description: "Self-contained HTML. Another tenant's organization or report is a 404.",
  permission: 'detection.read',
  request: { path: { organization_id: uuid(), report_id: uuid() } },
  status: 200,
  produces: 'text/html',
  async render({ input, graph }) {
    const { clientReport } = await graph.run(ClientReportHtmlDocument, {
      organizationId: input.path.organization_id,
      id: input.path.report_id,
    });
    return {
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': keptReportCsp(clientReport.html) },
      body: clientReport.html,
    };
  },
});
