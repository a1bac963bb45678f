// A consumer of the packed client, run by pack.test.ts from an empty project where the tarball is
// installed: plain Node, ESM, no TypeScript. Each line of output is one JSON result.
import { readFileSync } from 'node:fs';
import {
  ComplianceChangedDocument,
  createClient,
  OrganizationComplianceDocument,
  verifyWebhook,
  WebhookVerificationError,
} from '@compliance-gateway/client';

const { url, token, organizationId, webhook } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const say = (result) => console.log(JSON.stringify(result));
const client = createClient({ url, token });

const { complianceGrid } = await client.request(OrganizationComplianceDocument, { organizationId });
say({ step: 'query', organizationId: complianceGrid.organizationId, rows: complianceGrid.items.length });

const event = verifyWebhook(webhook.secret, webhook.body, webhook.headers);
say({ step: 'webhook', type: event.type });
try {
  verifyWebhook(webhook.secret, `${webhook.body} `, webhook.headers);
  say({ step: 'tampered', refused: false });
} catch (error) {
  say({ step: 'tampered', refused: error instanceof WebhookVerificationError });
}

say({ step: 'subscribing' });
const stop = client.subscribe(
  ComplianceChangedDocument,
  { organizationId },
  {
    next(data) {
      say({ step: 'event', organizationId: data.complianceChanged.organizationId });
      stop();
    },
    error(error) {
      say({ step: 'error', message: String(error) });
      process.exitCode = 1;
    },
  },
);
