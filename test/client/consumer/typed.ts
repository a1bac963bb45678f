// Compiled by pack.test.ts against the installed tarball's declarations: the documents type the
// variables and the result, so the lines marked @ts-expect-error must fail to compile (were the
// declarations unresolved, everything would be `any` and the unused expectations would fail).
import {
  type ComplianceClient,
  createClient,
  EVENT_KINDS,
  isWebhookEventOf,
  OrganizationComplianceDocument,
  type RestSchema,
  verifyWebhook,
} from '@compliance-gateway/client';

const client: ComplianceClient = createClient({ url: 'http://127.0.0.1:1', token: () => 'ccak_example' });

export async function statuses(organizationId: string): Promise<string[]> {
  const { complianceGrid } = await client.request(OrganizationComplianceDocument, { organizationId });
  // @ts-expect-error: the variable is organizationId.
  await client.request(OrganizationComplianceDocument, { organization: organizationId });
  // @ts-expect-error: a row has no such field.
  complianceGrid.items[0]?.colour;
  return complianceGrid.items.map((row) => row.status);
}

export const rest: RestSchema<'ComplianceGridRead'>['rollup'] | undefined = undefined;
export const event = (body: string, headers: Headers) => verifyWebhook('whsec_x', body, headers).type;

/** A status change's payload is typed by its event type, generated from the service's event kinds. */
export function statusOf(body: string, headers: Headers): string | null {
  const received = verifyWebhook('whsec_x', body, headers);
  if (!isWebhookEventOf(received, 'control.status_changed')) return null;
  // @ts-expect-error: a status change carries no subject.
  received.data.subject;
  return received.data.to;
}

export const kinds: readonly string[] = EVENT_KINDS.map((known) => known.kind);
