/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Advice to consumers about remediation. The service itself never remediates. */
export type Autonomy =
  /** A consumer may remediate automatically. */
  | 'auto_remediate'
  /** Remediation needs a human approval. */
  | 'require_approval'
  /** Suggest only; does not authorise automatic remediation. */
  | 'suggest_only';

/** What a new control judges; its predicate becomes the control's `requires`. */
export type ControlMatchInput = {
  /** The predicate the control judges, e.g. `device.disk.encryption`. */
  predicate: string;
};

/** The whole override (PUT semantics): a field left out or null inherits from the control. */
export type ControlOverrideInput = {
  /** false disables the control for this organization (needs a reason). */
  enabled?: boolean | null | undefined;
  /** Keys that replace the control's parameters here. */
  parameters?: Record<string, unknown> | null | undefined;
  /** Why the control is disabled here, 1 to 2000 characters; required with enabled false. */
  reason?: string | null | undefined;
};

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

/** The identity of the copy; its description and controls come from the original. */
export type CopyStandardInput = {
  /** Default: the original's name followed by " (copy)". */
  name?: string | null | undefined;
  /** Slug of the copy; its controls keep their suffixes under it. */
  slug: string;
};

/** A new API key. It may carry only scopes the caller holds. */
export type CreateApiKeyInput = {
  /** No expiry when absent. */
  expiresAt?: string | null | undefined;
  /** Label for people, 1 to 100 characters after trimming. */
  name: string;
  /** Any of: organization.read, detection.read, detection_rule.read, detection_rule.write, api_key.manage, organization.write, facts.write, compliance:read, compliance:explain. */
  scopes: Array<string>;
  /** Bind the key to the calling user: it never exceeds the user's current permissions and stops working when the user is deactivated. */
  userScoped?: boolean | null | undefined;
};

/** A new, inactive standard and its initial controls, created together or not at all. */
export type CreateStandardInput = {
  /** At least one. */
  controls: Array<NewControlInput>;
  /** Default: empty. */
  description?: string | null | undefined;
  /** Must be false: a created standard starts inactive. */
  enabled: boolean;
  /** Default: the slug. */
  name?: string | null | undefined;
  /** Unique in the tenant; every control slug starts with it. */
  slug: string;
};

/** Whether a detection still stands. */
export type DetectionStatus =
  /** The finding is current. */
  | 'open'
  /** A later evaluation no longer found it. */
  | 'resolved';

/** Where the evaluation a write asked for stands when the write answers. */
export type EvaluationState =
  /** On the job queue: an evaluation that starts after this write committed will reflect it (seconds on an idle service). */
  | 'queued';

/** What a connector observed about one subject of one predicate. */
export type FactInput = {
  /** The observed values; a control's `expect` compares them by exact equality. */
  fields: Record<string, unknown>;
  /** A predicate the connector type declares. */
  predicate: string;
  /** What the fact is about (a device, an account, a domain), 1 to 500 characters; unique per predicate in a push. */
  subject: string;
};

/** A connector's push: for each predicate it names, the complete current population (subjects of that predicate it no longer lists are gone). */
export type FactPushInput = {
  /** 1 to 10000 facts. */
  facts: Array<FactInput>;
  /** The pushing connector type; the organization must have an integration of it. */
  typeCode: string;
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

/** An initial control of a new standard. */
export type NewControlInput = {
  /** Remediation advice to consumers; the service never remediates. */
  autonomy: Autonomy;
  /** Default: `General`. */
  category?: string | null | undefined;
  /** Default: empty. */
  description?: string | null | undefined;
  /** Stored as sent; the control runs only once its standard is enabled. */
  enabled: boolean;
  /** Field name to the boolean it must equal. */
  expect: Record<string, unknown>;
  /** The predicate the control judges. */
  match: ControlMatchInput;
  /** Default: the derived control slug. */
  name?: string | null | undefined;
  /** Free-form settings of the rule; may be `{}`. */
  parameters: Record<string, unknown>;
  /** Default: `medium`. */
  severity?: Severity | null | undefined;
  /** Appended to the standard slug; default: the slugified name, else the predicate's last segment. */
  slugSuffix?: string | null | undefined;
};

/** Derived from the organization's integrations. */
export type OrganizationHealth =
  /** At least one integration connected and at least one in error or disabled. */
  | 'degraded'
  /** No integration connected. */
  | 'disconnected'
  /** At least one integration, and every set-up integration is connected. */
  | 'healthy';

/** The fields of an organization a caller sets. */
export type OrganizationInput = {
  /** Display name, 1 to 200 characters. */
  name: string;
};

/** Only the fields given change. */
export type OrganizationUpdateInput = {
  /** New display name, 1 to 200 characters; absent keeps it. */
  name?: string | null | undefined;
};

/** How much a failing control or its detections matter; set on the control. */
export type Severity =
  /** Most urgent: address first. */
  | 'high'
  /** Least urgent. */
  | 'low'
  /** Address in the normal course of work. */
  | 'medium';

/** Only the fields given change; the version stays, as no control definition changes. */
export type UpdateStandardInput = {
  /** New free-text description; absent keeps the current one. */
  description?: string | null | undefined;
  /** true activates the standard's controls, false deactivates them; absent keeps the current flag. */
  enabled?: boolean | null | undefined;
  /** New display name; absent keeps the current one. */
  name?: string | null | undefined;
};

export type ApiKeyRecordFragment = { id: string, name: string, prefix: string, scopes: Array<string>, userId: string | null, expiresAt: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null };

export type ListApiKeysQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ListApiKeysQuery = { apiKeys: { total: number, page: number, pageSize: number, totalPages: number, items: Array<{ id: string, name: string, prefix: string, scopes: Array<string>, userId: string | null, expiresAt: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> } };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string, name: string, prefix: string, scopes: Array<string>, userId: string | null, expiresAt: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { id: string } };

export type GetOrganizationQueryVariables = Exact<{
  id: string;
}>;


export type GetOrganizationQuery = { organization: { id: string, name: string, health: OrganizationHealth, createdAt: string, updatedAt: string } };

export type CreateOrganizationMutationVariables = Exact<{
  input: OrganizationInput;
}>;


export type CreateOrganizationMutation = { createOrganization: { id: string, name: string, health: OrganizationHealth, createdAt: string, updatedAt: string } };

export type UpdateOrganizationMutationVariables = Exact<{
  id: string;
  input: OrganizationUpdateInput;
}>;


export type UpdateOrganizationMutation = { updateOrganization: { id: string, name: string, health: OrganizationHealth, createdAt: string, updatedAt: string } };

export type ConnectorTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConnectorTypesQuery = { connectorTypes: { items: Array<{ typeCode: string, name: string, predicates: Array<string>, refusals: Array<{ predicate: string, reason: string }> }> } };

export type IntegrationRecordFragment = { typeCode: string, status: IntegrationStatus, updatedAt: string };

export type SetIntegrationMutationVariables = Exact<{
  organizationId: string;
  typeCode: string;
  status: IntegrationStatus;
}>;


export type SetIntegrationMutation = { setIntegration: { typeCode: string, status: IntegrationStatus, updatedAt: string } };

export type OrganizationIntegrationsQueryVariables = Exact<{
  organizationId: string;
}>;


export type OrganizationIntegrationsQuery = { organization: { integrations: { items: Array<{ typeCode: string, status: IntegrationStatus, updatedAt: string }> } } };

export type SetControlOverrideMutationVariables = Exact<{
  organizationId: string;
  controlId: string;
  input: ControlOverrideInput;
}>;


export type SetControlOverrideMutation = { setControlOverride: { organizationId: string, controlId: string, enabled: boolean | null, parameters: Record<string, unknown> | null, reason: string | null, disabledAt: string | null, createdAt: string, updatedAt: string, disabledBy: { id: string, name: string } | null } };

export type RemoveControlOverrideMutationVariables = Exact<{
  organizationId: string;
  controlId: string;
}>;


export type RemoveControlOverrideMutation = { removeControlOverride: boolean };

export type PushFactsMutationVariables = Exact<{
  organizationId: string;
  input: FactPushInput;
}>;


export type PushFactsMutation = { pushFacts: { accepted: number, evaluation: EvaluationState } };

export type EvaluateOrganizationMutationVariables = Exact<{
  organizationId: string;
}>;


export type EvaluateOrganizationMutation = { evaluateOrganization: { organizationId: string, evaluation: EvaluationState } };

export type ExplainControlStatusQueryVariables = Exact<{
  organizationId: string;
  control: string;
}>;


export type ExplainControlStatusQuery = { controlStatus: { organizationId: string, organizationName: string, row: { ruleId: string, ruleName: string, standardId: string, standardName: string, category: string, severity: Severity, status: ControlStatus, subjectsEvaluated: number, subjectsFailing: number, evaluatedAt: string | null, standardVersion: number | null, effectiveEnabled: boolean, parameters: Record<string, unknown>, effectiveParameters: Record<string, unknown>, requiredPredicates: Array<string>, sourceTypeCodes: Record<string, unknown>, sourceOptions: Record<string, unknown>, connectedSourceTypeCodes: Array<string>, isOverridden: boolean, disabledReason: string | null, disabledByName: string | null, disabledAt: string | null, openDetectionCount: number, detail: { missingPredicates: Array<string>, satisfiedBy: Record<string, unknown>, connectedHere: Array<string>, refusedHere: Array<{ connector: string, reason: string }>, degradedCoverage: Array<{ typeCode: string, predicate: string, status: IntegrationStatus }> } | null } | null, candidates: Array<{ id: string, name: string, slug: string, standardId: string, standardName: string }> } };

export type OrganizationRecordFragment = { id: string, name: string, health: OrganizationHealth, createdAt: string, updatedAt: string };

export type StandardRecordFragment = { id: string, slug: string, name: string, description: string, version: number, enabled: boolean, controlCount: number, organizationCount: number, createdAt: string, updatedAt: string, rollup: { pass: number, fail: number, noData: number, notCovered: number, notApplicable: number } };

export type ControlRecordFragment = { id: string, standardId: string, name: string, slug: string, category: string, severity: Severity, autonomy: Autonomy, enabled: boolean, parameters: Record<string, unknown>, definition: Record<string, unknown>, requires: Array<string>, createdAt: string, updatedAt: string, description: string };

export type DetectionRecordFragment = { id: string, organizationId: string, ruleId: string, standardId: string, evaluationId: string, status: DetectionStatus, severity: Severity, title: string, subject: string, evidence: Record<string, unknown>, firstSeenAt: string, lastSeenAt: string, resolvedAt: string | null };

export type ComplianceRowRecordFragment = { ruleId: string, ruleName: string, standardId: string, standardName: string, category: string, severity: Severity, status: ControlStatus, subjectsEvaluated: number, subjectsFailing: number, evaluatedAt: string | null, standardVersion: number | null, effectiveEnabled: boolean, parameters: Record<string, unknown>, effectiveParameters: Record<string, unknown>, requiredPredicates: Array<string>, sourceTypeCodes: Record<string, unknown>, sourceOptions: Record<string, unknown>, connectedSourceTypeCodes: Array<string>, isOverridden: boolean, disabledReason: string | null, disabledByName: string | null, disabledAt: string | null, openDetectionCount: number, detail: { missingPredicates: Array<string>, satisfiedBy: Record<string, unknown>, connectedHere: Array<string>, refusedHere: Array<{ connector: string, reason: string }>, degradedCoverage: Array<{ typeCode: string, predicate: string, status: IntegrationStatus }> } | null };

export type ListOrganizationsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  q?: string | null | undefined;
  health?: OrganizationHealth | null | undefined;
}>;


export type ListOrganizationsQuery = { organizations: { total: number, page: number, pageSize: number, totalPages: number, items: Array<{ id: string, name: string, health: OrganizationHealth, createdAt: string, updatedAt: string }> } };

export type OrganizationComplianceQueryVariables = Exact<{
  organizationId: string;
}>;


export type OrganizationComplianceQuery = { complianceGrid: { organizationId: string, organizationName: string, rollup: ControlStatus, items: Array<{ ruleId: string, ruleName: string, standardId: string, standardName: string, category: string, severity: Severity, status: ControlStatus, subjectsEvaluated: number, subjectsFailing: number, evaluatedAt: string | null, standardVersion: number | null, effectiveEnabled: boolean, parameters: Record<string, unknown>, effectiveParameters: Record<string, unknown>, requiredPredicates: Array<string>, sourceTypeCodes: Record<string, unknown>, sourceOptions: Record<string, unknown>, connectedSourceTypeCodes: Array<string>, isOverridden: boolean, disabledReason: string | null, disabledByName: string | null, disabledAt: string | null, openDetectionCount: number, detail: { missingPredicates: Array<string>, satisfiedBy: Record<string, unknown>, connectedHere: Array<string>, refusedHere: Array<{ connector: string, reason: string }>, degradedCoverage: Array<{ typeCode: string, predicate: string, status: IntegrationStatus }> } | null }> } };

export type OrganizationComplianceTrendQueryVariables = Exact<{
  organizationId: string;
  days: number;
}>;


export type OrganizationComplianceTrendQuery = { complianceTrend: { organizationId: string, organizationName: string, windowDays: number, buckets: Array<{ day: string, passCount: number, failCount: number, noDataCount: number, notCoveredCount: number, notApplicableCount: number }> } };

export type OrganizationDetectionsQueryVariables = Exact<{
  organizationId: string;
  cursor?: string | null | undefined;
  limit: number;
}>;


export type OrganizationDetectionsQuery = { organizationDetections: { nextCursor: string | null, hasMore: boolean, page: number | null, total: number | null, items: Array<{ id: string, organizationId: string, ruleId: string, standardId: string, evaluationId: string, status: DetectionStatus, severity: Severity, title: string, subject: string, evidence: Record<string, unknown>, firstSeenAt: string, lastSeenAt: string, resolvedAt: string | null }> } };

export type ListStandardsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  slug?: string | null | undefined;
  q?: string | null | undefined;
  enabled?: boolean | null | undefined;
}>;


export type ListStandardsQuery = { standards: { total: number, page: number, pageSize: number, totalPages: number, items: Array<{ id: string, slug: string, name: string, description: string, version: number, enabled: boolean, controlCount: number, organizationCount: number, createdAt: string, updatedAt: string, rollup: { pass: number, fail: number, noData: number, notCovered: number, notApplicable: number } }> } };

export type GetStandardQueryVariables = Exact<{
  id: string;
}>;


export type GetStandardQuery = { standard: { id: string, slug: string, name: string, description: string, version: number, enabled: boolean, controlCount: number, organizationCount: number, createdAt: string, updatedAt: string, rollup: { pass: number, fail: number, noData: number, notCovered: number, notApplicable: number } } };

export type ListStandardControlsQueryVariables = Exact<{
  standardId: string;
  page: number;
  pageSize: number;
}>;


export type ListStandardControlsQuery = { standardControls: { total: number, page: number, pageSize: number, totalPages: number, items: Array<{ id: string, standardId: string, name: string, slug: string, category: string, severity: Severity, autonomy: Autonomy, enabled: boolean, parameters: Record<string, unknown>, definition: Record<string, unknown>, requires: Array<string>, createdAt: string, updatedAt: string, description: string }> } };

export type GetDetectionQueryVariables = Exact<{
  id: string;
}>;


export type GetDetectionQuery = { detection: { id: string, organizationId: string, ruleId: string, standardId: string, evaluationId: string, status: DetectionStatus, severity: Severity, title: string, subject: string, evidence: Record<string, unknown>, firstSeenAt: string, lastSeenAt: string, resolvedAt: string | null } };

export type CreateStandardMutationVariables = Exact<{
  input: CreateStandardInput;
}>;


export type CreateStandardMutation = { createStandard: { standard: { id: string, slug: string, name: string, description: string, version: number, enabled: boolean, controlCount: number, organizationCount: number, createdAt: string, updatedAt: string, rollup: { pass: number, fail: number, noData: number, notCovered: number, notApplicable: number } }, controls: Array<{ id: string, standardId: string, name: string, slug: string, category: string, severity: Severity, autonomy: Autonomy, enabled: boolean, parameters: Record<string, unknown>, definition: Record<string, unknown>, requires: Array<string>, createdAt: string, updatedAt: string, description: string }> } };

export type UpdateStandardMutationVariables = Exact<{
  id: string;
  input: UpdateStandardInput;
}>;


export type UpdateStandardMutation = { updateStandard: { id: string, slug: string, name: string, description: string, version: number, enabled: boolean, controlCount: number, organizationCount: number, createdAt: string, updatedAt: string, rollup: { pass: number, fail: number, noData: number, notCovered: number, notApplicable: number } } };

export type CopyStandardMutationVariables = Exact<{
  id: string;
  input: CopyStandardInput;
}>;


export type CopyStandardMutation = { copyStandard: { id: string, slug: string, name: string, description: string, version: number, enabled: boolean, controlCount: number, organizationCount: number, createdAt: string, updatedAt: string, rollup: { pass: number, fail: number, noData: number, notCovered: number, notApplicable: number } } };

export const ApiKeyRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeyRecordFragment, unknown>;
export const IntegrationRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntegrationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Integration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<IntegrationRecordFragment, unknown>;
export const OrganizationRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrganizationRecordFragment, unknown>;
export const StandardRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandardRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"controlCount"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCount"}},{"kind":"Field","name":{"kind":"Name","value":"rollup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StandardRecordFragment, unknown>;
export const ControlRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ControlRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Control"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"autonomy"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"requires"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<ControlRecordFragment, unknown>;
export const DetectionRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DetectionRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Detection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"evaluationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]} as unknown as DocumentNode<DetectionRecordFragment, unknown>;
export const ComplianceRowRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceRowRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"standardName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsEvaluated"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsFailing"}},{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missingPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"connectedHere"}},{"kind":"Field","name":{"kind":"Name","value":"refusedHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connector"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"degradedCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"predicate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"standardVersion"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveParameters"}},{"kind":"Field","name":{"kind":"Name","value":"requiredPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTypeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"sourceOptions"}},{"kind":"Field","name":{"kind":"Name","value":"connectedSourceTypeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"isOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"disabledByName"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"openDetectionCount"}}]}}]} as unknown as DocumentNode<ComplianceRowRecordFragment, unknown>;
export const ListApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListApiKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ListApiKeysQuery, ListApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const GetOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<GetOrganizationQuery, GetOrganizationQueryVariables>;
export const CreateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateOrganizationMutation, CreateOrganizationMutationVariables>;
export const UpdateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>;
export const ConnectorTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectorTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectorTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"predicates"}},{"kind":"Field","name":{"kind":"Name","value":"refusals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"predicate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConnectorTypesQuery, ConnectorTypesQueryVariables>;
export const SetIntegrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetIntegration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"typeCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IntegrationStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setIntegration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"typeCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"typeCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IntegrationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntegrationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Integration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SetIntegrationMutation, SetIntegrationMutationVariables>;
export const OrganizationIntegrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationIntegrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IntegrationRecord"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntegrationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Integration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrganizationIntegrationsQuery, OrganizationIntegrationsQueryVariables>;
export const SetControlOverrideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetControlOverride"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"controlId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ControlOverrideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setControlOverride"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"controlId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"controlId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"disabledBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetControlOverrideMutation, SetControlOverrideMutationVariables>;
export const RemoveControlOverrideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveControlOverride"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"controlId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeControlOverride"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"controlId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"controlId"}}}]}]}}]} as unknown as DocumentNode<RemoveControlOverrideMutation, RemoveControlOverrideMutationVariables>;
export const PushFactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushFacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FactPushInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushFacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"evaluation"}}]}}]}}]} as unknown as DocumentNode<PushFactsMutation, PushFactsMutationVariables>;
export const EvaluateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EvaluateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluateOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"evaluation"}}]}}]}}]} as unknown as DocumentNode<EvaluateOrganizationMutation, EvaluateOrganizationMutationVariables>;
export const ExplainControlStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExplainControlStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"control"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"control"},"value":{"kind":"Variable","name":{"kind":"Name","value":"control"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"row"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceRowRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"standardName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceRowRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"standardName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsEvaluated"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsFailing"}},{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missingPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"connectedHere"}},{"kind":"Field","name":{"kind":"Name","value":"refusedHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connector"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"degradedCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"predicate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"standardVersion"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveParameters"}},{"kind":"Field","name":{"kind":"Name","value":"requiredPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTypeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"sourceOptions"}},{"kind":"Field","name":{"kind":"Name","value":"connectedSourceTypeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"isOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"disabledByName"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"openDetectionCount"}}]}}]} as unknown as DocumentNode<ExplainControlStatusQuery, ExplainControlStatusQueryVariables>;
export const ListOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListOrganizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"health"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationHealth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"health"},"value":{"kind":"Variable","name":{"kind":"Name","value":"health"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ListOrganizationsQuery, ListOrganizationsQueryVariables>;
export const OrganizationComplianceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationCompliance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"rollup"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceRowRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceRowRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"standardName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsEvaluated"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsFailing"}},{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missingPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"connectedHere"}},{"kind":"Field","name":{"kind":"Name","value":"refusedHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connector"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"degradedCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"predicate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"standardVersion"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveParameters"}},{"kind":"Field","name":{"kind":"Name","value":"requiredPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTypeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"sourceOptions"}},{"kind":"Field","name":{"kind":"Name","value":"connectedSourceTypeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"isOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"disabledByName"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"openDetectionCount"}}]}}]} as unknown as DocumentNode<OrganizationComplianceQuery, OrganizationComplianceQueryVariables>;
export const OrganizationComplianceTrendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationComplianceTrend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceTrend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"windowDays"}},{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"passCount"}},{"kind":"Field","name":{"kind":"Name","value":"failCount"}},{"kind":"Field","name":{"kind":"Name","value":"noDataCount"}},{"kind":"Field","name":{"kind":"Name","value":"notCoveredCount"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableCount"}}]}}]}}]}}]} as unknown as DocumentNode<OrganizationComplianceTrendQuery, OrganizationComplianceTrendQueryVariables>;
export const OrganizationDetectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationDetections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationDetections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DetectionRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DetectionRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Detection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"evaluationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]} as unknown as DocumentNode<OrganizationDetectionsQuery, OrganizationDetectionsQueryVariables>;
export const ListStandardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListStandards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandardRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandardRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"controlCount"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCount"}},{"kind":"Field","name":{"kind":"Name","value":"rollup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ListStandardsQuery, ListStandardsQueryVariables>;
export const GetStandardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetStandard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandardRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandardRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"controlCount"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCount"}},{"kind":"Field","name":{"kind":"Name","value":"rollup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<GetStandardQuery, GetStandardQueryVariables>;
export const ListStandardControlsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListStandardControls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"standardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standardControls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"standardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"standardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ControlRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ControlRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Control"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"autonomy"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"requires"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<ListStandardControlsQuery, ListStandardControlsQueryVariables>;
export const GetDetectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetDetection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"detection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DetectionRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DetectionRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Detection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"evaluationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]} as unknown as DocumentNode<GetDetectionQuery, GetDetectionQueryVariables>;
export const CreateStandardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStandard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStandardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStandard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandardRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ControlRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandardRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"controlCount"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCount"}},{"kind":"Field","name":{"kind":"Name","value":"rollup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ControlRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Control"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"autonomy"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"requires"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<CreateStandardMutation, CreateStandardMutationVariables>;
export const UpdateStandardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStandard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStandardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStandard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandardRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandardRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"controlCount"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCount"}},{"kind":"Field","name":{"kind":"Name","value":"rollup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateStandardMutation, UpdateStandardMutationVariables>;
export const CopyStandardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyStandard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyStandardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyStandard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandardRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandardRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"controlCount"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCount"}},{"kind":"Field","name":{"kind":"Name","value":"rollup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CopyStandardMutation, CopyStandardMutationVariables>;