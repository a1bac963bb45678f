import { TEXT_MIN_LENGTH } from '../domain/input.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { cursorQuery } from './list-params.ts';
import { dateTime } from './pydantic/validators/datetime.ts';
import { optional } from './pydantic/validators/optional.ts';
import { string } from './pydantic/validators/string.ts';
import { uuid } from './pydantic/validators/uuid.ts';

/** The filters of the audit log's list and export (GET /audit-events, GET /audit-events/export). */
export const auditFilterQuery = {
  action: optional(
    string({
      minLength: TEXT_MIN_LENGTH,
      maxLength: TEXT_LIMITS.auditAction,
      description: 'Only this action, e.g. `api_key.created`.',
    }),
  ),
  actorId: optional(
    string({
      minLength: TEXT_MIN_LENGTH,
      maxLength: TEXT_LIMITS.auditActorId,
      description: "Only this user's or API key's changes.",
    }),
  ),
  targetId: optional(
    string({
      minLength: TEXT_MIN_LENGTH,
      maxLength: TEXT_LIMITS.auditTargetId,
      description: 'Only changes to this target.',
    }),
  ),
  organizationId: optional(uuid({ description: 'Only entries of this organization.' })),
  since: optional(dateTime({ description: 'From this time, inclusive (ISO 8601).' })),
  until: optional(dateTime({ description: 'Before this time, exclusive (ISO 8601).' })),
};

export const auditListQuery = { ...cursorQuery, ...auditFilterQuery };

/** The graph's variables for those filters. */
export function auditFilterVariables(query: {
  action?: string;
  actorId?: string;
  targetId?: string;
  organizationId?: string;
  since?: Date;
  until?: Date;
}) {
  return {
    action: query.action ?? null,
    actorId: query.actorId ?? null,
    targetId: query.targetId ?? null,
    organizationId: query.organizationId ?? null,
    since: query.since?.toISOString() ?? null,
    until: query.until?.toISOString() ?? null,
  };
}
