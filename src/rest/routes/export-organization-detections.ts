import { csvExport } from '../export.ts';
import listOrganizationDetections from './list-organization-detections.ts';

export default csvExport(listOrganizationDetections, {
  operationId: 'exportOrganizationDetections',
  path: '/organizations/{organization_id}/detections/export',
  summary: 'Detections of one organization, as CSV',
  description:
    "Every detection listOrganizationDetections would page through with the same filters, newest first, streamed whatever their number: a header row of the detection's fields (lists and JSON values as JSON), RFC 4180, UTF-8; a cell beginning with `=`, `+`, `-`, `@`, tab or CR is prefixed with `'`. File `detections-<organization_id>-<yyyy-mm-dd>.csv`.",
  name: (path) => `detections-${path.organization_id}`,
});
