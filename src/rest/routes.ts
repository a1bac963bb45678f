import type { AnyRoute } from './route.ts';
import apiKeysCreate from './routes/api-keys-create.ts';
import apiKeysList from './routes/api-keys-list.ts';
import apiKeysRevoke from './routes/api-keys-revoke.ts';
import authLogin from './routes/auth-login.ts';
import authLogout from './routes/auth-logout.ts';
import authMfaConfirm from './routes/auth-mfa-confirm.ts';
import authMfaEnroll from './routes/auth-mfa-enroll.ts';
import authRefresh from './routes/auth-refresh.ts';
import connectorTypeCreate from './routes/connector-type-create.ts';
import connectorTypeDelete from './routes/connector-type-delete.ts';
import connectorTypesList from './routes/connector-types-list.ts';
import controlFailingOrganizations from './routes/control-failing-organizations.ts';
import controlHistory from './routes/control-history.ts';
import controlOverrideDelete from './routes/control-override-delete.ts';
import controlOverridePut from './routes/control-override-put.ts';
import copyStandard from './routes/copy-standard.ts';
import createStandard from './routes/create-standard.ts';
import factsPush from './routes/facts-push.ts';
import fleetOrganizations from './routes/fleet-organizations.ts';
import fleetSummary from './routes/fleet-summary.ts';
import getCompliance from './routes/get-compliance.ts';
import getComplianceTrend from './routes/get-compliance-trend.ts';
import getDetection from './routes/get-detection.ts';
import getStandard from './routes/get-standard.ts';
import integrationSet from './routes/integration-set.ts';
import integrationsList from './routes/integrations-list.ts';
import listOrganizationDetections from './routes/list-organization-detections.ts';
import listOrganizations from './routes/list-organizations.ts';
import listStandardControls from './routes/list-standard-controls.ts';
import listStandards from './routes/list-standards.ts';
import organizationCreate from './routes/organization-create.ts';
import organizationEvaluate from './routes/organization-evaluate.ts';
import organizationGet from './routes/organization-get.ts';
import organizationUpdate from './routes/organization-update.ts';
import standardOverrideDelete from './routes/standard-override-delete.ts';
import standardOverridePut from './routes/standard-override-put.ts';
import updateStandard from './routes/update-standard.ts';
import webhookDeliveries from './routes/webhook-deliveries.ts';
import webhooksCreate from './routes/webhooks-create.ts';
import webhooksDelete from './routes/webhooks-delete.ts';
import webhooksList from './routes/webhooks-list.ts';

/**
 * The REST v1 API's route table. The router serves it (with the developer references added in
 * src/developer/routes.ts), and the OpenAPI document and the auth reference describe it.
 */
export const apiRoutes: readonly AnyRoute[] = [
  listOrganizations,
  organizationCreate,
  organizationGet,
  organizationUpdate,
  organizationEvaluate,
  getCompliance,
  getComplianceTrend,
  listOrganizationDetections,
  controlHistory,
  fleetOrganizations,
  fleetSummary,
  controlFailingOrganizations,
  listStandards,
  getStandard,
  createStandard,
  updateStandard,
  copyStandard,
  listStandardControls,
  getDetection,
  connectorTypesList,
  connectorTypeCreate,
  connectorTypeDelete,
  integrationsList,
  integrationSet,
  controlOverridePut,
  controlOverrideDelete,
  standardOverridePut,
  standardOverrideDelete,
  factsPush,
  authLogin,
  authRefresh,
  authLogout,
  authMfaEnroll,
  authMfaConfirm,
  apiKeysCreate,
  apiKeysList,
  apiKeysRevoke,
  webhooksCreate,
  webhooksList,
  webhooksDelete,
  webhookDeliveries,
];
