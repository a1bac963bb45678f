import { z } from 'zod';
import { type CursorSlice, cursorSlice } from '../../domain/pagination.ts';
import { DETECTION_STATUSES } from '../../domain/status.ts';
import { TRIAGE_STATES } from '../../domain/triage.ts';
import { TriagedDetectionsDocument, type TriagedDetectionsQuery } from '../../graphql/generated/operations.ts';
import { DEFAULT_LIST_LIMIT, mcpTool, organizationId, pagingInput } from '../tool.ts';

export default mcpTool({
  spec: {
    name: 'list_detections',
    description:
      "An organization's detections, newest first, each with its triage (state, assignee, snooze, reason). " +
      'Filter by triage state (new includes never-triaged ones), assignee and status; page with limit and cursor. Pass an id to triage_detection.',
    input: z.object({
      organizationId,
      triageState: z
        .array(z.enum(TRIAGE_STATES))
        .min(1)
        .optional()
        .describe('Only detections in these triage states, e.g. ["new"].'),
      assigneeId: z.guid().optional().describe('Only detections assigned to this user id.'),
      status: z.enum(DETECTION_STATUSES).optional().describe('Only open or only resolved detections.'),
      ...pagingInput,
    }),
    scopes: ['compliance:triage'],
    permissions: ['detection.read'],
  },
  operation: TriagedDetectionsDocument,
  run: async (args, read) => {
    const { detections } = await read({
      organizationId: args.organizationId,
      triageState: args.triageState ?? null,
      assigneeId: args.assigneeId ?? null,
      status: args.status ?? null,
      limit: args.limit ?? DEFAULT_LIST_LIMIT,
      cursor: args.cursor ?? null,
    });
    const page = cursorSlice(detections);
    return { content: [{ type: 'text', text: detectionsSummary(page) }], structuredContent: page };
  },
});

type Page = CursorSlice<TriagedDetectionsQuery['detections']['edges'][number]['node']>;

function detectionsSummary(page: Page): string {
  if (page.items.length === 0) return 'No detection matches.';
  const lines = page.items.map(
    (d) =>
      `- ${d.title} [${d.severity}, ${d.status}] on ${d.subject} (${d.id}): triage ${d.triage.state}` +
      `${d.triage.assigneeName ? `, assigned to ${d.triage.assigneeName}` : ''}` +
      `${d.triage.snoozedUntil ? `, snoozed until ${d.triage.snoozedUntil}` : ''}`,
  );
  return [
    `${page.items.length} detection${page.items.length === 1 ? '' : 's'}` +
      `${page.hasMore ? ' (more follow: call again with cursor = structuredContent.nextCursor)' : ''}:`,
    ...lines,
  ].join('\n');
}
