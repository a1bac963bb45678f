import type { HEALTH_VALUES } from '../domain/health.ts';
import { SEVERITIES, SEVERITY_MEANING, type Severity } from '../domain/severity.ts';
import { CONTROL_STATUSES, type DetectionStatusName, STATUS_MEANING } from '../domain/status.ts';
import { type DetectionResolution, TRIAGE_STATES, type TriageStateName } from '../domain/triage.ts';
import { builder } from './builder.ts';

export const ControlStatusEnum = builder.enumType('ControlStatus', {
  description:
    'The outcome of one control for one organization. no_data, not_covered and not_applicable are never folded into pass or fail.',
  values: Object.fromEntries(
    CONTROL_STATUSES.map((status) => [status, { description: STATUS_MEANING[status] }]),
  ) as Record<(typeof CONTROL_STATUSES)[number], { description: string }>,
});

export const OverrideScopeEnum = builder.enumType('OverrideScope', {
  description: "What an organization's override applies to.",
  values: {
    control: { description: 'One control (ControlOverride).' },
    standard: { description: 'Every control of one standard (StandardOverride).' },
  },
});

export const SeverityEnum = builder.enumType('Severity', {
  description: 'How much a failing control or its detections matter; set on the control.',
  values: Object.fromEntries(
    SEVERITIES.map((severity) => [severity, { description: SEVERITY_MEANING[severity] }]),
  ) as Record<Severity, { description: string }>,
});

export const AutonomyEnum = builder.enumType('Autonomy', {
  description: 'Advice to consumers about remediation. The service itself never remediates.',
  values: {
    suggest_only: { description: 'Suggest only; does not authorise automatic remediation.' },
    require_approval: { description: 'Remediation needs a human approval.' },
    auto_remediate: { description: 'A consumer may remediate automatically.' },
  },
});

export const IntegrationStatusEnum = builder.enumType('IntegrationStatus', {
  description: 'State of one connector type for one organization; only connected integrations supply live facts.',
  values: {
    connected: { description: 'Delivering live facts.' },
    error: { description: 'Mapped, but failing to deliver.' },
    disabled: { description: 'Mapped, but switched off.' },
    available: { description: 'Offered for this organization, not set up.' },
  },
});

export const HealthEnum = builder.enumType('OrganizationHealth', {
  description: "Derived from the organization's integrations.",
  values: {
    healthy: { description: 'At least one integration, and every set-up integration is connected.' },
    degraded: { description: 'At least one integration connected and at least one in error or disabled.' },
    disconnected: { description: 'No integration connected.' },
  } satisfies Record<(typeof HEALTH_VALUES)[number], object>,
});

export const DetectionStatusEnum = builder.enumType('DetectionStatus', {
  description: 'Whether a detection still stands.',
  values: {
    open: { description: 'The finding is current.' },
    resolved: { description: 'A later evaluation no longer found it.' },
  } satisfies Record<DetectionStatusName, object>,
});

export const DetectionResolutionEnum = builder.enumType('DetectionResolution', {
  description: 'Why the engine resolved a detection.',
  values: {
    no_longer_failing: {
      description: 'Its subject passes, is gone, or its control can no longer judge it (coverage lost).',
    },
    out_of_scope: {
      description:
        'Its control left the effective scope (standard or control disabled, an override or exception). Back in scope and failing within 30 days, the same detection reopens.',
    },
  } satisfies Record<DetectionResolution, object>,
});

const STATE_MEANING: Record<TriageStateName, string> = {
  new: 'Nobody has looked at it yet (every detection starts here; a snooze returns here).',
  acknowledged: 'Someone has seen it.',
  in_progress: 'Someone is working on it.',
  snoozed: 'Set aside until snoozedUntil (needs a reason); then it returns to new if still open.',
  false_positive: 'Judged not a real problem (needs a reason); the engine still counts it while open.',
};

export const TriageStateEnum = builder.enumType('TriageState', {
  description:
    'How people handle a detection. Never changes its status or a count: the engine alone opens and resolves.',
  values: Object.fromEntries(TRIAGE_STATES.map((state) => [state, { description: STATE_MEANING[state] }])) as Record<
    TriageStateName,
    { description: string }
  >,
});
