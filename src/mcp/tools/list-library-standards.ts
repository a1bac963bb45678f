import { z } from 'zod';
import { type CursorSlice, cursorSlice } from '../../domain/pagination.ts';
import { LibraryStandardsDocument, type LibraryStandardsQuery } from '../../graphql/generated/operations.ts';
import { DEFAULT_LIST_LIMIT, mcpTool, pagingInput } from '../tool.ts';

export default mcpTool({
  spec: {
    name: 'list_library_standards',
    description:
      'The standards library: the frameworks this service ships (CISA SCuBA Microsoft 365 baselines, ASD Essential Eight maturity level one, NIST CSF 2.0, ...), each with its key, publisher, version, licence, source, ' +
      "how many controls it has and how many of them this tenant's connector types can judge. A framework is assessed only once the tenant adopts it (REST POST /library/standards/{key}/adopt).",
    input: z.object({ ...pagingInput }),
    scopes: ['compliance:read'],
    permissions: ['detection_rule.read'],
  },
  operation: LibraryStandardsDocument,
  run: async ({ limit, cursor }, read) => {
    const data = await read({ limit: limit ?? DEFAULT_LIST_LIMIT, cursor: cursor ?? null });
    const page = cursorSlice(data.libraryStandards);
    return { content: [{ type: 'text', text: librarySummary(page) }], structuredContent: page };
  },
});

type Page = CursorSlice<LibraryStandardsQuery['libraryStandards']['edges'][number]['node']>;

function librarySummary(page: Page): string {
  if (page.items.length === 0) return 'The standards library is empty.';
  const lines = page.items.map(
    (s) =>
      `- ${s.name} (key ${s.key}, version ${s.version}) by ${s.publisher}, ${s.licence}: ${s.controlCount} controls, ` +
      `${s.judgeableCount} judgeable with this tenant's connector types; source ${s.sourceUrl}`,
  );
  return [
    `${page.items.length} library standard${page.items.length === 1 ? '' : 's'}${page.hasMore ? ' (more follow: call again with cursor = structuredContent.nextCursor)' : ''}:`,
    ...lines,
  ].join('\n');
}
