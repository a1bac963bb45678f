import { LibraryStandardDocument } from '../../graphql/generated/operations.ts';
import { libraryKeyParam } from '../list-params.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'getLibraryStandard',
  method: 'GET',
  path: '/library/standards/{key}',
  tag: 'library',
  summary: 'One library standard with its controls',
  description:
    "The framework's record, its description and attribution, and every control: the framework's identifier, name, description, category, severity, " +
    'requires (the first predicate is the one judged), expect, remediation {summary, steps, url} and judgeable. An unknown key is a 404.',
  permission: 'detection_rule.read',
  request: {
    path: { key: libraryKeyParam },
  },
  status: 200,
  operation: LibraryStandardDocument,
  variables: ({ path }) => ({ key: path.key }),
  result: ['libraryStandard'],
});
