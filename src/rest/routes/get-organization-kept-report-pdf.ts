import { ClientReportPdfDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { documentRoute } from '../route.ts';

export default documentRoute({
  operationId: 'getOrganizationKeptReportPdf',
  method: 'GET',
  path: '/organizations/{organization_id}/reports/{report_id}/pdf',
  tag: 'reports',
  summary: 'A kept client report, as the PDF that was sent',
  description:
    "The PDF rendered from the same report model as the HTML. Another tenant's organization or report is a 404.",
  permission: 'detection.read',
  request: { path: { organization_id: uuid(), report_id: uuid() } },
  status: 200,
  produces: 'application/pdf',
  async render({ input, graph }) {
    const { clientReport } = await graph.run(ClientReportPdfDocument, {
      organizationId: input.path.organization_id,
      id: input.path.report_id,
    });
    const date = new Date(clientReport.createdAt as string).toISOString().slice(0, 10);
    return {
      contentType: 'application/pdf',
      filename: `client-report-${date}.pdf`,
      body: Buffer.from(clientReport.pdfBase64, 'base64'),
    };
  },
});
