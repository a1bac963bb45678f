// The organization verbs: create, update, integrations, facts and attestations (their summaries and
// options are their entries in scripts/cli/command-line.ts). They run the API's documents on the
// graph.
import { readFile } from 'node:fs/promises';
import { INTEGRATION_STATUSES } from '../../src/domain/health.ts';
import {
  CreateOrganizationDocument,
  PushFactsDocument,
  RecordAttestationDocument,
  SetIntegrationDocument,
  UpdateOrganizationDocument,
} from '../../src/graphql/generated/operations.ts';
import { validateRequest } from '../../src/rest/pydantic/request.ts';
import pushFactsRoute from '../../src/rest/routes/push-facts.ts';
import {
  type Options,
  oneOf,
  optionalList,
  optionalText,
  type Session,
  type Terminal,
  text,
  UsageError,
} from './options.ts';
import { findOrganization, findTenant, graph } from './support.ts';

export async function orgCreate(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const { createOrganization } = await graph(session, tenant.id, CreateOrganizationDocument, {
    input: { name: text(options, 'name'), ...connectorFields(options) },
  });
  session.print(`Created organization ${createOrganization.name} (${createOrganization.id}) in tenant ${tenant.name}`);
}

export async function orgUpdate(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const organization = await findOrganization(session.db, tenant.id, text(options, 'org'));
  const name = optionalText(options, 'name');
  const { updateOrganization } = await graph(session, tenant.id, UpdateOrganizationDocument, {
    id: organization.id,
    input: { ...(name === undefined ? {} : { name }), ...connectorFields(options) },
  });
  session.print(`Updated organization ${updateOrganization.name} (${updateOrganization.id})`);
}

export async function integrationSet(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const organization = await findOrganization(session.db, tenant.id, text(options, 'org'));
  const status = oneOf(options, 'status', INTEGRATION_STATUSES);
  const { setIntegration } = await graph(session, tenant.id, SetIntegrationDocument, {
    organizationId: organization.id,
    typeCode: text(options, 'type'),
    status,
    message: optionalText(options, 'message'),
  });
  session.print(
    `Integration ${setIntegration.typeCode} of ${organization.name} is ${setIntegration.status}; re-evaluation queued`,
  );
}

export async function factsPush(session: Session, options: Options, file?: string): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const organization = await findOrganization(session.db, tenant.id, text(options, 'org'));
  const input = await readPush(session, file!, organization.id);
  const { pushFacts } = await graph(session, tenant.id, PushFactsDocument, { organizationId: organization.id, input });
  session.print(
    `Pushed ${pushFacts.accepted} fact(s) from ${input.typeCode} for ${organization.name}; evaluation ${pushFacts.evaluation}`,
  );
}

export async function attestationRecord(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const organization = await findOrganization(session.db, tenant.id, text(options, 'org'));
  let fields: unknown;
  try {
    fields = JSON.parse(text(options, 'fields'));
  } catch {
    throw new UsageError('--fields must be a JSON object, e.g. {"tested":true}');
  }
  const expiresAt = new Date(text(options, 'expires'));
  if (Number.isNaN(expiresAt.getTime())) throw new UsageError('--expires must be a date, e.g. 2027-01-31');
  const { recordAttestation } = await graph(session, tenant.id, RecordAttestationDocument, {
    organizationId: organization.id,
    input: {
      predicate: text(options, 'predicate'),
      subject: text(options, 'subject'),
      fields: fields as Record<string, unknown>,
      note: text(options, 'note'),
      expiresAt: expiresAt.toISOString(),
    },
  });
  session.print(
    `Recorded attestation ${recordAttestation.id} of ${recordAttestation.predicate} for ${organization.name}, in force until ${recordAttestation.expiresAt}`,
  );
}

/** The domains and external references given on the command line; an option left out changes nothing. */
function connectorFields(options: Options) {
  // Given as "", a list is emptied; left out, it is kept.
  const listOf = (key: string) => (typeof options[key] === 'string' ? (optionalList(options, key) ?? []) : undefined);
  const domains = listOf('domains');
  const refs = listOf('external-refs')?.map((ref) => {
    const at = ref.indexOf(':');
    if (at < 1 || at === ref.length - 1) throw new UsageError(`--external-refs takes system:id pairs, not '${ref}'`);
    return { system: ref.slice(0, at), id: ref.slice(at + 1) };
  });
  return { ...(domains ? { domains } : {}), ...(refs ? { externalRefs: refs } : {}) };
}

/** A fact file, checked exactly as REST checks the body of a push (pydantic's errors, one per field). */
async function readPush(terminal: Terminal, file: string, organizationId: string) {
  const text = file === '-' ? await terminal.input() : await readFile(file, 'utf8');
  const validated = validateRequest(pushFactsRoute.request, {
    params: { organization_id: organizationId },
    query: {},
    body: text,
    contentType: 'application/json',
  });
  if (!validated.ok) {
    const lines = validated.body.detail.map((error) => `${error.loc.slice(1).join('.') || 'file'}: ${error.msg}`);
    throw new Error(`${file === '-' ? 'standard input' : file}: ${lines.join('; ')}`);
  }
  return validated.value.body;
}
