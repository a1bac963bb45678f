import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { write } from '../api.ts';
import { ErrorNote, ScreenHeading } from '../components/common.tsx';
import { FormButtons, TextField, useSubmit } from '../components/fields.tsx';
import { ConsoleCreateOrganizationDocument, ConsoleUpdateOrganizationDocument } from '../generated/operations.ts';
import { LIMITS } from '../limits.ts';
import { useCan } from '../me.ts';
import { invalidate, keys } from '../query.ts';

interface OrganizationValues {
  name: string;
  domains: string[];
  externalRefs: { system: string; id: string }[];
}

/** Domains as typed: one per line, or separated by spaces or commas. */
function domainsOf(text: FormDataEntryValue | null): string[] {
  return String(text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** References as typed, one per line: the system, a space, the id there; a line without both is refused. */
function referencesOf(text: FormDataEntryValue | null): OrganizationValues['externalRefs'] {
  return String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [system, ...rest] = line.split(/\s+/);
      if (!rest.length)
        throw new Error(`External reference "${line}" needs a system and an id, e.g. microsoft365 <tenant id>.`);
      return { system: system!, id: rest.join(' ') };
    });
}

/** The fields of an organization a person sets, checked as typed; `onSave` sends them. */
function OrganizationFields(props: {
  initial?: OrganizationValues;
  submitLabel: string;
  onSave(input: OrganizationValues): Promise<void>;
  onCancel?(): void;
}) {
  const { initial, submitLabel, onSave, onCancel } = props;
  const submit = useSubmit((data) =>
    onSave({
      name: String(data.get('name')).trim(),
      domains: domainsOf(data.get('domains')),
      externalRefs: referencesOf(data.get('externalRefs')),
    }),
  );
  return (
    <form className="stack organization-form" {...submit.props} aria-label="Organization">
      <TextField
        label="Name"
        name="name"
        limit={LIMITS.name}
        required
        initial={initial?.name}
        autoComplete="organization"
      />
      <TextField
        label="Domains"
        name="domains"
        multiline
        initial={initial?.domains.join('\n')}
        hint="Its DNS domains, one per line (at most 50): the dns connector checks their email posture."
      />
      <TextField
        label="External references"
        name="externalRefs"
        multiline
        initial={initial?.externalRefs.map((ref) => `${ref.system} ${ref.id}`).join('\n')}
        hint="Its ids in other systems, one per line: the system, a space, the id (e.g. microsoft365 and its tenant id)."
      />
      <ErrorNote error={submit.error} />
      <FormButtons label={submitLabel} busy={submit.busy} onCancel={onCancel} />
    </form>
  );
}

/** Edits the organization in place: its name, domains and external references. */
export function OrganizationName({ id, initial }: { id: string; initial: OrganizationValues }) {
  const [editing, setEditing] = useState(false);
  const canWrite = useCan('organization.write');
  if (!canWrite) return null;
  if (!editing) {
    return (
      <button type="button" className="secondary" onClick={() => setEditing(true)}>
        Edit organization
      </button>
    );
  }
  return (
    <OrganizationFields
      initial={initial}
      submitLabel="Save organization"
      onCancel={() => setEditing(false)}
      onSave={async (input) => {
        await write('organization.write', ConsoleUpdateOrganizationDocument, { id, input });
        await invalidate(keys.organization(id), keys.fleet);
        setEditing(false);
      }}
    />
  );
}

/** A new client: created, then its screen opens to set up integrations and a connector. */
export default function NewOrganization() {
  const navigate = useNavigate();
  return (
    <>
      <p className="breadcrumb">
        <Link to="/">Fleet</Link> /
      </p>
      <ScreenHeading>New organization</ScreenHeading>
      <OrganizationFields
        submitLabel="Create organization"
        onSave={async (input) => {
          const created = await write('organization.write', ConsoleCreateOrganizationDocument, { input });
          await invalidate(keys.fleet);
          await navigate({
            to: '/organizations/$organizationId',
            params: { organizationId: created.createOrganization.id },
            ignoreBlocker: true,
          });
        }}
      />
    </>
  );
}
