import { csvExport } from '../export.ts';
import listFleetOrganizations from './list-fleet-organizations.ts';

export default csvExport(listFleetOrganizations, {
  operationId: 'exportFleetOrganizations',
  path: '/fleet/organizations/export',
  summary: 'Organizations with their rollup, status counts and score, as CSV',
  description:
    "Every organization listFleetOrganizations would page through with the same filters, by name then id, streamed whatever their number: a header row (status counts dotted, e.g. `statusCounts.fail`), RFC 4180, UTF-8; a cell beginning with `=`, `+`, `-`, `@`, tab or CR is prefixed with `'`. File `fleet-organizations-<yyyy-mm-dd>.csv`. Also needs organization.read.",
  name: () => 'fleet-organizations',
});
