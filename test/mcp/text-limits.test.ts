import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { TEXT_LIMITS } from '../../src/domain/text.ts';
import { mcpText } from '../../src/mcp/tool.ts';

describe('mcpText: a tool argument bounded by its declared limit, in code points as REST and the graph count', () => {
  const reason = mcpText('reason');
  const max = TEXT_LIMITS.reason;

  test('takes the limit in characters outside the BMP (twice as many UTF-16 units), refuses one more', () => {
    expect(reason.safeParse('😀'.repeat(max)).success).toBe(true);
    expect(reason.safeParse('😀'.repeat(max + 1)).success).toBe(false);
    expect(reason.safeParse('').success).toBe(false);
  });

  test('publishes the same bound as JSON Schema maxLength (which counts code points too)', () => {
    expect(z.toJSONSchema(z.object({ reason }))).toMatchObject({
      properties: { reason: { type: 'string', minLength: 1, maxLength: max } },
    });
  });
});
