import { ApplyLibraryUpdateDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'applyLibraryUpdate',
  method: 'POST',
  path: '/standards/{standard_id}/library-update',
  tag: 'library',
  summary: "Apply the library's newer content to an adopted standard",
  description:
    'One transaction: adds, removes and changes controls as Standard.libraryUpdate shows, keeps the overrides of the controls that remain, bumps the version ' +
    "(the grid's standardVersion), re-evaluates every organization, and records an audit entry and the event standard.updated. " +
    "409 when the standard was not adopted from the library or already has its current content; 404 for another tenant's standard.",
  permission: 'detection_rule.write',
  destructive: true,
  request: { path: { standard_id: uuid() } },
  status: 200,
  operation: ApplyLibraryUpdateDocument,
  variables: ({ path }) => ({ standardId: path.standard_id }),
  result: ['applyLibraryUpdate'],
});
