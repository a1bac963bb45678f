import type { Prisma } from '../data/generated/prisma/client.ts';
import type { IntegrationStatus } from '../domain/health.ts';

/**
 * What the demo tenant holds: the library frameworks it adopted, its organizations with their
 * integrations (one of every health state), and the overrides its operators made.
 */

/**
 * A framework of the standards library (src/domain/library/) the tenant adopted, as an editor
 * adopts one (adoptLibraryStandard): its own standard with the library's controls, active.
 */
export interface AdoptionSpec {
  key: string;
}

/**
 * The demo MSP assesses its clients against two library frameworks: the CISA SCuBA Microsoft 365
 * baselines and NIST CSF 2.0's measurable outcomes. It leaves ASD's Essential Eight for a user to
 * adopt (the console's Library screen, test/browser/console-onboarding.test.ts, and the audit walk
 * adopt it on the demo tenant).
 */
export const DEMO_ADOPTIONS: readonly AdoptionSpec[] = [{ key: 'cisa-scuba-m365' }, { key: 'nist-csf-2' }];

export type Integrations = Record<string, IntegrationStatus>;

/** Grouped by the health they produce (see domain/health.ts) so each state is easy to find. */
export const DEMO_ORGANIZATIONS: readonly { name: string; integrations: Integrations }[] = [
  // healthy: at least one integration, every mapped one connected (`available` does not count)
  {
    name: 'Acme Dental Group',
    integrations: {
      microsoft365: 'connected',
      exchange_online: 'connected',
      dns: 'connected',
      intune: 'connected',
      crowdstrike: 'connected',
      veeam: 'connected',
    },
  },
  {
    name: 'Brightwater Legal LLP',
    integrations: {
      microsoft365: 'connected',
      exchange_online: 'connected',
      dns: 'connected',
      intune: 'connected',
      sentinelone: 'connected',
      veeam: 'connected',
      okta: 'connected',
    },
  },
  {
    name: 'Cedar Ridge Veterinary',
    integrations: { google_workspace: 'connected', dns: 'connected', jamf: 'connected', crowdstrike: 'connected' },
  },
  {
    name: 'Harbor View Accounting',
    integrations: {
      microsoft365: 'connected',
      dns: 'connected',
      intune: 'connected',
      crowdstrike: 'connected',
      veeam: 'connected',
      jamf: 'available',
      okta: 'available',
    },
  },
  {
    name: 'Keystone Engineering',
    integrations: { microsoft365: 'connected', intune: 'connected', sentinelone: 'connected', veeam: 'connected' },
  },
  {
    name: 'Lakeside Family Medicine',
    integrations: {
      microsoft365: 'connected',
      exchange_online: 'connected',
      intune: 'connected',
      crowdstrike: 'connected',
      veeam: 'connected',
      okta: 'connected',
    },
  },
  { name: 'Maple Street Realty', integrations: { google_workspace: 'connected', jamf: 'connected' } },
  {
    name: 'Northwind Logistics',
    integrations: { microsoft365: 'connected', intune: 'connected', sentinelone: 'connected', veeam: 'connected' },
  },
  {
    name: 'Pinecrest Architecture',
    integrations: { google_workspace: 'connected', jamf: 'connected', sentinelone: 'connected', veeam: 'connected' },
  },
  {
    name: 'Redwood Credit Union',
    integrations: {
      microsoft365: 'connected',
      exchange_online: 'connected',
      dns: 'connected',
      intune: 'connected',
      crowdstrike: 'connected',
      veeam: 'connected',
      okta: 'connected',
    },
  },
  {
    name: 'Summit Orthopedics',
    integrations: { microsoft365: 'connected', crowdstrike: 'connected', veeam: 'connected' },
  },
  {
    name: 'Tidewater Marine Services',
    integrations: {
      microsoft365: 'connected',
      intune: 'connected',
      jamf: 'connected',
      crowdstrike: 'connected',
      veeam: 'connected',
    },
  },
  {
    name: 'Willow Creek Schools',
    integrations: { google_workspace: 'connected', intune: 'connected', sentinelone: 'connected', veeam: 'available' },
  },
  // degraded: something connected, something in error or disabled
  {
    name: 'Bluebird Bakery Co.',
    integrations: { microsoft365: 'connected', intune: 'error', crowdstrike: 'connected', veeam: 'error' },
  },
  {
    name: 'Coastal Insurance Partners',
    integrations: {
      microsoft365: 'connected',
      exchange_online: 'error',
      intune: 'connected',
      sentinelone: 'disabled',
      veeam: 'connected',
    },
  },
  {
    name: 'Evergreen Property Management',
    integrations: { google_workspace: 'connected', jamf: 'error', crowdstrike: 'connected', okta: 'disabled' },
  },
  {
    name: 'Granite Construction Supply',
    integrations: {
      microsoft365: 'connected',
      exchange_online: 'connected',
      dns: 'connected',
      intune: 'connected',
      crowdstrike: 'connected',
      veeam: 'disabled',
    },
  },
  {
    name: 'Ironclad Manufacturing',
    integrations: { microsoft365: 'error', intune: 'connected', crowdstrike: 'connected', veeam: 'connected' },
  },
  { name: 'Juniper Home Health', integrations: { microsoft365: 'connected', jamf: 'connected', intune: 'error' } },
  {
    name: 'Oakmont Capital Advisors',
    integrations: {
      microsoft365: 'connected',
      okta: 'error',
      intune: 'connected',
      crowdstrike: 'error',
      sentinelone: 'connected',
    },
  },
  {
    name: 'Union Square Pediatrics',
    integrations: {
      microsoft365: 'connected',
      intune: 'connected',
      sentinelone: 'connected',
      veeam: 'error',
      okta: 'available',
    },
  },
  // disconnected: nothing connected, including no integrations at all and only-offered ones
  { name: 'Foxglove Florists', integrations: {} },
  { name: 'Quarry Lane Dental', integrations: { microsoft365: 'error', intune: 'error', crowdstrike: 'disabled' } },
  { name: 'Riverbend Chiropractic', integrations: { microsoft365: 'available', intune: 'available' } },
  { name: 'Silverline Transport', integrations: { google_workspace: 'error', veeam: 'disabled' } },
];

export interface OverrideSpec {
  organization: string;
  /** The adopted framework's library key. */
  standard: string;
  /** The framework's identifier of the control (`MS.AAD.1.1v1`). */
  control: string;
  /** When the override was made; evaluations before it ran with the control's own settings. */
  daysAgo: number;
  enabled?: boolean;
  parameters?: Prisma.InputJsonObject;
  disabledReason?: string;
}

const SCUBA = 'cisa-scuba-m365';
const CSF = 'nist-csf-2';

export const DEMO_OVERRIDES: OverrideSpec[] = [
  {
    organization: 'Cedar Ridge Veterinary',
    standard: CSF,
    control: 'PR.PS-01',
    daysAgo: 41,
    enabled: false,
    disabledReason: 'All-Mac practice managed in Jamf: no Intune compliance policies in scope',
  },
  {
    organization: 'Maple Street Realty',
    standard: SCUBA,
    control: 'MS.AAD.1.1v1',
    daysAgo: 60,
    enabled: false,
    disabledReason: 'Client runs Google Workspace; Microsoft 365 identity controls do not apply',
  },
  {
    organization: 'Maple Street Realty',
    standard: SCUBA,
    control: 'MS.EXO.15.1v1',
    daysAgo: 60,
    enabled: false,
    disabledReason: 'Client runs Google Workspace; Microsoft 365 mail controls do not apply',
  },
  {
    organization: 'Pinecrest Architecture',
    standard: SCUBA,
    control: 'MS.SHAREPOINT.1.1v1',
    daysAgo: 27,
    enabled: false,
    disabledReason: 'SharePoint is not used; the practice shares files in Google Drive',
  },
  {
    organization: 'Keystone Engineering',
    standard: CSF,
    control: 'PR.PS-05',
    daysAgo: 15,
    enabled: false,
    disabledReason: 'Shop-floor CAD stations are exempt under the client risk acceptance RA-2024-07',
  },
  // Re-enables, for this client only, a control disabled for every client.
  {
    organization: 'Northwind Logistics',
    standard: CSF,
    control: 'PR.AT-01',
    daysAgo: 20,
    enabled: true,
  },
  {
    organization: 'Acme Dental Group',
    standard: SCUBA,
    control: 'MS.AAD.7.1v1',
    daysAgo: 70,
    parameters: { maxGlobalAdmins: 4 },
  },
  {
    organization: 'Redwood Credit Union',
    standard: CSF,
    control: 'PR.AA-01',
    daysAgo: 50,
    parameters: { maxInactiveDays: 30 },
  },
  {
    organization: 'Willow Creek Schools',
    standard: CSF,
    control: 'DE.CM-09',
    daysAgo: 33,
    parameters: { maxSilentHours: 72 },
  },
];

/** A control an operator disabled for every client after the adoption, and why. */
export interface DisabledControlSpec {
  standard: string;
  control: string;
  reason: string;
}

export const DEMO_DISABLED_CONTROLS: readonly DisabledControlSpec[] = [
  {
    standard: CSF,
    control: 'PR.AT-01',
    reason: "Awareness training is the clients' own HR duty; the MSP does not assess it",
  },
];

/**
 * The second tenant adopts NIST CSF 2.0 too, under the same slug and so with the same control
 * names and slugs as the demo tenant's on purpose: lookups by slug or name must stay inside the
 * caller's tenant.
 */
export const OTHER_ADOPTIONS: readonly AdoptionSpec[] = [{ key: CSF }];

export const OTHER_ORGANIZATIONS: { name: string; integrations: Integrations }[] = [
  {
    name: 'Contoso Clinic',
    integrations: { microsoft365: 'connected', intune: 'connected', crowdstrike: 'connected' },
  },
  { name: 'Fabrikam Foods', integrations: { microsoft365: 'connected', veeam: 'error' } },
  { name: 'Tailspin Toys', integrations: { google_workspace: 'connected', jamf: 'connected' } },
];
