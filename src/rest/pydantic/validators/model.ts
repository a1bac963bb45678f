import {
  type AnySchema,
  type BaseOptions,
  defineKey,
  error,
  INVALID,
  type InferFields,
  isPlainObject,
  type Loc,
  makeSchema,
  missing,
  type Schema,
  type ValidationErrorItem,
} from '../core.ts';

/** A pydantic model (`BaseModel`) and its fields. */

interface ModelOptions<F extends Record<string, AnySchema>> extends BaseOptions<InferFields<F>> {
  /** pydantic `extra`: 'ignore' (its default) drops unknown keys, 'forbid' reports each one. */
  extra?: 'ignore' | 'forbid';
  /** Component name for the OpenAPI document. */
  title?: string;
  /**
   * A rule across fields, run once every field validated (a pydantic `model_validator`); it
   * pushes its own errors, worded as the route's contract words them.
   */
  refine?: (value: InferFields<F>, input: Record<string, unknown>, loc: Loc, errors: ValidationErrorItem[]) => void;
}

export interface ModelSchema<F extends Record<string, AnySchema>> extends Schema<InferFields<F>, false> {
  readonly fields: F;
  readonly title?: string;
}

/**
 * A pydantic model. FastAPI validates with `from_attributes=True`, which is why a non-object
 * input is `model_attributes_type` and not `dict_type`. Field errors come in declaration
 * order, then one `extra_forbidden` per unknown key in input order.
 */
export function model<F extends Record<string, AnySchema>>(fields: F, options: ModelOptions<F> = {}): ModelSchema<F> {
  const extra = options.extra ?? 'ignore';
  const base = makeSchema<InferFields<F>>(
    options,
    (input, loc, errors) => {
      if (!isPlainObject(input)) {
        errors.push(
          error(
            'model_attributes_type',
            loc,
            'Input should be a valid dictionary or object to extract fields from',
            input,
          ),
        );
        return INVALID;
      }
      const out: Record<string, unknown> = {};
      let failed = false;
      for (const [name, schema] of Object.entries(fields)) {
        const fieldLoc = [...loc, name];
        if (!Object.hasOwn(input, name)) {
          if (schema.presence.kind === 'required') {
            errors.push(missing(fieldLoc, input));
            failed = true;
          } else if (schema.presence.kind === 'default') {
            defineKey(out, name, structuredClone(schema.presence.value));
          }
          continue;
        }
        const value: unknown = schema.validate(input[name], fieldLoc, errors);
        if (value === INVALID) failed = true;
        else defineKey(out, name, value);
      }
      if (extra === 'forbid') {
        for (const key of Object.keys(input)) {
          if (Object.hasOwn(fields, key)) continue;
          errors.push(error('extra_forbidden', [...loc, key], 'Extra inputs are not permitted', input[key]));
          failed = true;
        }
      }
      if (failed) return INVALID;
      if (options.refine) {
        const before = errors.length;
        options.refine(out as InferFields<F>, input, loc, errors);
        if (errors.length > before) return INVALID;
      }
      return out as InferFields<F>;
    },
    () => {
      const required = Object.entries(fields)
        .filter(([, schema]) => schema.presence.kind === 'required')
        .map(([name]) => name);
      return {
        type: 'object',
        ...(options.title === undefined ? {} : { title: options.title }),
        properties: Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schema.toJsonSchema()])),
        ...(required.length === 0 ? {} : { required }),
        ...(extra === 'forbid' ? { additionalProperties: false } : {}),
      };
    },
  );
  return { ...base, fields, ...(options.title === undefined ? {} : { title: options.title }) };
}
