import { MIN_PASSWORD_LENGTH } from '../auth/passwords.ts';
import { MAX_EXPIRY_DAYS } from '../domain/override.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { builder } from './builder.ts';
import { MAX_BULK_TRIAGE, MAX_SNOOZE_DAYS } from './triage.ts';

/**
 * The bounds the writes enforce, read from the constants they check against, so a form can show
 * them as the user types (and a date picker keep to the allowed window) instead of learning them
 * from a refusal.
 */
const InputLimits = builder.objectRef<Record<string, never>>('InputLimits').implement({
  description: 'The bounds the writes enforce (characters are code points), for forms to show as the user types.',
  fields: (t) => ({
    nameMaxLength: t.int({
      description: 'Names (organizations, standards, controls, keys).',
      resolve: () => TEXT_LIMITS.name,
    }),
    descriptionMaxLength: t.int({ description: 'Descriptions.', resolve: () => TEXT_LIMITS.description }),
    reasonMaxLength: t.int({
      description: 'Reasons (triage, overrides and exceptions, disabling a standard or a control).',
      resolve: () => TEXT_LIMITS.reason,
    }),
    commentMaxLength: t.int({
      description: "A comment on a detection's activity.",
      resolve: () => TEXT_LIMITS.comment,
    }),
    overrideMaxExpiryDays: t.int({
      description: 'How far ahead an override or exception may end (expiresAt), in days from now.',
      resolve: () => MAX_EXPIRY_DAYS,
    }),
    snoozeMaxDays: t.int({
      description: 'How far ahead a snooze may end, in days from now.',
      resolve: () => MAX_SNOOZE_DAYS,
    }),
    bulkTriageMax: t.int({
      description: 'Detections one triageDetections may change.',
      resolve: () => MAX_BULK_TRIAGE,
    }),
    passwordMinLength: t.int({
      description: 'The shortest password a person may choose.',
      resolve: () => MIN_PASSWORD_LENGTH,
    }),
  }),
});

builder.queryFields((t) => ({
  inputLimits: t.field({
    type: InputLimits,
    description: 'The bounds the writes enforce; any valid credential may read them.',
    resolve: () => ({}),
  }),
}));
