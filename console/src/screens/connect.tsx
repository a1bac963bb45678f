import { useId, useState } from 'react';
import { write } from '../api.ts';
import { ErrorNote } from '../components/common.tsx';
import { NoteButton } from '../components/download-button.tsx';
import { TextField, useSubmit } from '../components/fields.tsx';
import {
  ConsoleConnectorTypesDocument,
  ConsoleControlDefinitionsDocument,
  ConsoleCreateApiKeyDocument,
} from '../generated/operations.ts';
import { LIMITS } from '../limits.ts';
import { useCan } from '../me.ts';
import { invalidate, keys, useGraph } from '../query.ts';
import { useGridRows } from './grid-rows.ts';

/**
 * A fact this organization's grid would judge, for the example push: a predicate the connector
 * type supplies that an in-scope control here requires, with the fields that control expects.
 */
function useExampleFact(organizationId: string, typeCode: string) {
  const catalog = useGraph(keys.catalog, ConsoleConnectorTypesDocument, {});
  const predicates = new Set(
    catalog.data?.connectorTypes.items.find((type) => type.typeCode === typeCode)?.predicates ?? [],
  );
  const grid = useGridRows(organizationId);
  const row = (grid.rows ?? []).find(
    (candidate) => candidate.effectiveEnabled && candidate.requiredPredicates.some((name) => predicates.has(name)),
  );
  const controls = useGraph(
    ['control-definitions'],
    ConsoleControlDefinitionsDocument,
    { standardId: row?.standardId ?? '' },
    { enabled: Boolean(row) },
  );
  const definition = controls.data?.standardControls.items.find((control) => control.id === row?.ruleId)?.definition;
  const predicate = row?.requiredPredicates.find((name) => predicates.has(name)) ?? [...predicates][0];
  const expect = (definition?.expect ?? {}) as Record<string, unknown>;
  // Final once the catalog, the grid and (when a control judges it) that control's definition are read.
  const ready = Boolean(catalog.data && grid.rows && (!row || controls.data));
  return { ready, fact: predicate ? { predicate, fields: expect, judgedBy: row?.ruleName } : undefined };
}

function examplePush(
  organizationId: string,
  typeCode: string,
  key: string,
  fact: ReturnType<typeof useExampleFact>['fact'],
) {
  const body = {
    typeCode,
    facts: fact ? [{ predicate: fact.predicate, subject: 'example-subject-1', fields: fact.fields }] : [],
  };
  return [
    `curl -sS -X POST '${window.location.origin}/api/v1/organizations/${organizationId}/facts' \\`,
    `  -H 'Authorization: Bearer ${key}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${JSON.stringify(body)}'`,
  ].join('\n');
}

/** Copies `text`, and says whether it could (a browser may refuse the clipboard). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <NoteButton
      label={label}
      run={() =>
        navigator.clipboard.writeText(text).then(
          () => 'Copied.',
          () => 'Copying is not allowed here: select the text and copy it.',
        )
      }
    />
  );
}

/** The key, shown once, and a push that works as it is pasted. */
function CreatedKey(props: { organizationId: string; typeCode: string; secret: string; prefix: string }) {
  const { organizationId, typeCode, secret } = props;
  const { ready, fact } = useExampleFact(organizationId, typeCode);
  const push = examplePush(organizationId, typeCode, secret, fact);
  return (
    <div role="status" className="created-key">
      <p>
        <strong>The key is shown once: store it now.</strong> It may only push facts.
      </p>
      <pre className="secret">
        <code>{secret}</code>
      </pre>
      <CopyButton text={secret} label="Copy key" />
      <h4>Example push</h4>
      <p>
        {fact?.judgedBy
          ? `One ${fact.predicate} fact, as the control “${fact.judgedBy}” expects it to pass:`
          : 'No in-scope control here judges this connector’s facts yet; a push is accepted all the same:'}
      </p>
      <pre className="example" aria-busy={!ready}>
        <code>{push}</code>
      </pre>
      <CopyButton text={push} label="Copy example push" />
    </div>
  );
}

/**
 * A key for a connector of this organization: `facts.write` only, a tenant key (it outlives the
 * person who made it), its plaintext shown once with an example push.
 */
export function ConnectConnector(props: { organizationId: string; organizationName: string; typeCodes: string[] }) {
  const { organizationId, organizationName, typeCodes } = props;
  const [created, setCreated] = useState<{ secret: string; prefix: string; typeCode: string }>();
  const typeId = useId();
  const submit = useSubmit(async (data) => {
    const result = await write('api_key.manage', ConsoleCreateApiKeyDocument, {
      input: { name: String(data.get('name')).trim(), scopes: ['facts.write'], userScoped: false },
    });
    setCreated({
      secret: result.createApiKey.key,
      prefix: result.createApiKey.apiKey.prefix,
      typeCode: String(data.get('typeCode')),
    });
    await invalidate(keys.apiKeys);
  });
  // The whole card makes a key: a role without api_key.manage has nothing to do here.
  if (!useCan('api_key.manage')) return null;
  return (
    <section aria-labelledby="connect-title" className="card">
      <h2 id="connect-title">Connect a connector</h2>
      {typeCodes.length === 0 ? (
        <p>Add an integration first: the key pushes facts as one of them.</p>
      ) : created ? (
        <CreatedKey organizationId={organizationId} {...created} />
      ) : (
        <form className="stack" {...submit.props} aria-label="New connector key">
          <label htmlFor={typeId}>Integration</label>
          <select id={typeId} name="typeCode">
            {typeCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <TextField
            label="Key name"
            name="name"
            limit={LIMITS.apiKeyName}
            required
            initial={`${[...organizationName].slice(0, 80).join('')} connector`}
          />
          <ErrorNote error={submit.error} />
          <button type="submit" disabled={submit.busy}>
            Create connector key
          </button>
        </form>
      )}
    </section>
  );
}
