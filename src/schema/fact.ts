import { replaceFacts } from '../data/facts.ts';
import { connectorType, hasIntegration, markPushed } from '../data/integrations.ts';
import { inTransaction } from '../data/tenant.ts';
import { ATTESTATION_TYPE_CODE } from '../domain/attestation.ts';
import { MAX_FACTS_PER_PUSH, MAX_NAMED_PREDICATES } from '../domain/evaluation.ts';
import { checkText, type Issue } from '../domain/input.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { enqueueEvaluation } from '../engine/queue.ts';
import { invalid } from '../errors.ts';
import { audit } from './audit.ts';
import { builder } from './builder.ts';
import { EvaluationStateEnum, findOrganization, ORGANIZATION_ID_DESCRIPTION } from './organization.ts';

const FactInput = builder.inputType('FactInput', {
  description: 'What a connector observed about one subject of one predicate.',
  fields: (t) => ({
    predicate: t.string({ required: true, description: 'A predicate the connector type declares.' }),
    subject: t.string({
      required: true,
      description: `What the fact is about (a device, an account, a domain), 1 to ${TEXT_LIMITS.subject} characters; unique per predicate in a push.`,
    }),
    fields: t.field({
      type: 'JSONObject',
      required: true,
      description: "The observed values; a control's `expect` compares them by exact equality.",
    }),
  }),
});

const FactPushInput = builder.inputType('FactPushInput', {
  description:
    "A connector's push: for each predicate it names, the complete current population (subjects of that predicate it no longer lists are gone).",
  fields: (t) => ({
    typeCode: t.string({
      required: true,
      description: 'The pushing connector type; the organization must have an integration of it.',
    }),
    facts: t.field({
      type: [FactInput],
      required: true,
      description: `Up to ${MAX_FACTS_PER_PUSH} facts; at least one unless \`predicates\` is given.`,
    }),
    predicates: t.stringList({
      required: false,
      description: `The predicates this push reports in full (1 to ${MAX_NAMED_PREDICATES}, each declared by the connector type): one without a fact in the push now has no subjects (they are gone, their detections resolve, its controls read no_data). Without it, the predicates of the facts are the ones replaced.`,
    }),
  }),
});

const FactPush = builder.objectRef<{ accepted: number }>('FactPush').implement({
  description: 'A push stored as the current facts; the evaluation it calls for is queued.',
  fields: (t) => ({
    accepted: t.exposeInt('accepted', { description: 'Facts stored.' }),
    evaluation: t.field({
      type: EvaluationStateEnum,
      description: 'Always queued: the grid reflects the push once the job has run (seconds on an idle service).',
      resolve: () => 'queued' as const,
    }),
  }),
});

interface PushInput {
  typeCode: string;
  facts: readonly { predicate: string; subject: string; fields: Record<string, unknown> }[];
  predicates?: readonly string[] | null;
}

/** Checks that need nothing but the push itself. */
function shapeIssues(input: PushInput): Issue[] {
  const issues: Issue[] = [];
  checkText(issues, ['typeCode'], input.typeCode, TEXT_LIMITS.typeCode);
  const named = input.predicates;
  if ((input.facts.length === 0 && !named) || input.facts.length > MAX_FACTS_PER_PUSH)
    issues.push({
      path: ['facts'],
      message: `A push carries 1 to ${MAX_FACTS_PER_PUSH} facts (or names its predicates)`,
    });
  if (named && (named.length === 0 || named.length > MAX_NAMED_PREDICATES))
    issues.push({ path: ['predicates'], message: `A push names 1 to ${MAX_NAMED_PREDICATES} predicates` });
  named?.forEach((predicate, index) => {
    checkText(issues, ['predicates', index], predicate, TEXT_LIMITS.predicate);
  });
  input.facts.forEach((fact, index) => {
    checkText(issues, ['facts', index, 'predicate'], fact.predicate, TEXT_LIMITS.predicate);
    checkText(issues, ['facts', index, 'subject'], fact.subject, TEXT_LIMITS.subject);
  });
  return issues;
}

/** Checks against the catalog and the organization's integrations: each names the offending fact. */
function catalogIssues(
  input: PushInput,
  connector: { typeCode: string; predicates: readonly string[]; refusals: Readonly<Record<string, string>> },
  integrated: boolean,
): Issue[] {
  const issues: Issue[] = [];
  if (connector.typeCode === ATTESTATION_TYPE_CODE)
    issues.push({
      path: ['typeCode'],
      message:
        'Attestation facts come from the attestations people record (POST /organizations/{organization_id}/attestations), never from a push',
    });
  else if (!integrated)
    issues.push({
      path: ['typeCode'],
      message: `The organization has no integration of the connector type '${connector.typeCode}'`,
    });
  const declared = new Set(connector.predicates);
  const checkDeclared = (predicate: string, path: Issue['path']) => {
    if (declared.has(predicate)) return;
    const refusal = connector.refusals[predicate];
    issues.push({
      path,
      message:
        refusal === undefined
          ? `The connector type '${connector.typeCode}' does not declare the predicate '${predicate}'`
          : `The connector type '${connector.typeCode}' refuses the predicate '${predicate}': ${refusal}`,
    });
  };
  const firstIndex = new Map<string, number>();
  input.facts.forEach((fact, index) => {
    checkDeclared(fact.predicate, ['facts', index, 'predicate']);
    const key = JSON.stringify([fact.predicate, fact.subject]);
    const first = firstIndex.get(key);
    if (first === undefined) firstIndex.set(key, index);
    else
      issues.push({
        path: ['facts', index, 'subject'],
        message: `The subject '${fact.subject}' of '${fact.predicate}' is already in this push (facts[${first}])`,
      });
  });
  input.predicates?.forEach((predicate, index) => {
    checkDeclared(predicate, ['predicates', index]);
  });
  return issues;
}

builder.mutationFields((t) => ({
  pushFacts: t.field({
    type: FactPush,
    description:
      "Stores a connector's observations as the organization's current facts and queues its evaluation. The push is checked whole before anything is written: a refused push changes nothing.",
    authScopes: { permission: 'facts.write' },
    args: {
      organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      input: t.arg({ type: FactPushInput, required: true, description: 'The connector and its facts.' }),
    },
    resolve: async (_root, { organizationId, input }, context) => {
      const shape = shapeIssues(input);
      if (shape.length > 0) throw invalid(shape, ['input']);
      await findOrganization(context, organizationId);
      const connector = await connectorType(context.rootDb, context.db.$tenantId(), input.typeCode);
      if (!connector)
        throw invalid([{ path: ['typeCode'], message: `Unknown connector type '${input.typeCode}'` }], ['input']);
      const issues = catalogIssues(input, connector, await hasIntegration(context.db, organizationId, connector.id));
      if (issues.length > 0) throw invalid(issues, ['input']);

      const at = context.clock.now();
      await inTransaction(
        context.db,
        async (tx) => {
          const push = { organizationId, connectorTypeId: connector.id, facts: input.facts };
          await replaceFacts(tx, [{ ...push, predicates: input.predicates ?? [] }], at);
          await markPushed(tx, organizationId, connector.id, at);
          await enqueueEvaluation(tx, organizationId);
          // The counts, never the facts: a push may carry thousands, and what they say is in the facts.
          await audit(tx, context, {
            action: 'facts.pushed',
            target: { type: 'connector_type', id: input.typeCode },
            organizationId,
            changes: { facts: [null, input.facts.length], predicates: [null, (input.predicates ?? []).length] },
          });
        },
        { timeout: 60_000 },
      );
      return { accepted: input.facts.length };
    },
  }),
}));
