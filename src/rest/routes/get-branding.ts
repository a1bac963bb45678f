import { BrandingDocument } from '../../graphql/generated/operations.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'getBranding',
  method: 'GET',
  path: '/branding',
  tag: 'reports',
  summary: "The tenant's client report branding",
  description: 'MSP name, accent colour, footer and logo (as a data: URL); the defaults until an admin sets it.',
  permission: 'organization.read',
  request: {},
  status: 200,
  operation: BrandingDocument,
  variables: () => ({}),
  result: ['branding'],
});
