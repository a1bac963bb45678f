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

/** Advice to consumers about remediation. The service itself never remediates. */
export type Autonomy =
  /** A consumer may remediate automatically. */
  | 'auto_remediate'
  /** Remediation needs a human approval. */
  | 'require_approval'
  /** Suggest only; does not authorise automatic remediation. */
  | 'suggest_only';

/** Autotask PSA: an API user and where to file (docs/operators.md, "PSA tickets"). */
export type AutotaskPsaInput = {
  /** The API tracking identifier (sealed). */
  integrationCode?: string | null | undefined;
  /** The queue tickets are filed in. */
  queueId: number;
  /** The API user's secret (sealed, never shown again); with integrationCode, or neither to keep them. */
  secret?: string | null | undefined;
  /** The API user (its zone is discovered from it). */
  username: string;
};

/** The tenant's branding, whole: what is left out is cleared. */
export type BrandingInput = {
  /** The accent colour, `#rrggbb`. */
  accentColor: string;
  /** A footer line, at most 500 characters. */
  footer?: string | null | undefined;
  /** The logo file, base64: a PNG, or an SVG (sanitised: scripts, event handlers, styles and external references are removed), under 200 KB. Null: no logo. */
  logo?: string | null | undefined;
  /** The MSP's name, 1 to 200 characters. */
  mspName: string;
};

/** ConnectWise PSA: an API member's keys and where to file (docs/operators.md, "PSA tickets"). */
export type ConnectWisePsaInput = {
  /** The service board tickets are filed on. */
  boardId: number;
  /** The clientId of the integration (ConnectWise Developer Network). */
  clientId: string;
  /** The company id people sign in with. */
  companyId: string;
  /** The API member's private key (sealed, never shown again). */
  privateKey?: string | null | undefined;
  /** The API member's public key; with privateKey, or neither to keep the stored keys. */
  publicKey?: string | null | undefined;
  /** The site, e.g. https://na.myconnectwise.net (the API is under /v4_6_release/apis/3.0). */
  siteUrl: string;
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

/** A new API key. It may carry only scopes the caller holds. */
export type CreateApiKeyInput = {
  /** No expiry when null. When absent: the creating key's own expiry (none when a person creates it); a key cannot create one that outlives it. */
  expiresAt?: string | null | undefined;
  /** Label for people, 1 to 100 characters after trimming. */
  name: string;
  /** Any of: organization.read, detection.read, detection_rule.read, detection_rule.write, api_key.manage, organization.write, facts.write, detection.write, audit.read, integration.manage, user.manage, compliance:read, compliance:explain, compliance:triage. */
  scopes: Array<string>;
  /** Bind the key to the calling user: it never exceeds the user's current permissions and stops working when the user is deactivated. A user-scoped key creates user-scoped keys only (absent means true for it). */
  userScoped?: boolean | null | undefined;
};

/** A person to add to the tenant with a temporary password. */
export type CreateUserInput = {
  /** Sign-in email address (at most 254 characters). */
  email: string;
  /** Display name, 1 to 200 characters. */
  name: string;
  /** What the user may do. */
  role: Role;
};

/** A new webhook. */
export type CreateWebhookInput = {
  /**
   * One or more of `control.status_changed`, `organization.rollup_changed`, `detection.opened`, `detection.resolved`, `detection.reopened`, `detection.triage_changed`, `control.override_expired`, `standard.updated`; give kinds or events, not both.
   * @deprecated Use kinds.
   */
  events?: Array<string> | null | undefined;
  /** The kinds of event it receives: one or more. */
  kinds?: Array<EventKind> | null | undefined;
  /** Where to POST events: an absolute http(s) URL of at most 2083 characters, on a public address (loopback and private targets are refused), without credentials. */
  url: string;
};

/** What an entry of a detection's activity records. */
export type DetectionActivityKind =
  /** Someone commented (see body). */
  | 'comment'
  /** The engine opened the detection. */
  | 'opened'
  /** The engine reopened it: its control came back in scope within 30 days and its subject fails again. */
  | 'reopened'
  /** The engine resolved it (see resolution). */
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

/** What an announced change is. Each value is the webhook body's `type` with its dot as an underscore (`control_status_changed` is `control.status_changed`). */
export type EventKind =
  /** An override of a control (or of a standard) reached its expiresAt and ended: the organization is re-evaluated without it. */
  | 'control_override_expired'
  /** A control's status for an organization changed (from is null when it had never been evaluated there). */
  | 'control_status_changed'
  /** An evaluation opened a detection (one per failing subject of a control). */
  | 'detection_opened'
  /** An evaluation reopened a detection its control leaving the scope had resolved: back in scope within 30 days, its subject fails again (the same detection, its first-seen date, triage and comments kept). */
  | 'detection_reopened'
  /** An evaluation resolved a detection: its subject now passes or is gone, or its control left the scope (the graph says which: `Detection.resolution`). */
  | 'detection_resolved'
  /** A detection's triage changed: a person or key set it, or a snooze ended (status and counts never move with it). */
  | 'detection_triage_changed'
  /** An organization's worst-case rollup changed. */
  | 'organization_rollup_changed'
  /** A standard adopted from the library took the library's newer content (controls added, removed, changed; its version went up); announced to each organization of the tenant. */
  | 'standard_updated';

/** An organization's identity in another system. */
export type ExternalRefInput = {
  /** The organization's id there, 1 to 200 characters. */
  id: string;
  /** The system: 1 to 64 characters of a-z, 0-9, _, . and -, starting with a letter. */
  system: string;
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

/** When a user is told. */
export type NotificationCadence =
  /** Once a day at the user's digest hour, only when something is new. */
  | 'digest'
  /** At once: one message per change of state. */
  | 'immediate';

/** A new notification channel. */
export type NotificationChannelInput = {
  /** email: the mailbox address. */
  address?: string | null | undefined;
  /** Email, Teams or Slack. */
  kind: NotificationChannelKind;
  /** 1 to 200 characters, unique in the tenant. */
  name: string;
  /** teams, slack: the incoming webhook URL (https, on a public address unless the deployment allows private targets). */
  url?: string | null | undefined;
};

/** Where a channel posts. */
export type NotificationChannelKind =
  /** A shared mailbox (needs SMTP_URL and MAIL_FROM on the server). */
  | 'email'
  /** A Slack incoming webhook (Block Kit). */
  | 'slack'
  /** A Microsoft Teams incoming webhook (an Adaptive Card per message). */
  | 'teams';

/** The signed-in user's notification preferences, whole. */
export type NotificationPreferencesInput = {
  /** At once, or a daily digest. */
  cadence: NotificationCadence;
  /** Tenant channels to post to (ids of notificationChannels). */
  channelIds?: Array<string> | null | undefined;
  /** The local hour of the digest, 0 to 23 (default 8). */
  digestHour?: number | null | undefined;
  /** Send to my own address (needs email on the server). */
  email: boolean;
  /** Off: nothing is sent. */
  enabled: boolean;
  /** Any of control_failing, detection_opened, integration_error, exception_expiring. */
  kinds: Array<string>;
  /** The least severity of detections to be told of. */
  minSeverity: Severity;
  /** All organizations, or those assigned to me. */
  scope: NotificationScope;
  /** An IANA time zone, e.g. Europe/Paris (default UTC). */
  timeZone?: string | null | undefined;
};

/** Which organizations a user is told about. */
export type NotificationScope =
  /** All of the tenant's organizations. */
  | 'all'
  /** Only those where the user is assigned an open detection (or one that the change being told of resolved). */
  | 'assigned';

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
  /** DNS names (at most 50), stored lower case, each once. None by default. */
  domains?: Array<string> | null | undefined;
  /** Identities in other systems (at most 20); one held by another organization of the tenant is a conflict. None by default. */
  externalRefs?: Array<ExternalRefInput> | null | undefined;
  /** Display name, 1 to 200 characters. */
  name: string;
};

/** Only the fields given change. */
export type OrganizationUpdateInput = {
  /** DNS names (at most 50), stored lower case, each once. Replaces the list; absent keeps it. */
  domains?: Array<string> | null | undefined;
  /** Identities in other systems (at most 20); one held by another organization of the tenant is a conflict. Replaces the list; absent keeps it. */
  externalRefs?: Array<ExternalRefInput> | null | undefined;
  /** New display name, 1 to 200 characters; absent keeps it. */
  name?: string | null | undefined;
};

/** What an override applies to. */
export type OverrideKind =
  /** One control. */
  | 'control'
  /** A whole standard. */
  | 'standard';

/** What an organization's override applies to. */
export type OverrideScope =
  /** One control (ControlOverride). */
  | 'control'
  /** Every control of one standard (StandardOverride). */
  | 'standard';

/** The PSA's priority id for each severity; an absent one uses the PSA's default. */
export type PsaPrioritiesInput = {
  /** For high-severity controls. */
  high?: number | null | undefined;
  /** For low-severity controls. */
  low?: number | null | undefined;
  /** For medium-severity controls. */
  medium?: number | null | undefined;
};

/** A PSA the service files tickets in. */
export type PsaSystem =
  /** Autotask PSA, REST API v1.0 (its zone found from the API user). */
  | 'autotask'
  /** ConnectWise PSA (Manage), REST API 3.0. */
  | 'connectwise';

/** Why a ticket was closed (its last note says it too). */
export type PsaTicketCloseReason =
  /** Someone deleted the ticket in the PSA. */
  | 'deleted_in_psa'
  /** An exception (an override disabling it for the organization) was granted. */
  | 'exception'
  /** The control went out of scope (its standard or the control was disabled). */
  | 'out_of_scope'
  /** The control passes. */
  | 'passing';

/** Whether the ticket is open in the PSA. */
export type PsaTicketState =
  /** Closed; a failure within 14 days reopens it. */
  | 'closed'
  /** Open: the control fails (or can no longer be judged since it failed). */
  | 'open';

/** An attestation: evidence for one subject of one attestable predicate. */
export type RecordAttestationInput = {
  /** When it stops counting: in the future, within 400 days. */
  expiresAt: string;
  /** Field to boolean: the predicate's declared fields only. */
  fields: Record<string, unknown>;
  /** Why, 1 to 2000 characters. */
  note: string;
  /** A predicate the `attestation` connector type supplies. */
  predicate: string;
  /** What is attested, 1 to 500 characters (e.g. `organization`, a backup system). */
  subject: string;
};

/** How often a client report goes out. */
export type ReportCadence =
  /** Every month on dayOfMonth (1 to 28). */
  | 'monthly'
  /** Every week on dayOfWeek. */
  | 'weekly';

/** An organization's client report schedule, whole. */
export type ReportScheduleInput = {
  /** Weekly or monthly. */
  cadence: ReportCadence;
  /** monthly: 1 to 28. */
  dayOfMonth?: number | null | undefined;
  /** weekly: 1 (Monday) to 7 (Sunday). */
  dayOfWeek?: number | null | undefined;
  /** Days of trend, 1 to 366 (default 90). */
  days?: number | null | undefined;
  /** The local hour, 0 to 23 (default 7). */
  hour?: number | null | undefined;
  /** 1 to 20 email addresses. */
  recipients: Array<string>;
  /** An IANA time zone (default UTC). */
  timeZone?: string | null | undefined;
};

/** What a user may do: a fixed bundle of permissions (docs/api.md "Permissions"). */
export type Role =
  /** An editor who also manages API keys, users, integrations and reads the audit log. */
  | 'admin'
  /** A viewer who also triages, edits organizations, standards and exceptions. */
  | 'editor'
  /** Reads organizations, detections and standards. */
  | 'viewer';

/** The tenant's PSA connection: `connectwise` or `autotask` as `system` says. */
export type SetPsaConnectionInput = {
  /** With system autotask. */
  autotask?: AutotaskPsaInput | null | undefined;
  /** With system connectwise. */
  connectwise?: ConnectWisePsaInput | null | undefined;
  /** False pauses ticketing (changes meanwhile are not filed). */
  enabled?: boolean | null | undefined;
  /** Controls below it file no ticket. */
  minimumSeverity?: Severity | null | undefined;
  /** Priority by severity. */
  priorities?: PsaPrioritiesInput | null | undefined;
  /** Which PSA. */
  system: PsaSystem;
};

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

/** A detection's triage as the caller read it, for a bulk change's optimistic concurrency. */
export type TriageVersionInput = {
  /** The detection, one of detectionIds. */
  detectionId: string;
  /** The triage's updatedAt as read; null when it was never triaged. */
  updatedAt?: string | null | undefined;
};

export type ConsoleWebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleWebhooksQuery = { webhooks: { edges: Array<{ node: { id: string, url: string, kinds: Array<EventKind>, createdAt: string } }> } };

export type ConsoleCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type ConsoleCreateWebhookMutation = { createWebhook: { secret: string, webhook: { id: string } } };

export type ConsoleDeleteWebhookMutationVariables = Exact<{
  id: string;
}>;


export type ConsoleDeleteWebhookMutation = { deleteWebhook: string };

export type ConsoleAuditEventsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type ConsoleAuditEventsQuery = { auditEvents: { edges: Array<{ node: { id: string, occurredAt: string, action: string, actor: { kind: AuditActorKind, name: string | null }, target: { type: string, id: string | null } } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type ConsoleApiKeysQueryVariables = Exact<{
  page: number;
}>;


export type ConsoleApiKeysQuery = { apiKeys: { page: number, totalPages: number, total: number, items: Array<{ id: string, name: string, prefix: string, scopes: Array<string>, userId: string | null, expiresAt: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> } };

export type ConsoleRevokeApiKeyMutationVariables = Exact<{
  id: string;
}>;


export type ConsoleRevokeApiKeyMutation = { revokeApiKey: { id: string, revokedAt: string | null } };

export type ConsolePsaConnectionFragment = { system: PsaSystem, enabled: boolean, webUrl: string | null, companyId: string | null, clientId: string | null, username: string | null, boardId: number | null, queueId: number | null, minimumSeverity: Severity, lastError: string | null, lastErrorAt: string | null, lastSuccessAt: string | null, updatedAt: string, priorities: { high: number | null, medium: number | null, low: number | null }, credentials: { lastFour: string }, backlog: { pending: number, oldestAt: string | null } };

export type ConsolePsaConnectionQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsolePsaConnectionQuery = { psaConnection: { system: PsaSystem, enabled: boolean, webUrl: string | null, companyId: string | null, clientId: string | null, username: string | null, boardId: number | null, queueId: number | null, minimumSeverity: Severity, lastError: string | null, lastErrorAt: string | null, lastSuccessAt: string | null, updatedAt: string, priorities: { high: number | null, medium: number | null, low: number | null }, credentials: { lastFour: string }, backlog: { pending: number, oldestAt: string | null } } | null };

export type ConsoleSetPsaConnectionMutationVariables = Exact<{
  input: SetPsaConnectionInput;
}>;


export type ConsoleSetPsaConnectionMutation = { setPsaConnection: { system: PsaSystem, enabled: boolean, webUrl: string | null, companyId: string | null, clientId: string | null, username: string | null, boardId: number | null, queueId: number | null, minimumSeverity: Severity, lastError: string | null, lastErrorAt: string | null, lastSuccessAt: string | null, updatedAt: string, priorities: { high: number | null, medium: number | null, low: number | null }, credentials: { lastFour: string }, backlog: { pending: number, oldestAt: string | null } } };

export type ConsoleDeletePsaConnectionMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleDeletePsaConnectionMutation = { deletePsaConnection: boolean };

export type ConsolePsaTicketsQueryVariables = Exact<{
  organizationId: string;
}>;


export type ConsolePsaTicketsQuery = { organization: { id: string, psaTickets: { items: Array<{ id: string, controlId: string, subjects: Array<string>, system: PsaSystem, number: string, url: string | null, state: PsaTicketState, openedAt: string, closedAt: string | null, closeReason: PsaTicketCloseReason | null }> } } };

export type ConsoleSetPsaCompanyMutationVariables = Exact<{
  organizationId: string;
  companyId?: string | null | undefined;
}>;


export type ConsoleSetPsaCompanyMutation = { setOrganizationPsaCompany: { companyId: string | null } };

export type ConsoleAttestablePredicatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleAttestablePredicatesQuery = { attestablePredicates: { items: Array<{ predicate: string, subject: string, fields: Array<{ name: string, description: string }> }> } };

export type ConsoleAttestationsQueryVariables = Exact<{
  organizationId: string;
  includeEnded?: boolean | null | undefined;
}>;


export type ConsoleAttestationsQuery = { organizationAttestations: { edges: Array<{ node: { id: string, predicate: string, subject: string, fields: Record<string, unknown>, note: string, attestedAt: string, expiresAt: string, endedAt: string | null, endReason: string | null, attestedBy: { name: string } } }> } };

export type ConsoleRecordAttestationMutationVariables = Exact<{
  organizationId: string;
  input: RecordAttestationInput;
}>;


export type ConsoleRecordAttestationMutation = { recordAttestation: { id: string } };

export type ConsoleWithdrawAttestationMutationVariables = Exact<{
  organizationId: string;
  attestationId: string;
}>;


export type ConsoleWithdrawAttestationMutation = { withdrawAttestation: { id: string } };

export type ConsoleNotificationPreferencesFragment = { enabled: boolean, scope: NotificationScope, kinds: Array<string>, minSeverity: Severity, cadence: NotificationCadence, digestHour: number, timeZone: string, email: boolean, channelIds: Array<string>, updatedAt: string | null };

export type ConsoleMyNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleMyNotificationsQuery = { myNotificationPreferences: { enabled: boolean, scope: NotificationScope, kinds: Array<string>, minSeverity: Severity, cadence: NotificationCadence, digestHour: number, timeZone: string, email: boolean, channelIds: Array<string>, updatedAt: string | null } };

export type ConsoleSetMyNotificationsMutationVariables = Exact<{
  input: NotificationPreferencesInput;
}>;


export type ConsoleSetMyNotificationsMutation = { setMyNotificationPreferences: { enabled: boolean, scope: NotificationScope, kinds: Array<string>, minSeverity: Severity, cadence: NotificationCadence, digestHour: number, timeZone: string, email: boolean, channelIds: Array<string>, updatedAt: string | null } };

export type ConsoleNotificationChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleNotificationChannelsQuery = { notificationChannels: { items: Array<{ id: string, kind: NotificationChannelKind, name: string, address: string | null, urlLastFour: string | null, createdAt: string }> } };

export type ConsoleCreateNotificationChannelMutationVariables = Exact<{
  input: NotificationChannelInput;
}>;


export type ConsoleCreateNotificationChannelMutation = { createNotificationChannel: { id: string } };

export type ConsoleDeleteNotificationChannelMutationVariables = Exact<{
  id: string;
}>;


export type ConsoleDeleteNotificationChannelMutation = { deleteNotificationChannel: string };

export type ConsoleBrandingFragment = { mspName: string, accentColor: string, footer: string, updatedAt: string | null, logo: { contentType: string, size: number, dataUrl: string } | null };

export type ConsoleBrandingQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleBrandingQuery = { branding: { mspName: string, accentColor: string, footer: string, updatedAt: string | null, logo: { contentType: string, size: number, dataUrl: string } | null } };

export type ConsoleSetBrandingMutationVariables = Exact<{
  input: BrandingInput;
}>;


export type ConsoleSetBrandingMutation = { setBranding: { mspName: string, accentColor: string, footer: string, updatedAt: string | null, logo: { contentType: string, size: number, dataUrl: string } | null } };

export type ConsoleReportScheduleFragment = { id: string, cadence: ReportCadence, dayOfMonth: number | null, dayOfWeek: number | null, hour: number, timeZone: string, recipients: Array<string>, days: number, nextRunAt: string, lastRunAt: string | null };

export type ConsoleClientReportsQueryVariables = Exact<{
  organizationId: string;
}>;


export type ConsoleClientReportsQuery = { organization: { id: string, name: string, reportSchedule: { id: string, cadence: ReportCadence, dayOfMonth: number | null, dayOfWeek: number | null, hour: number, timeZone: string, recipients: Array<string>, days: number, nextRunAt: string, lastRunAt: string | null } | null, clientReports: { edges: Array<{ node: { id: string, createdAt: string, dueAt: string, scheduled: boolean, recipients: Array<string>, emailedAt: string | null, emailError: string | null } }> } } };

export type ConsoleSetReportScheduleMutationVariables = Exact<{
  organizationId: string;
  input: ReportScheduleInput;
}>;


export type ConsoleSetReportScheduleMutation = { setReportSchedule: { id: string, cadence: ReportCadence, dayOfMonth: number | null, dayOfWeek: number | null, hour: number, timeZone: string, recipients: Array<string>, days: number, nextRunAt: string, lastRunAt: string | null } };

export type ConsoleDeleteReportScheduleMutationVariables = Exact<{
  organizationId: string;
}>;


export type ConsoleDeleteReportScheduleMutation = { deleteReportSchedule: string };

export type ConsoleSendClientReportNowMutationVariables = Exact<{
  organizationId: string;
}>;


export type ConsoleSendClientReportNowMutation = { sendClientReportNow: { recipients: Array<string> } };

export type ConsoleDetectionsQueryVariables = Exact<{
  organizationId: string;
  status?: DetectionStatus | null | undefined;
  triageState?: Array<TriageState> | TriageState | null | undefined;
  assignedToMe?: boolean | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleDetectionsQuery = { organization: { name: string }, detections: { edges: Array<{ node: { id: string, title: string, subject: string, severity: Severity, status: DetectionStatus, lastSeenAt: string, triage: { state: TriageState, assigneeName: string | null, updatedAt: string | null } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleTriageFragment = { state: TriageState, assigneeName: string | null, reason: string | null, snoozedUntil: string | null, updatedAt: string | null, updatedByName: string | null };

export type ConsoleDetectionQueryVariables = Exact<{
  id: string;
}>;


export type ConsoleDetectionQuery = { detection: { id: string, title: string, subject: string, severity: Severity, status: DetectionStatus, firstSeenAt: string, lastSeenAt: string, resolvedAt: string | null, evidence: Record<string, unknown>, ticket: { system: PsaSystem, number: string, url: string | null, state: PsaTicketState, openedAt: string, closedAt: string | null, closeReason: PsaTicketCloseReason | null } | null, triage: { state: TriageState, assigneeName: string | null, reason: string | null, snoozedUntil: string | null, updatedAt: string | null, updatedByName: string | null }, activity: { edges: Array<{ node: { id: string | null, kind: DetectionActivityKind, at: string, by: string, body: string | null, change: { from: TriageState, to: TriageState, reason: string | null } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

export type ConsoleActivityPageFragment = { edges: Array<{ node: { id: string | null, kind: DetectionActivityKind, at: string, by: string, body: string | null, change: { from: TriageState, to: TriageState, reason: string | null } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } };

export type ConsoleDetectionActivityQueryVariables = Exact<{
  id: string;
  after: string;
}>;


export type ConsoleDetectionActivityQuery = { detection: { id: string, activity: { edges: Array<{ node: { id: string | null, kind: DetectionActivityKind, at: string, by: string, body: string | null, change: { from: TriageState, to: TriageState, reason: string | null } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

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

export type ConsoleTriageDetectionsMutationVariables = Exact<{
  detectionIds: Array<string> | string;
  input: DetectionTriageInput;
  expected?: Array<TriageVersionInput> | TriageVersionInput | null | undefined;
}>;


export type ConsoleTriageDetectionsMutation = { triageDetections: Array<{ state: TriageState }> };

export type ConsoleAssignableUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleAssignableUsersQuery = { assignableUsers: Array<{ id: string, name: string }> };

export type ConsoleSetControlExceptionMutationVariables = Exact<{
  organizationId: string;
  controlId: string;
  reason: string;
  expiresAt?: string | null | undefined;
}>;


export type ConsoleSetControlExceptionMutation = { setControlOverride: { controlId: string, expiresAt: string | null } };

export type ConsoleEndControlExceptionMutationVariables = Exact<{
  organizationId: string;
  controlId: string;
}>;


export type ConsoleEndControlExceptionMutation = { removeControlOverride: boolean };

export type ConsoleSetStandardExceptionMutationVariables = Exact<{
  organizationId: string;
  standardId: string;
  reason: string;
  expiresAt?: string | null | undefined;
}>;


export type ConsoleSetStandardExceptionMutation = { setStandardOverride: { standardId: string, expiresAt: string | null } };

export type ConsoleEndStandardExceptionMutationVariables = Exact<{
  organizationId: string;
  standardId: string;
}>;


export type ConsoleEndStandardExceptionMutation = { removeStandardOverride: boolean };

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

export type ConsoleFleetMatrixQueryVariables = Exact<{
  page: number;
  q?: string | null | undefined;
}>;


export type ConsoleFleetMatrixQuery = { fleetMatrix: { total: number, page: number, totalPages: number, standards: Array<{ id: string, name: string }>, items: Array<{ organization: { id: string, name: string }, cells: Array<{ standardId: string, inScope: boolean, counts: { pass: number, fail: number, noData: number, notCovered: number, notApplicable: number } }> }> } };

export type ConsoleLibraryQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleLibraryQuery = { libraryStandards: { edges: Array<{ node: { key: string, name: string, publisher: string, version: string, licence: string, sourceUrl: string, description: string, controlCount: number, judgeableCount: number, adoptedStandard: { id: string, name: string, enabled: boolean } | null } }> } };

export type ConsoleLibraryStandardQueryVariables = Exact<{
  key: string;
}>;


export type ConsoleLibraryStandardQuery = { libraryStandard: { key: string, name: string, publisher: string, version: string, licence: string, sourceUrl: string, attribution: string, description: string, controlCount: number, judgeableCount: number, adoptedStandard: { id: string, name: string } | null, controls: Array<{ identifier: string, name: string, category: string, severity: Severity, requires: Array<string>, judgeable: boolean, remediation: { summary: string } }> } };

export type ConsoleAdoptLibraryStandardMutationVariables = Exact<{
  key: string;
  enabled: boolean;
}>;


export type ConsoleAdoptLibraryStandardMutation = { adoptLibraryStandard: { id: string, name: string, enabled: boolean } };

export type ConsoleCreateOrganizationMutationVariables = Exact<{
  input: OrganizationInput;
}>;


export type ConsoleCreateOrganizationMutation = { createOrganization: { id: string, name: string } };

export type ConsoleUpdateOrganizationMutationVariables = Exact<{
  id: string;
  input: OrganizationUpdateInput;
}>;


export type ConsoleUpdateOrganizationMutation = { updateOrganization: { id: string, name: string, domains: Array<string>, externalRefs: Array<{ system: string, id: string }> } };

export type ConsoleConnectorTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleConnectorTypesQuery = { connectorTypes: { items: Array<{ typeCode: string, name: string, builtIn: boolean, predicates: Array<string> }> } };

export type ConsoleSetIntegrationMutationVariables = Exact<{
  organizationId: string;
  typeCode: string;
  status: IntegrationStatus;
}>;


export type ConsoleSetIntegrationMutation = { setIntegration: { typeCode: string, status: IntegrationStatus, updatedAt: string, lastPushAt: string | null, lastError: { message: string, at: string } | null } };

export type ConsoleCreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type ConsoleCreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string, name: string, prefix: string, scopes: Array<string> } } };

export type ConsoleControlDefinitionsQueryVariables = Exact<{
  standardId: string;
}>;


export type ConsoleControlDefinitionsQuery = { standardControls: { items: Array<{ id: string, requires: Array<string>, definition: Record<string, unknown> }> } };

export type ConsoleOrganizationQueryVariables = Exact<{
  id: string;
  days: number;
}>;


export type ConsoleOrganizationQuery = { organization: { id: string, name: string, domains: Array<string>, psaCompanyId: string | null, health: OrganizationHealth, rollup: ControlStatus, score: number | null, evaluatedAt: string | null, externalRefs: Array<{ system: string, id: string }>, statusCounts: { pass: number, fail: number, noData: number, notCovered: number, notApplicable: number }, integrations: { items: Array<{ typeCode: string, status: IntegrationStatus, updatedAt: string, lastPushAt: string | null, lastError: { message: string, at: string } | null }> }, trend: { windowDays: number, buckets: Array<{ day: string, passCount: number, failCount: number, noDataCount: number, notCoveredCount: number, notApplicableCount: number }> } }, overrides: { edges: Array<{ node: { kind: OverrideKind, controlId: string | null, standardId: string | null, enabled: boolean | null, reason: string | null, disabledAt: string | null, expiresAt: string | null, updatedAt: string, disabledBy: { name: string } | null } }> } };

export type ConsoleIntegrationFragment = { typeCode: string, status: IntegrationStatus, updatedAt: string, lastPushAt: string | null, lastError: { message: string, at: string } | null };

export type ConsoleTicketFragment = { system: PsaSystem, number: string, url: string | null, state: PsaTicketState, openedAt: string, closedAt: string | null, closeReason: PsaTicketCloseReason | null };

export type ConsoleGridRowFragment = { ruleId: string, ruleName: string, standardId: string, standardName: string, category: string, severity: Severity, status: ControlStatus, subjectsEvaluated: number, subjectsFailing: number, evaluatedAt: string | null, openDetectionCount: number, isOverridden: boolean, effectiveEnabled: boolean, requiredPredicates: Array<string>, connectedSourceTypeCodes: Array<string>, sourceOptions: Record<string, unknown>, disabledReason: string | null, disabledByName: string | null, disabledAt: string | null, disabledByOverrideOf: OverrideScope | null, failingSubjects: Array<{ detectionId: string, subject: string, missingFields: Array<string>, expected: Record<string, unknown>, observed: Record<string, unknown>, source: string | null, observedAt: string | null, firstSeenAt: string, triageState: TriageState }>, ticket: { system: PsaSystem, number: string, url: string | null, state: PsaTicketState, openedAt: string, closedAt: string | null, closeReason: PsaTicketCloseReason | null } | null, attestations: Array<{ id: string, subject: string, note: string, attestedAt: string, expiresAt: string, attestedBy: { name: string } }>, remediation: { summary: string, steps: Array<string>, url: string } | null, detail: { missingPredicates: Array<string>, connectedHere: Array<string>, refusedHere: Array<{ connector: string, reason: string }>, degradedCoverage: Array<{ typeCode: string, predicate: string, status: IntegrationStatus }> } | null };

export type ConsoleGridQueryVariables = Exact<{
  organizationId: string;
}>;


export type ConsoleGridQuery = { complianceGrid: { rollup: ControlStatus, items: Array<{ ruleId: string, ruleName: string, standardId: string, standardName: string, category: string, severity: Severity, status: ControlStatus, subjectsEvaluated: number, subjectsFailing: number, evaluatedAt: string | null, openDetectionCount: number, isOverridden: boolean, effectiveEnabled: boolean, requiredPredicates: Array<string>, connectedSourceTypeCodes: Array<string>, sourceOptions: Record<string, unknown>, disabledReason: string | null, disabledByName: string | null, disabledAt: string | null, disabledByOverrideOf: OverrideScope | null, failingSubjects: Array<{ detectionId: string, subject: string, missingFields: Array<string>, expected: Record<string, unknown>, observed: Record<string, unknown>, source: string | null, observedAt: string | null, firstSeenAt: string, triageState: TriageState }>, ticket: { system: PsaSystem, number: string, url: string | null, state: PsaTicketState, openedAt: string, closedAt: string | null, closeReason: PsaTicketCloseReason | null } | null, attestations: Array<{ id: string, subject: string, note: string, attestedAt: string, expiresAt: string, attestedBy: { name: string } }>, remediation: { summary: string, steps: Array<string>, url: string } | null, detail: { missingPredicates: Array<string>, connectedHere: Array<string>, refusedHere: Array<{ connector: string, reason: string }>, degradedCoverage: Array<{ typeCode: string, predicate: string, status: IntegrationStatus }> } | null }> } };

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
  reason?: string | null | undefined;
}>;


export type ConsoleSetStandardEnabledMutation = { updateStandard: { id: string, enabled: boolean } };

export type ConsoleSetControlEnabledMutationVariables = Exact<{
  id: string;
  enabled: boolean;
  reason?: string | null | undefined;
}>;


export type ConsoleSetControlEnabledMutation = { updateControl: { id: string, enabled: boolean } };

export type ConsoleScopeImpactFragment = { organizations: number, controls: number, openDetections: number };

export type ConsoleStandardDisableImpactQueryVariables = Exact<{
  id: string;
}>;


export type ConsoleStandardDisableImpactQuery = { standard: { id: string, disableImpact: { organizations: number, controls: number, openDetections: number } } };

export type ConsoleControlDisableImpactQueryVariables = Exact<{
  id: string;
}>;


export type ConsoleControlDisableImpactQuery = { control: { id: string, disableImpact: { organizations: number, controls: number, openDetections: number } } };

export type ConsoleMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleMeQuery = { me: { permissions: Array<string>, user: { id: string, name: string, email: string, role: Role, mfaEnabled: boolean } | null } };

export type ConsoleUserFragment = { id: string, email: string, name: string, role: Role, mfaEnabled: boolean, passwordChangeRequired: boolean, deactivatedAt: string | null, createdAt: string };

export type ConsoleUsersQueryVariables = Exact<{
  page: number;
}>;


export type ConsoleUsersQuery = { users: { totalPages: number, items: Array<{ id: string, email: string, name: string, role: Role, mfaEnabled: boolean, passwordChangeRequired: boolean, deactivatedAt: string | null, createdAt: string }> } };

export type ConsoleCreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type ConsoleCreateUserMutation = { createUser: { temporaryPassword: string, user: { id: string, email: string, name: string, role: Role, mfaEnabled: boolean, passwordChangeRequired: boolean, deactivatedAt: string | null, createdAt: string } } };

export type ConsoleSetUserRoleMutationVariables = Exact<{
  id: string;
  role: Role;
}>;


export type ConsoleSetUserRoleMutation = { setUserRole: { id: string, email: string, name: string, role: Role, mfaEnabled: boolean, passwordChangeRequired: boolean, deactivatedAt: string | null, createdAt: string } };

export type ConsoleDeactivateUserMutationVariables = Exact<{
  id: string;
}>;


export type ConsoleDeactivateUserMutation = { deactivateUser: { id: string, email: string, name: string, role: Role, mfaEnabled: boolean, passwordChangeRequired: boolean, deactivatedAt: string | null, createdAt: string } };

export type ConsoleResetUserMfaMutationVariables = Exact<{
  id: string;
}>;


export type ConsoleResetUserMfaMutation = { resetUserMfa: { id: string, email: string, name: string, role: Role, mfaEnabled: boolean, passwordChangeRequired: boolean, deactivatedAt: string | null, createdAt: string } };

export type ConsoleChangePasswordMutationVariables = Exact<{
  email: string;
  password: string;
  newPassword: string;
  otp?: string | null | undefined;
}>;


export type ConsoleChangePasswordMutation = { changePassword: { accessToken: string } };

export type ConsoleAcceptInvitationMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ConsoleAcceptInvitationMutation = { acceptInvitation: { accessToken: string } };

export type ConsoleLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleLogoutMutation = { logout: boolean };

export type OrganizationRecordFragment = { id: string, name: string, health: OrganizationHealth, createdAt: string, updatedAt: string };

export type StandardRecordFragment = { id: string, slug: string, name: string, description: string, version: number, enabled: boolean, controlCount: number, organizationCount: number, createdAt: string, updatedAt: string, rollup: { pass: number, fail: number, noData: number, notCovered: number, notApplicable: number } };

export type ControlRecordFragment = { id: string, standardId: string, name: string, slug: string, category: string, severity: Severity, autonomy: Autonomy, enabled: boolean, parameters: Record<string, unknown>, definition: Record<string, unknown>, requires: Array<string>, createdAt: string, updatedAt: string, description: string };

export type DetectionRecordFragment = { id: string, organizationId: string, ruleId: string, standardId: string, evaluationId: string, status: DetectionStatus, severity: Severity, title: string, subject: string, evidence: Record<string, unknown>, firstSeenAt: string, lastSeenAt: string, resolvedAt: string | null };

export type ComplianceRowRecordFragment = { ruleId: string, ruleName: string, standardId: string, standardName: string, category: string, severity: Severity, status: ControlStatus, subjectsEvaluated: number, subjectsFailing: number, evaluatedAt: string | null, standardVersion: number | null, effectiveEnabled: boolean, parameters: Record<string, unknown>, effectiveParameters: Record<string, unknown>, requiredPredicates: Array<string>, sourceTypeCodes: Record<string, unknown>, sourceOptions: Record<string, unknown>, connectedSourceTypeCodes: Array<string>, isOverridden: boolean, disabledReason: string | null, disabledByName: string | null, disabledAt: string | null, openDetectionCount: number, detail: { missingPredicates: Array<string>, satisfiedBy: Record<string, unknown>, connectedHere: Array<string>, refusedHere: Array<{ connector: string, reason: string }>, degradedCoverage: Array<{ typeCode: string, predicate: string, status: IntegrationStatus }> } | null };

export type TrendBucketRecordFragment = { day: string, passCount: number, failCount: number, noDataCount: number, notCoveredCount: number, notApplicableCount: number };

export type ApiKeyRecordFragment = { id: string, name: string, prefix: string, scopes: Array<string>, userId: string | null, expiresAt: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null };

export const ConsolePsaConnectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePsaConnection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsaConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"webUrl"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"boardId"}},{"kind":"Field","name":{"kind":"Name","value":"queueId"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSeverity"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"low"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"backlog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"oldestAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsolePsaConnectionFragment, unknown>;
export const ConsoleNotificationPreferencesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleNotificationPreferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"minSeverity"}},{"kind":"Field","name":{"kind":"Name","value":"cadence"}},{"kind":"Field","name":{"kind":"Name","value":"digestHour"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"channelIds"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleNotificationPreferencesFragment, unknown>;
export const ConsoleBrandingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleBranding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mspName"}},{"kind":"Field","name":{"kind":"Name","value":"accentColor"}},{"kind":"Field","name":{"kind":"Name","value":"footer"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"dataUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleBrandingFragment, unknown>;
export const ConsoleReportScheduleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleReportSchedule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cadence"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"hour"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunAt"}}]}}]} as unknown as DocumentNode<ConsoleReportScheduleFragment, unknown>;
export const ConsoleTriageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTriage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DetectionTriage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]} as unknown as DocumentNode<ConsoleTriageFragment, unknown>;
export const ConsoleActivityPageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleActivityPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DetectionActivityConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<ConsoleActivityPageFragment, unknown>;
export const ConsoleCountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatusCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}}]} as unknown as DocumentNode<ConsoleCountsFragment, unknown>;
export const ConsoleIntegrationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleIntegration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Integration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastPushAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<ConsoleIntegrationFragment, unknown>;
export const ConsoleTicketFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTicket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsaTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closeReason"}}]}}]} as unknown as DocumentNode<ConsoleTicketFragment, unknown>;
export const ConsoleGridRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleGridRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"standardName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsEvaluated"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsFailing"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openDetectionCount"}},{"kind":"Field","name":{"kind":"Name","value":"isOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"requiredPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"connectedSourceTypeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"sourceOptions"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"disabledByName"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledByOverrideOf"}},{"kind":"Field","name":{"kind":"Name","value":"failingSubjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"detectionId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"missingFields"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}},{"kind":"Field","name":{"kind":"Name","value":"observed"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"observedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"triageState"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTicket"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attestations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"attestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remediation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missingPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"connectedHere"}},{"kind":"Field","name":{"kind":"Name","value":"refusedHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connector"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"degradedCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"predicate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTicket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsaTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closeReason"}}]}}]} as unknown as DocumentNode<ConsoleGridRowFragment, unknown>;
export const ConsoleScopeImpactFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleScopeImpact"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScopeImpact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"}},{"kind":"Field","name":{"kind":"Name","value":"controls"}},{"kind":"Field","name":{"kind":"Name","value":"openDetections"}}]}}]} as unknown as DocumentNode<ConsoleScopeImpactFragment, unknown>;
export const ConsoleUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangeRequired"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleUserFragment, unknown>;
export const OrganizationRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrganizationRecordFragment, unknown>;
export const StandardRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandardRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"controlCount"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCount"}},{"kind":"Field","name":{"kind":"Name","value":"rollup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StandardRecordFragment, unknown>;
export const ControlRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ControlRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Control"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"autonomy"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"requires"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<ControlRecordFragment, unknown>;
export const DetectionRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DetectionRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Detection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"evaluationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]} as unknown as DocumentNode<DetectionRecordFragment, unknown>;
export const ComplianceRowRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceRowRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"standardName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsEvaluated"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsFailing"}},{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missingPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"connectedHere"}},{"kind":"Field","name":{"kind":"Name","value":"refusedHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connector"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"degradedCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"predicate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"standardVersion"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveParameters"}},{"kind":"Field","name":{"kind":"Name","value":"requiredPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTypeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"sourceOptions"}},{"kind":"Field","name":{"kind":"Name","value":"connectedSourceTypeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"isOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"disabledByName"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"openDetectionCount"}}]}}]} as unknown as DocumentNode<ComplianceRowRecordFragment, unknown>;
export const TrendBucketRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrendBucketRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrendBucket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"passCount"}},{"kind":"Field","name":{"kind":"Name","value":"failCount"}},{"kind":"Field","name":{"kind":"Name","value":"noDataCount"}},{"kind":"Field","name":{"kind":"Name","value":"notCoveredCount"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableCount"}}]}}]} as unknown as DocumentNode<TrendBucketRecordFragment, unknown>;
export const ApiKeyRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeyRecordFragment, unknown>;
export const ConsoleWebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleWebhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleWebhooksQuery, ConsoleWebhooksQueryVariables>;
export const ConsoleCreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateWebhookMutation, ConsoleCreateWebhookMutationVariables>;
export const ConsoleDeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConsoleDeleteWebhookMutation, ConsoleDeleteWebhookMutationVariables>;
export const ConsoleAuditEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleAuditEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleAuditEventsQuery, ConsoleAuditEventsQueryVariables>;
export const ConsoleApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleApiKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ConsoleApiKeysQuery, ConsoleApiKeysQueryVariables>;
export const ConsoleRevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleRevokeApiKeyMutation, ConsoleRevokeApiKeyMutationVariables>;
export const ConsolePsaConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsolePsaConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"psaConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePsaConnection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePsaConnection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsaConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"webUrl"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"boardId"}},{"kind":"Field","name":{"kind":"Name","value":"queueId"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSeverity"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"low"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"backlog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"oldestAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsolePsaConnectionQuery, ConsolePsaConnectionQueryVariables>;
export const ConsoleSetPsaConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetPsaConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPsaConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPsaConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePsaConnection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePsaConnection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsaConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"webUrl"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"boardId"}},{"kind":"Field","name":{"kind":"Name","value":"queueId"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSeverity"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"low"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"backlog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"oldestAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleSetPsaConnectionMutation, ConsoleSetPsaConnectionMutationVariables>;
export const ConsoleDeletePsaConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeletePsaConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePsaConnection"}}]}}]} as unknown as DocumentNode<ConsoleDeletePsaConnectionMutation, ConsoleDeletePsaConnectionMutationVariables>;
export const ConsolePsaTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsolePsaTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"psaTickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTicket"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTicket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsaTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closeReason"}}]}}]} as unknown as DocumentNode<ConsolePsaTicketsQuery, ConsolePsaTicketsQueryVariables>;
export const ConsoleSetPsaCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetPsaCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOrganizationPsaCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}}]}}]} as unknown as DocumentNode<ConsoleSetPsaCompanyMutation, ConsoleSetPsaCompanyMutationVariables>;
export const ConsoleAttestablePredicatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleAttestablePredicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attestablePredicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"predicate"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleAttestablePredicatesQuery, ConsoleAttestablePredicatesQueryVariables>;
export const ConsoleAttestationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleAttestations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeEnded"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationAttestations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeEnded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeEnded"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"predicate"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"attestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleAttestationsQuery, ConsoleAttestationsQueryVariables>;
export const ConsoleRecordAttestationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRecordAttestation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordAttestationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordAttestation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleRecordAttestationMutation, ConsoleRecordAttestationMutationVariables>;
export const ConsoleWithdrawAttestationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleWithdrawAttestation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attestationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawAttestation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"attestationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attestationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleWithdrawAttestationMutation, ConsoleWithdrawAttestationMutationVariables>;
export const ConsoleMyNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMyNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleNotificationPreferences"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleNotificationPreferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"minSeverity"}},{"kind":"Field","name":{"kind":"Name","value":"cadence"}},{"kind":"Field","name":{"kind":"Name","value":"digestHour"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"channelIds"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleMyNotificationsQuery, ConsoleMyNotificationsQueryVariables>;
export const ConsoleSetMyNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetMyNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMyNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleNotificationPreferences"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleNotificationPreferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"minSeverity"}},{"kind":"Field","name":{"kind":"Name","value":"cadence"}},{"kind":"Field","name":{"kind":"Name","value":"digestHour"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"channelIds"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleSetMyNotificationsMutation, ConsoleSetMyNotificationsMutationVariables>;
export const ConsoleNotificationChannelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleNotificationChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"urlLastFour"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleNotificationChannelsQuery, ConsoleNotificationChannelsQueryVariables>;
export const ConsoleCreateNotificationChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateNotificationChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNotificationChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateNotificationChannelMutation, ConsoleCreateNotificationChannelMutationVariables>;
export const ConsoleDeleteNotificationChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteNotificationChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNotificationChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConsoleDeleteNotificationChannelMutation, ConsoleDeleteNotificationChannelMutationVariables>;
export const ConsoleBrandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleBranding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleBranding"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleBranding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mspName"}},{"kind":"Field","name":{"kind":"Name","value":"accentColor"}},{"kind":"Field","name":{"kind":"Name","value":"footer"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"dataUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleBrandingQuery, ConsoleBrandingQueryVariables>;
export const ConsoleSetBrandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetBranding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BrandingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBranding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleBranding"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleBranding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mspName"}},{"kind":"Field","name":{"kind":"Name","value":"accentColor"}},{"kind":"Field","name":{"kind":"Name","value":"footer"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"dataUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleSetBrandingMutation, ConsoleSetBrandingMutationVariables>;
export const ConsoleClientReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleClientReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reportSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleReportSchedule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"emailedAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailError"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleReportSchedule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cadence"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"hour"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunAt"}}]}}]} as unknown as DocumentNode<ConsoleClientReportsQuery, ConsoleClientReportsQueryVariables>;
export const ConsoleSetReportScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetReportSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setReportSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleReportSchedule"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleReportSchedule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cadence"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"hour"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunAt"}}]}}]} as unknown as DocumentNode<ConsoleSetReportScheduleMutation, ConsoleSetReportScheduleMutationVariables>;
export const ConsoleDeleteReportScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteReportSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReportSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}]}]}}]} as unknown as DocumentNode<ConsoleDeleteReportScheduleMutation, ConsoleDeleteReportScheduleMutationVariables>;
export const ConsoleSendClientReportNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSendClientReportNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendClientReportNow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipients"}}]}}]}}]} as unknown as DocumentNode<ConsoleSendClientReportNowMutation, ConsoleSendClientReportNowMutationVariables>;
export const ConsoleDetectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleDetections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DetectionStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"triageState"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TriageState"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assignedToMe"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"detections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"triageState"},"value":{"kind":"Variable","name":{"kind":"Name","value":"triageState"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignedToMe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assignedToMe"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"triage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleDetectionsQuery, ConsoleDetectionsQueryVariables>;
export const ConsoleDetectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleDetection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"detection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTicket"}}]}},{"kind":"Field","name":{"kind":"Name","value":"triage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTriage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleActivityPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTicket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsaTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closeReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTriage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DetectionTriage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleActivityPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DetectionActivityConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<ConsoleDetectionQuery, ConsoleDetectionQueryVariables>;
export const ConsoleDetectionActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleDetectionActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"detection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleActivityPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleActivityPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DetectionActivityConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<ConsoleDetectionActivityQuery, ConsoleDetectionActivityQueryVariables>;
export const ConsoleTriageDetectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTriageDetection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"detectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DetectionTriageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triageDetection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"detectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"detectionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTriage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTriage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DetectionTriage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]} as unknown as DocumentNode<ConsoleTriageDetectionMutation, ConsoleTriageDetectionMutationVariables>;
export const ConsoleCommentOnDetectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCommentOnDetection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"detectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentOnDetection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"detectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"detectionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleCommentOnDetectionMutation, ConsoleCommentOnDetectionMutationVariables>;
export const ConsoleTriageDetectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTriageDetections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"detectionIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DetectionTriageInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expected"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TriageVersionInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triageDetections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"detectionIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"detectionIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expected"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expected"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<ConsoleTriageDetectionsMutation, ConsoleTriageDetectionsMutationVariables>;
export const ConsoleAssignableUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleAssignableUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignableUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ConsoleAssignableUsersQuery, ConsoleAssignableUsersQueryVariables>;
export const ConsoleSetControlExceptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetControlException"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"controlId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setControlOverride"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"controlId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"controlId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"enabled"},"value":{"kind":"BooleanValue","value":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expiresAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleSetControlExceptionMutation, ConsoleSetControlExceptionMutationVariables>;
export const ConsoleEndControlExceptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleEndControlException"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"controlId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeControlOverride"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"controlId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"controlId"}}}]}]}}]} as unknown as DocumentNode<ConsoleEndControlExceptionMutation, ConsoleEndControlExceptionMutationVariables>;
export const ConsoleSetStandardExceptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetStandardException"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"standardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStandardOverride"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"standardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"standardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"enabled"},"value":{"kind":"BooleanValue","value":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expiresAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleSetStandardExceptionMutation, ConsoleSetStandardExceptionMutationVariables>;
export const ConsoleEndStandardExceptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleEndStandardException"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"standardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeStandardOverride"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"standardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"standardId"}}}]}]}}]} as unknown as DocumentNode<ConsoleEndStandardExceptionMutation, ConsoleEndStandardExceptionMutationVariables>;
export const ConsoleFleetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleFleet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rollup"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ControlStatus"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"rollup"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rollup"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"rollup"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openDetectionCount"}},{"kind":"Field","name":{"kind":"Name","value":"statusCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleCounts"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatusCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}}]} as unknown as DocumentNode<ConsoleFleetQuery, ConsoleFleetQueryVariables>;
export const ConsoleFleetSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleFleetSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleetSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"byRollup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleCounts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatusCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}}]} as unknown as DocumentNode<ConsoleFleetSummaryQuery, ConsoleFleetSummaryQueryVariables>;
export const ConsoleFleetMatrixDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleFleetMatrix"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleetMatrix"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"inScope"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleCounts"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatusCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}}]} as unknown as DocumentNode<ConsoleFleetMatrixQuery, ConsoleFleetMatrixQueryVariables>;
export const ConsoleLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleLibrary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraryStandards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"controlCount"}},{"kind":"Field","name":{"kind":"Name","value":"judgeableCount"}},{"kind":"Field","name":{"kind":"Name","value":"adoptedStandard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleLibraryQuery, ConsoleLibraryQueryVariables>;
export const ConsoleLibraryStandardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleLibraryStandard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraryStandard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"controlCount"}},{"kind":"Field","name":{"kind":"Name","value":"judgeableCount"}},{"kind":"Field","name":{"kind":"Name","value":"adoptedStandard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"requires"}},{"kind":"Field","name":{"kind":"Name","value":"judgeable"}},{"kind":"Field","name":{"kind":"Name","value":"remediation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleLibraryStandardQuery, ConsoleLibraryStandardQueryVariables>;
export const ConsoleAdoptLibraryStandardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleAdoptLibraryStandard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adoptLibraryStandard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<ConsoleAdoptLibraryStandardMutation, ConsoleAdoptLibraryStandardMutationVariables>;
export const ConsoleCreateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateOrganizationMutation, ConsoleCreateOrganizationMutationVariables>;
export const ConsoleUpdateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domains"}},{"kind":"Field","name":{"kind":"Name","value":"externalRefs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateOrganizationMutation, ConsoleUpdateOrganizationMutationVariables>;
export const ConsoleConnectorTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleConnectorTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectorTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"predicates"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleConnectorTypesQuery, ConsoleConnectorTypesQueryVariables>;
export const ConsoleSetIntegrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetIntegration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"typeCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IntegrationStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setIntegration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"typeCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"typeCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleIntegration"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleIntegration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Integration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastPushAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<ConsoleSetIntegrationMutation, ConsoleSetIntegrationMutationVariables>;
export const ConsoleCreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateApiKeyMutation, ConsoleCreateApiKeyMutationVariables>;
export const ConsoleControlDefinitionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleControlDefinitions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"standardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standardControls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"standardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"standardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requires"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleControlDefinitionsQuery, ConsoleControlDefinitionsQueryVariables>;
export const ConsoleOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domains"}},{"kind":"Field","name":{"kind":"Name","value":"externalRefs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"psaCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"rollup"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleCounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"integrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleIntegration"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"windowDays"}},{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrendBucketRecord"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"overrides"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"disabledBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatusCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleIntegration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Integration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastPushAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrendBucketRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrendBucket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"passCount"}},{"kind":"Field","name":{"kind":"Name","value":"failCount"}},{"kind":"Field","name":{"kind":"Name","value":"noDataCount"}},{"kind":"Field","name":{"kind":"Name","value":"notCoveredCount"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableCount"}}]}}]} as unknown as DocumentNode<ConsoleOrganizationQuery, ConsoleOrganizationQueryVariables>;
export const ConsoleGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollup"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleGridRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTicket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsaTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closeReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleGridRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"standardName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsEvaluated"}},{"kind":"Field","name":{"kind":"Name","value":"subjectsFailing"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openDetectionCount"}},{"kind":"Field","name":{"kind":"Name","value":"isOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"requiredPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"connectedSourceTypeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"sourceOptions"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"disabledByName"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledByOverrideOf"}},{"kind":"Field","name":{"kind":"Name","value":"failingSubjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"detectionId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"missingFields"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}},{"kind":"Field","name":{"kind":"Name","value":"observed"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"observedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"triageState"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTicket"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attestations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"attestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remediation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missingPredicates"}},{"kind":"Field","name":{"kind":"Name","value":"connectedHere"}},{"kind":"Field","name":{"kind":"Name","value":"refusedHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connector"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"degradedCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"predicate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleGridQuery, ConsoleGridQueryVariables>;
export const ConsoleComplianceChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConsoleComplianceChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeId"}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleComplianceChangedSubscription, ConsoleComplianceChangedSubscriptionVariables>;
export const ConsoleStandardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleStandards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"controlCount"}},{"kind":"Field","name":{"kind":"Name","value":"rollup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleCounts"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatusCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}},{"kind":"Field","name":{"kind":"Name","value":"noData"}},{"kind":"Field","name":{"kind":"Name","value":"notCovered"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}}]}}]} as unknown as DocumentNode<ConsoleStandardsQuery, ConsoleStandardsQueryVariables>;
export const ConsoleStandardControlsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleStandardControls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"standardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standardControls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"standardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"standardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<ConsoleStandardControlsQuery, ConsoleStandardControlsQueryVariables>;
export const ConsoleSetStandardEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetStandardEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStandard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<ConsoleSetStandardEnabledMutation, ConsoleSetStandardEnabledMutationVariables>;
export const ConsoleSetControlEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetControlEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateControl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<ConsoleSetControlEnabledMutation, ConsoleSetControlEnabledMutationVariables>;
export const ConsoleStandardDisableImpactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleStandardDisableImpact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disableImpact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleScopeImpact"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleScopeImpact"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScopeImpact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"}},{"kind":"Field","name":{"kind":"Name","value":"controls"}},{"kind":"Field","name":{"kind":"Name","value":"openDetections"}}]}}]} as unknown as DocumentNode<ConsoleStandardDisableImpactQuery, ConsoleStandardDisableImpactQueryVariables>;
export const ConsoleControlDisableImpactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleControlDisableImpact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"control"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disableImpact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleScopeImpact"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleScopeImpact"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScopeImpact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"}},{"kind":"Field","name":{"kind":"Name","value":"controls"}},{"kind":"Field","name":{"kind":"Name","value":"openDetections"}}]}}]} as unknown as DocumentNode<ConsoleControlDisableImpactQuery, ConsoleControlDisableImpactQueryVariables>;
export const ConsoleMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleMeQuery, ConsoleMeQueryVariables>;
export const ConsoleUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"includeDeactivated"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangeRequired"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleUsersQuery, ConsoleUsersQueryVariables>;
export const ConsoleCreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"temporaryPassword"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangeRequired"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleCreateUserMutation, ConsoleCreateUserMutationVariables>;
export const ConsoleSetUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangeRequired"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleSetUserRoleMutation, ConsoleSetUserRoleMutationVariables>;
export const ConsoleDeactivateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeactivateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangeRequired"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleDeactivateUserMutation, ConsoleDeactivateUserMutationVariables>;
export const ConsoleResetUserMfaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleResetUserMfa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserMfa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangeRequired"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleResetUserMfaMutation, ConsoleResetUserMfaMutationVariables>;
export const ConsoleChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}}]}}]}}]} as unknown as DocumentNode<ConsoleChangePasswordMutation, ConsoleChangePasswordMutationVariables>;
export const ConsoleAcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleAcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}}]}}]}}]} as unknown as DocumentNode<ConsoleAcceptInvitationMutation, ConsoleAcceptInvitationMutationVariables>;
export const ConsoleLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<ConsoleLogoutMutation, ConsoleLogoutMutationVariables>;