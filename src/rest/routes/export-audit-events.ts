import { csvExport } from '../export.ts';
import listAuditEvents from './list-audit-events.ts';

export default csvExport(listAuditEvents, {
  operationId: 'exportAuditEvents',
  path: '/audit-events/export',
  summary: 'The audit log as CSV, newest first',
  description:
    "Every entry listAuditEvents would page through with the same filters, streamed whatever their number: a header row (nested fields dotted, e.g. `actor.kind`; `changes` as JSON), RFC 4180, UTF-8; a cell beginning with `=`, `+`, `-`, `@`, tab or CR is prefixed with `'`. File `audit-events-<yyyy-mm-dd>.csv`.",
  name: () => 'audit-events',
});
