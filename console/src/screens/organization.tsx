import { Link, useParams } from '@tanstack/react-router';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { DownloadButton } from '../components/download-button.tsx';
import { formatScore, formatTime, StatusBadge } from '../components/status.tsx';
import { TrendChart } from '../components/trend-chart.tsx';
import { ConsoleOrganizationDocument } from '../generated/operations.ts';
import { keys, useGraph } from '../query.ts';
import { Attestations } from './attestations.tsx';
import { ConnectConnector } from './connect.tsx';
import { ExceptionList, StandardsInScope } from './exceptions.tsx';
import { Grid } from './grid.tsx';
import { IntegrationList } from './integrations.tsx';
import { OrganizationName } from './organization-form.tsx';
import { PsaTickets } from './tickets.tsx';

export default function Organization() {
  const { organizationId: id } = useParams({ from: '/organizations/$organizationId' });
  const loaded = useGraph(keys.organization(id), ConsoleOrganizationDocument, { id, days: 30 });
  const organization = loaded.data?.organization;
  const overrides = loaded.data?.overrides.edges.map((edge) => edge.node) ?? [];
  const api = `/api/v1/organizations/${encodeURIComponent(id)}`;
  return (
    <>
      <p className="breadcrumb">
        <Link to="/">Fleet</Link> /
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
          <p className="summary">
            Domains: {organization.domains.join(', ') || 'none'} · External references:{' '}
            {organization.externalRefs.map((ref) => `${ref.system} ${ref.id}`).join(', ') || 'none'}
          </p>
          <div className="actions">
            <Link className="button" to="/organizations/$organizationId/detections" params={{ organizationId: id }}>
              Detections
            </Link>
            <Link className="button" to="/organizations/$organizationId/reports" params={{ organizationId: id }}>
              Report schedule
            </Link>
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
            <OrganizationName id={id} initial={organization} />
          </div>
          <div className="panels">
            <section aria-labelledby="trend-title" className="card">
              <h2 id="trend-title">Trend (30 days)</h2>
              <TrendChart buckets={organization.trend.buckets} />
            </section>
            <IntegrationList organizationId={id} items={organization.integrations.items} />
            <ExceptionList organizationId={id} items={overrides} />
          </div>
          <div className="panels two">
            <StandardsInScope organizationId={id} overrides={overrides} />
            <ConnectConnector
              organizationId={id}
              organizationName={organization.name}
              typeCodes={organization.integrations.items.map((integration) => integration.typeCode)}
            />
            <Attestations organizationId={id} />
            <PsaTickets organizationId={id} companyId={organization.psaCompanyId} />
          </div>
          <Grid organizationId={id} overrides={overrides} />
        </>
      )}
    </>
  );
}
