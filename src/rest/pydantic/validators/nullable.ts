import type { JsonSchema, Schema } from '../core.ts';

/** `Optional[X]` in pydantic: null is accepted as such (a nullable schema, not a union). */
export function nullable<T>(schema: Schema<T>, options: { default?: T | null } = {}): Schema<T | null, false> {
  return {
    presence: 'default' in options ? { kind: 'default', value: options.default ?? null } : { kind: 'required' },
    ...(schema.description === undefined ? {} : { description: schema.description }),
    validate: (input, loc, errors) => (input === null ? null : schema.validate(input, loc, errors)),
    toJsonSchema: () => {
      const { description, default: _ignored, ...inner } = schema.toJsonSchema();
      const out: JsonSchema = { anyOf: [inner, { type: 'null' }] };
      if (description !== undefined) out.description = description;
      if ('default' in options) out.default = options.default ?? null;
      return out;
    },
  };
}
