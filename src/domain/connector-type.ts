import { checkText, type Issue } from './input.ts';
import { TEXT_LIMITS } from './text.ts';

/**
 * A tenant's private connector type (its own scripts and tools pushing facts): what makes one
 * valid. Built-in codes and the tenant's own are taken; the database decides that.
 */

/** 2 to 64 characters of `[a-z0-9_.-]`, starting with a letter. */
export const TYPE_CODE_MIN_LENGTH = 2;
export const TYPE_CODE_MAX_LENGTH = 64;
export const TYPE_CODE_PATTERN = '^[a-z][a-z0-9_.-]*$';
/** The most predicates one connector type declares (the largest built-in has 10). */
export const MAX_CONNECTOR_PREDICATES = 500;

export interface ConnectorTypeInput {
  typeCode: string;
  name: string;
  predicates: readonly string[];
  refusals?: Readonly<Record<string, unknown>> | null;
}

const TYPE_CODE = new RegExp(TYPE_CODE_PATTERN);

export function connectorTypeIssues(input: ConnectorTypeInput): Issue[] {
  const issues: Issue[] = [];
  const { typeCode } = input;
  if (typeCode.length < TYPE_CODE_MIN_LENGTH || typeCode.length > TYPE_CODE_MAX_LENGTH || !TYPE_CODE.test(typeCode))
    issues.push({
      path: ['typeCode'],
      message: `A type code is ${TYPE_CODE_MIN_LENGTH} to ${TYPE_CODE_MAX_LENGTH} characters of a-z, 0-9, _, . and -, starting with a letter`,
    });
  checkText(issues, ['name'], input.name, TEXT_LIMITS.name);
  if (input.predicates.length === 0 || input.predicates.length > MAX_CONNECTOR_PREDICATES)
    issues.push({
      path: ['predicates'],
      message: `A connector type declares 1 to ${MAX_CONNECTOR_PREDICATES} predicates`,
    });
  input.predicates.forEach((predicate, index) => {
    checkText(issues, ['predicates', index], predicate, TEXT_LIMITS.predicate);
  });
  for (const [predicate, reason] of Object.entries(input.refusals ?? {})) {
    if (typeof reason !== 'string')
      issues.push({ path: ['refusals', predicate], message: 'A refusal is its reason, a string' });
    else checkText(issues, ['refusals', predicate], reason, TEXT_LIMITS.reason);
  }
  return issues;
}
