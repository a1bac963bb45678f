import type { AnyRoute } from './route.ts';
import adoptLibraryStandard from './routes/adopt-library-standard.ts';
import applyLibraryUpdate from './routes/apply-library-update.ts';
import commentOnDetection from './routes/comment-on-detection.ts';
import confirmMfa from './routes/confirm-mfa.ts';
import confirmUnsubscribe from './routes/confirm-unsubscribe.ts';
import copyStandard from './routes/copy-standard.ts';
import createApiKey from './routes/create-api-key.ts';
import createBrowserSession from './routes/create-browser-session.ts';
import createConnectorType from './routes/create-connector-type.ts';
import createNotificationChannel from './routes/create-notification-channel.ts';
import createOrganization from './routes/create-organization.ts';
import createStandard from './routes/create-standard.ts';
import createWebhook from './routes/create-webhook.ts';
import deleteConnectorType from './routes/delete-connector-type.ts';
import deleteNotificationChannel from './routes/delete-notification-channel.ts';
import deletePsaConnection from './routes/delete-psa-connection.ts';
import deleteReportSchedule from './routes/delete-report-schedule.ts';
import deleteWebhook from './routes/delete-webhook.ts';
import endBrowserSession from './routes/end-browser-session.ts';
import enrollMfa from './routes/enroll-mfa.ts';
import evaluateOrganization from './routes/evaluate-organization.ts';
import exportAuditEvents from './routes/export-audit-events.ts';
import exportFleetOrganizations from './routes/export-fleet-organizations.ts';
import exportOrganizationCompliance from './routes/export-organization-compliance.ts';
import exportOrganizationDetections from './routes/export-organization-detections.ts';
import getBranding from './routes/get-branding.ts';
import getDetection from './routes/get-detection.ts';
import getFleetSummary from './routes/get-fleet-summary.ts';
import getLibraryStandard from './routes/get-library-standard.ts';
import getMyNotificationPreferences from './routes/get-my-notification-preferences.ts';
import getOrganization from './routes/get-organization.ts';
import getOrganizationCompliance from './routes/get-organization-compliance.ts';
import getOrganizationComplianceTrend from './routes/get-organization-compliance-trend.ts';
import getOrganizationKeptReport from './routes/get-organization-kept-report.ts';
import getOrganizationKeptReportPdf from './routes/get-organization-kept-report-pdf.ts';
import getOrganizationReport from './routes/get-organization-report.ts';
import getPsaConnection from './routes/get-psa-connection.ts';
import getReportSchedule from './routes/get-report-schedule.ts';
import getStandard from './routes/get-standard.ts';
import listApiKeys from './routes/list-api-keys.ts';
import listAuditEvents from './routes/list-audit-events.ts';
import listConnectorTypes from './routes/list-connector-types.ts';
import listControlFailingOrganizations from './routes/list-control-failing-organizations.ts';
import listControlHistory from './routes/list-control-history.ts';
import listDetectionActivity from './routes/list-detection-activity.ts';
import listFleetOrganizations from './routes/list-fleet-organizations.ts';
import listIntegrations from './routes/list-integrations.ts';
import listLibraryStandards from './routes/list-library-standards.ts';
import listNotificationChannels from './routes/list-notification-channels.ts';
import listOrganizationAttestations from './routes/list-organization-attestations.ts';
import listOrganizationDetections from './routes/list-organization-detections.ts';
import listOrganizationOverrides from './routes/list-organization-overrides.ts';
import listOrganizationReports from './routes/list-organization-reports.ts';
import listOrganizationTickets from './routes/list-organization-tickets.ts';
import listOrganizations from './routes/list-organizations.ts';
import listStandardControls from './routes/list-standard-controls.ts';
import listStandards from './routes/list-standards.ts';
import listWebhookDeliveries from './routes/list-webhook-deliveries.ts';
import listWebhooks from './routes/list-webhooks.ts';
import login from './routes/login.ts';
import logout from './routes/logout.ts';
import pushFacts from './routes/push-facts.ts';
import recordAttestation from './routes/record-attestation.ts';
import refreshBrowserSession from './routes/refresh-browser-session.ts';
import refreshSession from './routes/refresh-session.ts';
import removeControlOverride from './routes/remove-control-override.ts';
import removeStandardOverride from './routes/remove-standard-override.ts';
import revokeApiKey from './routes/revoke-api-key.ts';
import sendClientReport from './routes/send-client-report.ts';
import setBranding from './routes/set-branding.ts';
import setControlOverride from './routes/set-control-override.ts';
import setIntegration from './routes/set-integration.ts';
import setMyNotificationPreferences from './routes/set-my-notification-preferences.ts';
import setOrganizationPsaCompany from './routes/set-organization-psa-company.ts';
import setPsaConnection from './routes/set-psa-connection.ts';
import setReportSchedule from './routes/set-report-schedule.ts';
import setStandardOverride from './routes/set-standard-override.ts';
import showUnsubscribePage from './routes/show-unsubscribe-page.ts';
import triageDetection from './routes/triage-detection.ts';
import unsubscribeNotifications from './routes/unsubscribe-notifications.ts';
import updateControl from './routes/update-control.ts';
import updateOrganization from './routes/update-organization.ts';
import updateStandard from './routes/update-standard.ts';
import withdrawAttestation from './routes/withdraw-attestation.ts';

/**
 * The REST v1 API's route table, one file per route in routes/ named after its operationId
 * (test/architecture/route-files.test.ts keeps it so). The router serves it, and the OpenAPI
 * document and the auth reference describe it.
 *
 * The full table under /api/v1 (this one plus the developer references and the MCP endpoint) is
 * src/developer/routes.ts, not here beside the router: the references describe the MCP tools, so
 * holding them here would have REST import the developer surface and, through it, MCP, which
 * `rest-and-mcp-are-siblings` forbids. The router takes its table as an argument, so it serves
 * either one.
 */
export const apiRoutes: readonly AnyRoute[] = [
  listOrganizations,
  createOrganization,
  getOrganization,
  updateOrganization,
  evaluateOrganization,
  getOrganizationCompliance,
  getOrganizationComplianceTrend,
  getOrganizationReport,
  listOrganizationReports,
  sendClientReport,
  getOrganizationKeptReport,
  getOrganizationKeptReportPdf,
  getReportSchedule,
  setReportSchedule,
  deleteReportSchedule,
  exportOrganizationCompliance,
  listOrganizationDetections,
  exportOrganizationDetections,
  listControlHistory,
  listFleetOrganizations,
  exportFleetOrganizations,
  getFleetSummary,
  listControlFailingOrganizations,
  listStandards,
  getStandard,
  createStandard,
  updateStandard,
  copyStandard,
  listStandardControls,
  updateControl,
  getDetection,
  triageDetection,
  commentOnDetection,
  listDetectionActivity,
  listConnectorTypes,
  createConnectorType,
  deleteConnectorType,
  listIntegrations,
  setIntegration,
  setControlOverride,
  removeControlOverride,
  setStandardOverride,
  removeStandardOverride,
  listOrganizationOverrides,
  listLibraryStandards,
  getLibraryStandard,
  adoptLibraryStandard,
  applyLibraryUpdate,
  recordAttestation,
  listOrganizationAttestations,
  withdrawAttestation,
  pushFacts,
  login,
  refreshSession,
  logout,
  createBrowserSession,
  refreshBrowserSession,
  endBrowserSession,
  enrollMfa,
  confirmMfa,
  createApiKey,
  listApiKeys,
  revokeApiKey,
  createWebhook,
  listWebhooks,
  deleteWebhook,
  listWebhookDeliveries,
  listNotificationChannels,
  createNotificationChannel,
  deleteNotificationChannel,
  getMyNotificationPreferences,
  setMyNotificationPreferences,
  unsubscribeNotifications,
  showUnsubscribePage,
  confirmUnsubscribe,
  getBranding,
  setBranding,
  getPsaConnection,
  setPsaConnection,
  deletePsaConnection,
  setOrganizationPsaCompany,
  listOrganizationTickets,
  listAuditEvents,
  exportAuditEvents,
];
