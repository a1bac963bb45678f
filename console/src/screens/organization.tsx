import { useCallback, useState } from 'react';
import { graph } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { DownloadButton } from '../components/download-button.tsx';
import { formatScore, formatTime, StatusBadge } from '../components/status.tsx';
import { TrendChart } from '../components/trend-chart.tsx';
import { ConsoleOrganizationDocument, type ConsoleOrganizationQuery } from '../generated/operations.ts';
import { useLoad } from '../hooks.ts';
import { href } from '../router.ts';
import { Grid } from './grid.tsx';

type Overrides = ConsoleOrganizationQuery['overrides']['edges'][number]['node'][];
type Integrations = ConsoleOrganizationQuery['organization']['integrations']['items'];

export function Organization({ id }: { id: string }) {
  const loaded = useLoad(() => graph(ConsoleOrganizationDocument, { id, days: 30 }), id);
  const [names, setNames] = useState<Map<string, string>>(new Map());
  const addNames = useCallback((seen: Map<string, string>) => setNames((known) => new Map([...known, ...seen])), []);
  const organization = loaded.data?.organization;
  const api = `/api/v1/organizations/${encodeURIComponent(id)}`;
  return (
    <>
      <p className="breadcrumb">
        <a href={href.fleet()}>Fleet</a> /
      </p>
      <ScreenHeading>{organization?.name ?? 'Organization'}</ScreenHeading>
      <Busy loading={loaded.loading && !organization} />
      <ErrorNote error={loaded.error} />
      {organization && (
        <>
          <p className="summary">
            <StatusBadge status={organization.rollup} /> score {formatScore(organization.score)} · health{' '}
            {organization.health} · evaluated {formatTime(organization.evaluatedAt)}
          </p>
          <div className="actions">
            <a className="button" href={href.detections(id)}>
              Detections
            </a>
            <DownloadButton
              path={`${api}/report?days=90`}
              fallbackName={`report-${id}.html`}
              label="Client report (HTML)"
            />
            <DownloadButton path={`${api}/compliance/export`} fallbackName="compliance.csv" label="Export grid CSV" />
            <DownloadButton
              path={`${api}/detections/export`}
              fallbackName="detections.csv"
              label="Export detections CSV"
            />
          </div>
          <div className="panels">
            <section aria-labelledby="trend-title" className="card">
              <h2 id="trend-title">Trend (30 days)</h2>
              <TrendChart buckets={organization.trend.buckets} />
            </section>
            <IntegrationList items={organization.integrations.items} />
            <OverrideList items={loaded.data?.overrides.edges.map((edge) => edge.node) ?? []} names={names} />
          </div>
          <Grid organizationId={id} onChange={loaded.reload} onNames={addNames} />
        </>
      )}
    </>
  );
}

function IntegrationList({ items }: { items: Integrations }) {
  return (
    <section aria-labelledby="integrations-title" className="card">
      <h2 id="integrations-title">Integrations</h2>
      {items.length === 0 && <p>None set up.</p>}
      <ul className="plain">
        {items.map((integration) => (
          <li key={integration.typeCode}>
            <strong>{integration.typeCode}</strong>{' '}
            <span className={`integration integration-${integration.status}`}>{integration.status}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OverrideList({ items, names }: { items: Overrides; names: Map<string, string> }) {
  return (
    <section aria-labelledby="overrides-title" className="card">
      <h2 id="overrides-title">Overrides and exceptions</h2>
      {items.length === 0 && <p>None.</p>}
      <ul className="plain">
        {items.map((override) => (
          <li key={`${override.kind}-${override.controlId ?? override.standardId}`}>
            {override.kind === 'standard' ? 'Standard' : 'Control'}{' '}
            <strong>{names.get((override.controlId ?? override.standardId)!) ?? '(not shown)'}</strong>{' '}
            {override.enabled === false ? 'disabled' : 'adjusted'}
            {override.reason ? `: ${override.reason}` : ''}
            {override.disabledBy ? ` (by ${override.disabledBy.name})` : ''}
            {override.expiresAt ? `, until ${formatTime(override.expiresAt)}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
