import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { describe, expect, test } from 'vitest';
import { schema } from '../../src/schema/index.ts';

/** Every schema coordinate (`Type`, `Type.field`, `Type.field(arg:)`, `Enum.VALUE`) lacking a description. */
function undescribed(): string[] {
  const missing: string[] = [];
  const blank = (description: string | null | undefined) => !description?.trim();
  const checkArgs = (coordinate: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) if (blank(arg.description)) missing.push(`${coordinate}(${arg.name}:)`);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (blank(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      const fields: Record<string, GraphQLField<unknown, unknown> | GraphQLInputField> = type.getFields();
      for (const field of Object.values(fields)) {
        const coordinate = `${type.name}.${field.name}`;
        if (blank(field.description)) missing.push(coordinate);
        if ('args' in field) checkArgs(coordinate, field.args);
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

describe('schema descriptions', () => {
  test('every type, field, argument, input field and enum value is described for GraphiQL readers', () => {
    expect(undescribed()).toEqual([]);
  });
});
