import type { JsonSchema } from './pydantic/core.ts';

/**
 * Building blocks for the few bodies no graph selection describes (handler routes: sign-in, the
 * developer references). Graph routes never use these: their schemas are generated.
 */
export const text: JsonSchema = { type: 'string' };
export const strings: JsonSchema = { type: 'array', items: text };
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
export const freeForm = (description: string): JsonSchema => ({
  type: 'object',
  additionalProperties: true,
  description,
});

/** A record with exactly these keys, all required, like the generated ones. */
export function closed(description: string, properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', description, properties, required: Object.keys(properties), additionalProperties: false };
}
