import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { write } from '../api.ts';
import { ErrorNote, ScreenHeading } from '../components/common.tsx';
import { TextField, useSubmit } from '../components/fields.tsx';
import { ConsoleCreateOrganizationDocument, ConsoleUpdateOrganizationDocument } from '../generated/operations.ts';
import { LIMITS } from '../limits.ts';
import { invalidate, keys } from '../query.ts';

/** The fields of an organization a person sets, checked as typed; `onSave` sends them. */
function OrganizationFields(props: {
  initialName?: string;
  submitLabel: string;
  onSave(input: { name: string }): Promise<void>;
  onCancel?(): void;
}) {
  const { initialName, submitLabel, onSave, onCancel } = props;
  const submit = useSubmit((data) => onSave({ name: String(data.get('name')).trim() }));
  return (
    <form className="stack organization-form" {...submit.props} aria-label="Organization">
      <TextField
        label="Name"
        name="name"
        limit={LIMITS.name}
        required
        initial={initialName}
        autoComplete="organization"
      />
      <ErrorNote error={submit.error} />
      <div className="actions">
        <button type="submit" disabled={submit.busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

/** Renames the organization in place. */
export function OrganizationName({ id, name }: { id: string; name: string }) {
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <button type="button" className="secondary" onClick={() => setEditing(true)}>
        Edit organization
      </button>
    );
  }
  return (
    <OrganizationFields
      initialName={name}
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
