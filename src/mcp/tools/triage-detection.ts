import { z } from 'zod';
import { TRIAGE_STATES } from '../../domain/triage.ts';
import { TriageDetectionDocument } from '../../graphql/generated/operations.ts';
import { mcpText, mcpTool } from '../tool.ts';

export default mcpTool({
  spec: {
    name: 'triage_detection',
    description:
      "Changes a detection's triage; a field left out keeps its value. snoozed needs reason and snoozedUntil (ISO 8601, in the future within 365 days; it returns to new by itself then); false_positive needs reason. " +
      "A resolved detection's triage is read-only. Triage never changes the detection's status or any count. Needs detection.write.",
    input: z.object({
      detectionId: z.guid().describe('The detection id (from list_detections).'),
      state: z.enum(TRIAGE_STATES).optional().describe('The new triage state.'),
      assigneeId: z.guid().nullable().optional().describe('An active user of the tenant; null unassigns.'),
      snoozedUntil: z.iso.datetime({ offset: true }).optional().describe('When a snooze ends (only with snoozed).'),
      reason: mcpText('reason').nullable().optional().describe('Why.'),
    }),
    scopes: ['compliance:triage'],
    permissions: ['detection.write'],
    writes: true,
  },
  operation: TriageDetectionDocument,
  run: async ({ detectionId, ...input }, read) => {
    const { triageDetection: triage } = await read({ detectionId, input });
    const text =
      `Detection ${detectionId} is now ${triage.state}` +
      `${triage.assigneeName ? `, assigned to ${triage.assigneeName}` : ''}` +
      `${triage.snoozedUntil ? `, snoozed until ${triage.snoozedUntil}` : ''}.`;
    return { content: [{ type: 'text', text }], structuredContent: triage };
  },
});
