import { z } from 'zod';
import { ExplainControlStatusDocument } from '../../graphql/generated/operations.ts';
import { explainRow } from '../explain.ts';
import { mcpTool, organizationId, toolError } from '../tool.ts';

export default mcpTool({
  spec: {
    name: 'explain_control_status',
    description:
      "Explains in plain language one control's stored status for one organization: what the status means, why it is so (missing facts and the connectors that could supply them, connector refusals, degraded coverage, who disabled it and why), how fresh it is, and what must not be concluded from it. " +
      'A name matching several controls is answered with the candidates to choose from.',
    input: z.object({
      organizationId,
      control: z
        .string()
        .min(1)
        .describe('The control: its id (a uuid, preferred), or its name or slug when that names exactly one control.'),
    }),
    scopes: ['compliance:explain'],
    permissions: ['detection.read'],
  },
  operation: ExplainControlStatusDocument,
  run: async ({ organizationId, control }, read) => {
    const { controlStatus } = await read({ organizationId, control });
    const { row, candidates, organizationName } = controlStatus;
    if (!row) {
      const choices = candidates.map(
        (c) => `- ${c.id}: "${c.name}" (slug ${c.slug}) in ${c.standardName} (${c.standardId})`,
      );
      return toolError(
        [
          `"${control}" matches ${candidates.length} controls; call again with one of these control ids:`,
          ...choices,
        ].join('\n'),
        { ...controlStatus },
      );
    }
    const { disabledByOverrideOf } = controlStatus;
    return {
      content: [{ type: 'text', text: explainRow({ ...row, disabledByOverrideOf }, organizationName) }],
      structuredContent: { ...controlStatus },
    };
  },
});
