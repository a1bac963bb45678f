/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What kind of caller made a change. */
export type AuditActorKind =
  /** An API key. */
  | 'api_key'
  /** An operator's command line (scripts/cli.ts). */
  | 'cli'
  /** The service itself (an override that expired). */
  | 'system'
  /** A signed-in user (or the user a sign-in attempt named). */
  | 'user';

/** The outcome of one control for one organization. no_data, not_covered and not_applicable are never folded into pass or fail. */
export type ControlStatus =
  /** The evidence contradicted the expectation. */
  | 'fail'
  /** The population exists but no facts arrived; more usable evidence is needed. */
  | 'no_data'
  /** The control is disabled, or overridden out, for this organization (outside the effective assessment scope). */
  | 'not_applicable'
  /** Nothing connected for this organization could ever supply the required facts. */
  | 'not_covered'
  /** The expectation was satisfied by the available evidence. */
  | 'pass';

/** A new webhook. */
export type CreateWebhookInput = {
  /** One or more of `control.status_changed`, `organization.rollup_changed`, `detection.opened`, `detection.resolved`, `detection.triage_changed`, `control.override_expired`. */
  events: Array<string>;
  /** Where to POST events: an absolute http(s) URL of at most 2083 characters, on a public address (loopback and private targets are refused), without credentials. */
  url: string;
};

/** What an entry of a detection's activity records. */
export type DetectionActivityKind =
  /** Someone commented (see body). */
  | 'comment'
  /** The engine opened the detection. */
  | 'opened'
  /** The engine resolved it. */
  | 'resolved'
  /** Its triage changed (see change). */
  | 'triage_changed';

/** Whether a detection still stands. */
export type DetectionStatus =
  /** The finding is current. */
  | 'open'
  /** A later evaluation no longer found it. */
  | 'resolved';

/** A change of the triage (PATCH semantics): a field left out keeps its value; null clears assigneeId or reason. */
export type DetectionTriageInput = {
  /** An active user of this tenant; null unassigns. */
  assigneeId?: string | null | undefined;
  /** Why; required to snooze and to mark false_positive. */
  reason?: string | null | undefined;
  /** When the snooze ends: in the future, within 365 days. Only with state snoozed. */
  snoozedUntil?: string | null | undefined;
  /** The new state. */
  state?: TriageState | null | undefined;
};

/** State of one connector type for one organization; only connected integrations supply live facts. */
export type IntegrationStatus =
  /** Offered for this organization, not set up. */
  | 'available'
  /** Delivering live facts. */
  | 'connected'
  /** Mapped, but switched off. */
  | 'disabled'
  /** Mapped, but failing to deliver. */
  | 'error';

/** Derived from the organization's integrations. */
export type OrganizationHealth =
  /** At least one integration connected and at least one in error or disabled. */
  | 'degraded'
  /** No integration connected. */
  | 'disconnected'
  /** At least one integration, and every set-up integration is connected. */
  | 'healthy';

/** What an override applies to. */
export type OverrideKind =
  /** One control. */
  | 'control'
  /** A whole standard. */
  | 'standard';

/** How much a failing control or its detections matter; set on the control. */
export type Severity =
  /** Most urgent: address first. */
  | 'high'
  /** Least urgent. */
  | 'low'
  /** Address in the normal course of work. */
  | 'medium';

/** How people handle a detection. Never changes its status or a count: the engine alone opens and resolves. */
export type TriageState =
  /** Someone has seen it. */
  | 'acknowledged'
  /** Judged not a real problem (needs a reason); the engine still counts it while open. */
  | 'false_positive'
  /** Someone is working on it. */
  | 'in_progress'
  /** Nobody has looked at it yet (every detection starts here; a snooze returns here). */
  | 'new'
  /** Set aside until snoozedUntil (needs a reason); then it returns to new if still open. */
  | 'snoozed';

export type ConsoleWebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleWebhooksQuery = { webhooks: { edges: Array<{ node: { id: string, url: string, events: Array<string>, createdAt: string } }> } };

export type ConsoleCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type ConsoleCreateWebhookMutation = { createWebhook: { secret: string, webhook: { id: string } } };

export type ConsoleDeleteWebhookMutationVariables = Exact<{
  id: string;
}>;


export type ConsoleDeleteWebhookMutation = { deleteWebhook: string };

export type ConsoleAuditEventsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ConsoleAuditEventsQuery = { auditEvents: { edges: Array<{ node: { id: string, occurredAt: string, action: string, actor: { kind: AuditActorKind, name: string | null }, target: { type: string, id: string | null } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleDetectionsQueryVariables = Exact<{
  organizationId: string;
  status?: DetectionStatus | null | undefined;
  triageState?: Array<TriageState> | TriageState | null | undefined;
  cursor?: string | null | undefined;
}>;


export type ConsoleDetectionsQuery = { organization: { name: string }, organizationDetections: { nextCursor: string | null, hasMore: boolean, items: Array<{ id: string, title: string, subject: string, severity: Severity, status: DetectionStatus, lastSeenAt: string, triage: { state: TriageState, assigneeName: string | null } }> } };

export type ConsoleTriageFragment = { state: TriageState, assigneeName: string | null, reason: string | null, snoozedUntil: string | null, updatedAt: string | null, updatedByName: string | null };

export type ConsoleDetectionQueryVariables = Exact<{
  id: string;
}>;


export type ConsoleDetectionQuery = { detection: { id: string, title: string, subject: string, severity: Severity, status: DetectionStatus, firstSeenAt: string, lastSeenAt: string, resolvedAt: string | null, evidence: Record<string, unknown>, triage: { state: TriageState, assigneeName: string | null, reason: string | null, snoozedUntil: string | null, updatedAt: string | null, updatedByName: string | null }, activity: { edges: Array<{ node: { id: string | null, kind: DetectionActivityKind, at: string, by: string, body: string | null, change: { from: TriageState, to: TriageState, reason: string | null } | null } }> } } };

export type ConsoleTriageDetectionMutationVariables = Exact<{
  detectionId: string;
  input: DetectionTriageInput;
}>;


export type ConsoleTriageDetectionMutation = { triageDetection: { state: TriageState, assigneeName: string | null, reason: string | null, snoozedUntil: string | null, updatedAt: string | null, updatedByName: string | null } };

export type ConsoleCommentOnDetectionMutationVariables = Exact<{
  detectionId: string;
  body: string;
}>;


export type ConsoleCommentOnDetectionMutation = { commentOnDetection: { id: string | null } };

export type ConsoleCountsFragment = { pass: number, fail: number, noData: number, notCovered: number, notApplicable: number };

export type ConsoleFleetQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  q?: string | null | undefined;
  rollup?: Array<ControlStatus> | ControlStatus | null | undefined;
}>;


export type ConsoleFleetQuery = { fleet: { edges: Array<{ node: { id: string, name: string, health: OrganizationHealth, rollup: ControlStatus, score: number | null, evaluatedAt: string | null, openDetectionCount: number, statusCounts: { pass: number, fail: number, noData: number, notCovered: number, notApplicable: number } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleFleetSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleFleetSummaryQuery = { fleetSummary: { organizations: number, score: number | null, byRollup: { pass: number, fail: number, noData: number, notCovered: number, notApplicable: number } } };

export type ConsoleOrganizationQueryVariables = Exact<{
  id: string;
  days: number;
}>;


export type ConsoleOrganizationQuery = { organization: { id: string, name: string, health: OrganizationHealth, rollup: ControlStatus, score: number | null, evaluatedAt: string | null, statusCounts: { pass: number, fail: number, noData: number, notCovered: number, notApplicable: number }, integrations: { items: Array<{ typeCode: string, status: IntegrationStatus, updatedAt: string }> }, trend: { windowDays: number, buckets: Array<{ day: string, passCount: number, failCount: number, noDataCount: number, notCoveredCount: number, notApplicableCount: number }> } }, organizationOverrides: { items: Array<{ kind: OverrideKind, controlId: string | null, standardId: string | null, enabled: boolean | null, reason: string | null, disabledAt: string | null, expiresAt: string | null, updatedAt: string, disabledBy: { name: string } | null }> } };

export type ConsoleGridRowFragment = { ruleId: string, ruleName: string, standardId: string, standardName: string, category: string, severity: Severity, status: ControlStatus, subjectsEvaluated: number, subjectsFailing: number, evaluatedAt: string | null, openDetectionCount: number, isOverridden: boolean, effectiveEnabled: boolean, requiredPredicates: Array<string>, connectedSourceTypeCodes: Array<string>, sourceOptions: Record<string, unknown>, disabledReason: string | null, disabledByName: string | null, detail: { missingPredicates: Array<string>, connectedHere: Array<string>, refusedHere: Array<{ connector: string, reason: string }>, degradedCoverage: Array<{ typeCode: string, predicate: string, status: IntegrationStatus }> } | null };

export type ConsoleGridQueryVariables = Exact<{
  organizationId: string;
  status?: Array<ControlStatus> | ControlStatus | null | undefined;
  severity?: Array<Severity> | Severity | null | undefined;
  standardId?: string | null | undefined;
}>;


export type ConsoleGridQuery = { complianceGrid: { rollup: ControlStatus, items: Array<{ ruleId: string, ruleName: string, standardId: string, standardName: string, category: string, severity: Severity, status: ControlStatus, subjectsEvaluated: number, subjectsFailing: number, evaluatedAt: string | null, openDetectionCount: number, isOverridden: boolean, effectiveEnabled: boolean, requiredPredicates: Array<string>, connectedSourceTypeCodes: Array<string>, sourceOptions: Record<string, unknown>, disabledReason: string | null, disabledByName: string | null, detail: { missingPredicates: Array<string>, connectedHere: Array<string>, refusedHere: Array<{ connector: string, reason: string }>, degradedCoverage: Array<{ typeCode: string, predicate: string, status: IntegrationStatus }> } | null }> } };

export type ConsoleComplianceChangedSubscriptionVariables = Exact<{
  organizationId: string;
}>;


export type ConsoleComplianceChangedSubscription = { complianceChanged: { changeId: string, controls: Array<{ controlId: string, to: ControlStatus }> } };

export type ConsoleStandardsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleStandardsQuery = { standards: { items: Array<{ id: string, slug: string, name: string, description: string, version: number, enabled: boolean, controlCount: number, rollup: { pass: number, fail: number, noData: number, notCovered: number, notApplicable: number } }> } };

export type ConsoleStandardControlsQueryVariables = Exact<{
  standardId: string;
  page: number;
}>;


export type ConsoleStandardControlsQuery = { standardControls: { page: number, totalPages: number, total: number, items: Array<{ id: string, name: string, slug: string, category: string, severity: Severity, enabled: boolean }> } };

export type ConsoleSetStandardEnabledMutationVariables = Exact<{
  id: string;
  enabled: boolean;
}>;


export type ConsoleSetStandardEnabledMutation = { updateStandard: { id: string, enabled: boolean } };

export const ConsoleTriageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTriage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DetectionTriage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]} as unknown as DocumentNode<ConsoleTriageFragment, unknown>;
export const ConsoleCountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatusCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}}]} as unknown as DocumentNode<ConsoleCountsFragment, unknown>;
export const ConsoleGridRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleGridRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"standardName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsEvaluated"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsFailing"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openDetectionCount"}},{"kind":"Field","name":{"kind":"Name","value":"isOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"requiredPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"connectedSourceTypeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"sourceOptions"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"disabledByName"}},{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missingPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"connectedHere"}},{"kind":"Field","name":{"kind":"Name","value":"refusedHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connector"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"degradedCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"predicate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleGridRowFragment, unknown>;
export const ConsoleWebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleWebhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleWebhooksQuery, ConsoleWebhooksQueryVariables>;
export const ConsoleCreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateWebhookMutation, ConsoleCreateWebhookMutationVariables>;
export const ConsoleDeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConsoleDeleteWebhookMutation, ConsoleDeleteWebhookMutationVariables>;
export const ConsoleAuditEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleAuditEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleAuditEventsQuery, ConsoleAuditEventsQueryVariables>;
export const ConsoleDetectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleDetections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DetectionStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"triageState"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TriageState"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organizationDetections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"triageState"},"value":{"kind":"Variable","name":{"kind":"Name","value":"triageState"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"triage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<ConsoleDetectionsQuery, ConsoleDetectionsQueryVariables>;
export const ConsoleDetectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleDetection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"detection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"triage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTriage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTriage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DetectionTriage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]} as unknown as DocumentNode<ConsoleDetectionQuery, ConsoleDetectionQueryVariables>;
export const ConsoleTriageDetectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTriageDetection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"detectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DetectionTriageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triageDetection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"detectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"detectionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTriage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTriage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DetectionTriage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]} as unknown as DocumentNode<ConsoleTriageDetectionMutation, ConsoleTriageDetectionMutationVariables>;
export const ConsoleCommentOnDetectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCommentOnDetection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"detectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentOnDetection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"detectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"detectionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleCommentOnDetectionMutation, ConsoleCommentOnDetectionMutationVariables>;
export const ConsoleFleetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleFleet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rollup"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ControlStatus"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"rollup"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rollup"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"rollup"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openDetectionCount"}},{"kind":"Field","name":{"kind":"Name","value":"statusCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleCounts"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatusCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}}]} as unknown as DocumentNode<ConsoleFleetQuery, ConsoleFleetQueryVariables>;
export const ConsoleFleetSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleFleetSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleetSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"byRollup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleCounts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatusCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}}]} as unknown as DocumentNode<ConsoleFleetSummaryQuery, ConsoleFleetSummaryQueryVariables>;
export const ConsoleOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"rollup"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleCounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"integrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"windowDays"}},{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"passCount"}},{"kind":"Field","name":{"kind":"Name","value":"failCount"}},{"kind":"Field","name":{"kind":"Name","value":"noDataCount"}},{"kind":"Field","name":{"kind":"Name","value":"notCoveredCount"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableCount"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"organizationOverrides"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"disabledBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatusCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}}]} as unknown as DocumentNode<ConsoleOrganizationQuery, ConsoleOrganizationQueryVariables>;
export const ConsoleGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ControlStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"severity"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Severity"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"standardId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"severity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"severity"}}},{"kind":"Argument","name":{"kind":"Name","value":"standardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"standardId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollup"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleGridRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleGridRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"standardName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsEvaluated"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsFailing"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openDetectionCount"}},{"kind":"Field","name":{"kind":"Name","value":"isOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"requiredPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"connectedSourceTypeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"sourceOptions"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"disabledByName"}},{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missingPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"connectedHere"}},{"kind":"Field","name":{"kind":"Name","value":"refusedHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connector"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"degradedCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"predicate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleGridQuery, ConsoleGridQueryVariables>;
export const ConsoleComplianceChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConsoleComplianceChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeId"}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleComplianceChangedSubscription, ConsoleComplianceChangedSubscriptionVariables>;
export const ConsoleStandardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleStandards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"controlCount"}},{"kind":"Field","name":{"kind":"Name","value":"rollup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleCounts"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatusCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}}]} as unknown as DocumentNode<ConsoleStandardsQuery, ConsoleStandardsQueryVariables>;
export const ConsoleStandardControlsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleStandardControls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"standardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standardControls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"standardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"standardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<ConsoleStandardControlsQuery, ConsoleStandardControlsQueryVariables>;
export const ConsoleSetStandardEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetStandardEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStandard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<ConsoleSetStandardEnabledMutation, ConsoleSetStandardEnabledMutationVariables>;