import { MAX_FACTS_PER_PUSH, MAX_NAMED_PREDICATES } from '../../domain/evaluation.ts';
import { TEXT_LIMITS } from '../../domain/text.ts';
import { PushFactsDocument } from '../../graphql/generated/operations.ts';
import { error } from '../pydantic/core.ts';
import { dict } from '../pydantic/validators/dict.ts';
import { list } from '../pydantic/validators/list.ts';
import { model } from '../pydantic/validators/model.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'pushFacts',
  method: 'POST',
  path: '/organizations/{organization_id}/facts',
  tag: 'facts',
  summary: "Push a connector's facts",
  description:
    'For each predicate it names, the push is the connector\'s complete current population: subjects of that predicate the connector no longer lists are gone; predicates it does not name keep their facts. With `predicates`, each one named is reported in full, so `facts` may be `[]`: a named predicate without facts is left with no subjects. The organization must have an integration of `typeCode`, and the connector type must declare each predicate: otherwise a 422 names the fact (`loc` `["body", "facts", <index>, "predicate"]`). The push is checked whole before anything is written, stored in one transaction, and answered 202 with its evaluation queued; the grid reflects it within seconds. At most 10,000 facts and 1 MB per request.',
  permission: 'facts.write',
  destructive: true,
  request: {
    path: { organization_id: uuid() },
    body: model(
      {
        typeCode: string({ minLength: 1, maxLength: TEXT_LIMITS.typeCode, description: 'The pushing connector.' }),
        facts: list(
          model(
            {
              predicate: string({ minLength: 1, maxLength: TEXT_LIMITS.predicate }),
              subject: string({
                minLength: 1,
                maxLength: TEXT_LIMITS.subject,
                description: 'What the fact is about; unique per predicate in a push.',
              }),
              fields: dict({ description: "Observed values; a control's `expect` compares them by exact equality." }),
            },
            { extra: 'forbid', title: 'Fact' },
          ),
          { maxLength: MAX_FACTS_PER_PUSH, description: 'At least one fact unless `predicates` is given.' },
        ),
        predicates: optional(
          list(string({ minLength: 1, maxLength: TEXT_LIMITS.predicate }), {
            minLength: 1,
            maxLength: MAX_NAMED_PREDICATES,
            description:
              'The predicates this push reports in full: one without a fact here now has no subjects (gone; their detections resolve; its controls read no_data). Each must be declared by the connector type.',
          }),
        ),
      },
      {
        extra: 'forbid',
        title: 'FactPush',
        // Without `predicates`, an empty push is refused as before, in pydantic's words for the list.
        refine: (value, _input, loc, errors) => {
          if (value.facts.length > 0 || value.predicates !== undefined) return;
          errors.push(
            error(
              'too_short',
              [...loc, 'facts'],
              'List should have at least 1 item after validation, not 0',
              value.facts,
              { field_type: 'List', min_length: 1, actual_length: 0 },
            ),
          );
        },
      },
    ),
  },
  status: 202,
  operation: PushFactsDocument,
  variables: ({ path, body }) => ({ organizationId: path.organization_id, input: body }),
  bodyVariable: 'input',
  result: ['pushFacts'],
});
