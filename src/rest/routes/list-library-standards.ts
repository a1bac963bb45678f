import { LibraryStandardsDocument } from '../../graphql/generated/operations.ts';
import { decodeLibraryCursor } from '../../schema/library.ts';
import { cursorParam, cursorQuery } from '../list-params.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listLibraryStandards',
  method: 'GET',
  path: '/library/standards',
  tag: 'library',
  summary: 'The standards library: frameworks every tenant can adopt, by cursor',
  description:
    'Reference data installed at every start, the same for every tenant. Each item: key, name, publisher, version, licence, sourceUrl, controlCount, ' +
    "and judgeableCount (controls whose every required predicate the tenant's connector types supply, attestation included). Pass nextCursor back as cursor while hasMore is true.",
  permission: 'detection_rule.read',
  request: { query: { ...cursorQuery, cursor: cursorParam(decodeLibraryCursor) } },
  status: 200,
  operation: LibraryStandardsDocument,
  variables: ({ query }) => ({ cursor: query.cursor ?? null, limit: query.limit }),
  result: ['libraryStandards'],
  // Published with v1's cursor-list keys but without its always-null page and total: its shape and name stay.
  cursorList: { counts: false, name: 'LibraryStandardCursorList' },
});
