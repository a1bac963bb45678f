import type { AnyRoute } from './route.ts';
import getCompliance from './routes/get-compliance.ts';
import getComplianceTrend from './routes/get-compliance-trend.ts';
import getDetection from './routes/get-detection.ts';
import getStandard from './routes/get-standard.ts';
import listOrganizationDetections from './routes/list-organization-detections.ts';
import listOrganizations from './routes/list-organizations.ts';
import listStandardControls from './routes/list-standard-controls.ts';
import listStandards from './routes/list-standards.ts';

/** The REST v1 route table: the router, the OpenAPI document and the developer references all read it. */
export const routes: readonly AnyRoute[] = [
  listOrganizations,
  getCompliance,
  getComplianceTrend,
  listOrganizationDetections,
  listStandards,
  getStandard,
  listStandardControls,
  getDetection,
];
