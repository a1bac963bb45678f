import { csvExport } from '../export.ts';
import getOrganizationCompliance from './get-organization-compliance.ts';

export default csvExport(getOrganizationCompliance, {
  operationId: 'exportOrganizationCompliance',
  path: '/organizations/{organization_id}/compliance/export',
  summary: 'The compliance grid of one organization, as CSV',
  description:
    "The grid's rows as getOrganizationCompliance returns them, one line each under a header row of the row's fields (nested ones dotted, e.g. `detail.missingPredicates`; lists and JSON values as JSON). RFC 4180, UTF-8; a cell beginning with `=`, `+`, `-`, `@`, tab or CR is prefixed with `'`. File `compliance-<organization_id>-<yyyy-mm-dd>.csv`.",
  name: (path) => `compliance-${path.organization_id}`,
});
