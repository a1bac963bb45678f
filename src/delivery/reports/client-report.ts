import { createHash } from 'node:crypto';
import type { ReportChanges, ReportSnapshot } from '../../domain/report-changes.ts';
import type { ClientReportQuery, DetectionRecordFragment } from '../../graphql/generated/operations.ts';

/**
 * The client report as one self-contained HTML document: a pure function from what the graph
 * returned to text, so it is tested without a server. Nothing is loaded from elsewhere (CSS in
 * <style>, the trend an inline SVG, no script), so it opens offline, in a mail attachment, and
 * prints whole. Every value from the data goes through `html`. It carries its own
 * Content-Security-Policy (clientReportCsp): nothing but its style sheets may apply, so a value
 * that escaped `html` still could not run or load anything, wherever the report is opened.
 */

type Organization = ClientReportQuery['organization'];
type Row = Organization['compliance']['items'][number];
type Bucket = Organization['trend']['buckets'][number];

export interface ClientReportData {
  organization: Organization;
  /** Open detections by control id (as many as the report reads). */
  openDetections: ReadonlyMap<string, readonly DetectionRecordFragment[]>;
  /** When the report was made. */
  generatedAt: Date;
  days: number;
  /** Expiry of an exception by control or standard id, once exceptions can end (DECISIONS). */
  expiries?: ReadonlyMap<string, string>;
  /** The tenant's branding (MSP name, logo, accent colour, footer); absent: unbranded. */
  branding?: ReportBranding;
  /** What changed since the last kept report; absent: the section is left out. */
  changes?: ReportChanges;
}

export interface ReportBranding {
  mspName: string;
  accentColor: string;
  footer: string;
  /** A data: URL (PNG, or a sanitised SVG). */
  logoDataUrl: string | null;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const html = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** In process the graph's times are Dates; through its types, strings. */
export const day = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '').slice(0, 10);

export const STATUSES = [
  ['pass', 'Pass', '#2e7d32'],
  ['fail', 'Fail', '#c62828'],
  ['noData', 'No data', '#757575'],
  ['notCovered', 'Not covered', '#ef6c00'],
  ['notApplicable', 'Not applicable', '#90a4ae'],
] as const;
type CountKey = (typeof STATUSES)[number][0];
const STATUS_KEY: Record<string, CountKey> = {
  pass: 'pass',
  fail: 'fail',
  no_data: 'noData',
  not_covered: 'notCovered',
  not_applicable: 'notApplicable',
};

const STYLE = `
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;margin:2rem auto;max-width:60rem;padding:0 1rem}
h1{font-size:1.6rem;margin:0}h2{font-size:1.2rem;margin:2rem 0 .5rem;border-bottom:2px solid #ddd;padding-bottom:.2rem}
.meta{color:#555;margin:.3rem 0 1rem}.rollup{display:inline-block;padding:.1rem .6rem;border-radius:1rem;color:#fff;font-weight:600}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f5f5f5}td.n{text-align:right;font-variant-numeric:tabular-nums}ul{margin:.2rem 0;padding-left:1.2rem}
.legend span{display:inline-block;margin-right:1rem}.legend i{display:inline-block;width:.8rem;height:.8rem;margin-right:.3rem;vertical-align:middle}
.empty{color:#555;font-style:italic}svg{max-width:100%;height:auto}
@media (max-width:600px){body{margin:1rem auto;padding:0 .5rem;font-size:13px}h1{font-size:1.3rem}
th,td{padding:.2rem .3rem;overflow-wrap:anywhere}.fix{overflow-wrap:anywhere}th{font-size:.8rem}.legend span{margin-right:.6rem}}
@media print{body{margin:0;max-width:none;font-size:11pt}h2{break-after:avoid}tr,li,svg,.control{break-inside:avoid}
thead{display:table-header-group}.rollup{border:1px solid #000;-webkit-print-color-adjust:exact;print-color-adjust:exact}
@page{margin:15mm}}
${STATUSES.map(([key, , color]) => `.s-${key}{background:${color}}`).join('')}.s-other{background:#555}
.brand{border-bottom:4px solid #555;padding-bottom:.4rem;margin-bottom:1rem}.brand img{max-height:48px;vertical-align:middle;margin-right:.6rem}
footer{margin-top:2rem;color:#555;border-top:1px solid #ddd;padding-top:.4rem}`;

/** The tenant's accent colour (`#rrggbb`, checked where it is set): a style sheet of its own, hashed into the policy. */
const accentStyle = (accentColor: string) => `.brand{border-bottom-color:${accentColor}}`;
const ACCENT_STYLE = /<style>\.brand\{border-bottom-color:(#[0-9a-f]{6})\}<\/style>/;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The report's policy: its style sheets (by hash; no style attribute, so colours are classes), its
 * inline SVG and data: images (the logo), no script, no request, framed nowhere.
 */
export function clientReportCsp(accentColor?: string): string {
  const styles = [STYLE, ...(accentColor ? [accentStyle(accentColor)] : [])].map(sha256).join(' ');
  return [
    "default-src 'none'",
    `style-src ${styles}`,
    'img-src data:',
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The policy of a kept report, as rendered then: its accent read back from its own accent sheet. */
export function keptReportCsp(html: string): string {
  return clientReportCsp(ACCENT_STYLE.exec(html)?.[1]);
}

/** The policy of an unbranded report. */
export const CLIENT_REPORT_CSP = clientReportCsp();

/** The class that colours a status (`s-other` for one the report does not know). */
const colorOf = (status: string) => `s-${STATUS_KEY[status] ?? 'other'}`;
export const labelOf = (status: string) => STATUSES.find(([key]) => key === STATUS_KEY[status])?.[1] ?? status;

function countsTable(rows: readonly { name: string; counts: Record<CountKey, number> }[]): string {
  const head = STATUSES.map(([, label]) => `<th>${label}</th>`).join('');
  const body = rows
    .map(
      ({ name, counts }) =>
        `<tr><td>${html(name)}</td>${STATUSES.map(([key]) => `<td class="n">${counts[key]}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Standard</th>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** Each standard's counts, from the grid's rows, in the grid's order. */
export function standardCounts(items: readonly Row[]) {
  const byStandard = new Map<string, { name: string; counts: Record<CountKey, number> }>();
  for (const row of items) {
    let entry = byStandard.get(row.standardId);
    if (!entry) {
      entry = { name: row.standardName, counts: { pass: 0, fail: 0, noData: 0, notCovered: 0, notApplicable: 0 } };
      byStandard.set(row.standardId, entry);
    }
    const key = STATUS_KEY[row.status];
    if (key) entry.counts[key] += 1;
  }
  return [...byStandard.values()];
}

const BUCKET_KEYS: Record<CountKey, keyof Bucket> = {
  pass: 'passCount',
  fail: 'failCount',
  noData: 'noDataCount',
  notCovered: 'notCoveredCount',
  notApplicable: 'notApplicableCount',
};

/** The trend as an inline SVG: one line per status over the days, counts on the y axis. */
export function trendChart(buckets: readonly Bucket[]): string {
  const width = 720;
  const height = 220;
  const pad = { left: 40, right: 10, top: 10, bottom: 30 };
  const max = Math.max(1, ...buckets.flatMap((b) => STATUSES.map(([key]) => Number(b[BUCKET_KEYS[key]]))));
  const x = (i: number) =>
    pad.left + (buckets.length <= 1 ? 0 : (i * (width - pad.left - pad.right)) / (buckets.length - 1));
  const y = (v: number) => pad.top + (height - pad.top - pad.bottom) * (1 - v / max);
  const lines = STATUSES.map(([key, label, color]) => {
    const points = buckets.map((b, i) => `${x(i).toFixed(1)},${y(Number(b[BUCKET_KEYS[key]])).toFixed(1)}`).join(' ');
    return `<polyline fill="none" stroke="${color}" stroke-width="2" points="${points}"><title>${label}</title></polyline>`;
  }).join('');
  const first = buckets[0];
  const last = buckets.at(-1);
  const axis =
    `<line x1="${pad.left}" y1="${y(0)}" x2="${width - pad.right}" y2="${y(0)}" stroke="#999"/>` +
    `<line x1="${pad.left}" y1="${pad.top}" x2="${pad.left}" y2="${y(0)}" stroke="#999"/>` +
    `<text x="${pad.left - 5}" y="${y(max) + 4}" text-anchor="end" font-size="11">${max}</text>` +
    `<text x="${pad.left - 5}" y="${y(0) + 4}" text-anchor="end" font-size="11">0</text>` +
    (first ? `<text x="${pad.left}" y="${height - 8}" font-size="11">${html(day(first.day))}</text>` : '') +
    (last
      ? `<text x="${width - pad.right}" y="${height - 8}" text-anchor="end" font-size="11">${html(day(last.day))}</text>`
      : '');
  const legend = STATUSES.map(([key, label]) => `<span><i class="s-${key}"></i>${label}</span>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Controls by status per day">` +
    `<title>Controls by status per day</title>${axis}${lines}</svg><div class="legend">${legend}</div>`
  );
}

function failingSection(items: readonly Row[], detections: ClientReportData['openDetections']): string {
  const failing = items.filter((row) => row.status === 'fail');
  if (failing.length === 0) return '<p class="empty">No control fails.</p>';
  return failing
    .map((row) => {
      const shown = detections.get(row.ruleId) ?? [];
      const more = row.openDetectionCount - shown.length;
      const list = shown
        .map(
          (d) =>
            `<li>${html(d.title)} <small>(${html(d.subject)}, ${html(d.severity)}, since ${html(day(d.firstSeenAt))})</small></li>`,
        )
        .join('');
      return (
        `<div class="control"><h3>${html(row.ruleName)} <small>${html(row.standardName)}, ${html(row.severity)}</small></h3>` +
        `<p>${row.subjectsFailing} of ${row.subjectsEvaluated} subjects failing; ${row.openDetectionCount} open detections.</p>` +
        (list ? `<ul>${list}</ul>` : '') +
        (more > 0 ? `<p class="empty">and ${more} more.</p>` : '') +
        howToFix(row) +
        '</div>'
      );
    })
    .join('');
}

/** The control's remediation, as its source words it: what to change, the steps, and the link. */
function howToFix(row: Row): string {
  const fix = row.remediation;
  if (!fix) return '';
  const steps = fix.steps.map((step) => `<li>${html(step)}</li>`).join('');
  return (
    `<div class="fix"><h4>How to fix</h4><p>${html(fix.summary)}</p>` +
    (steps ? `<ol>${steps}</ol>` : '') +
    `<p><small>Source: ${html(fix.url)}</small></p></div>`
  );
}

function notCoveredSection(items: readonly Row[]): string {
  const rows = items.filter((row) => row.status === 'not_covered');
  if (rows.length === 0) return '<p class="empty">Every control has a source for its data.</p>';
  const body = rows
    .map((row) => {
      const detail = row.detail;
      const missing = detail?.missingPredicates.map(html).join(', ') || 'unknown';
      const refused = (detail?.refusedHere ?? []).map((r) => `${html(r.connector)}: ${html(r.reason)}`).join('; ');
      return `<tr><td>${html(row.ruleName)}</td><td>${html(row.standardName)}</td><td>${missing}</td><td>${refused}</td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th>Control</th><th>Standard</th><th>Missing data</th><th>Refused by a connected source</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** The exceptions in force: the standards an override takes out, then the controls. */
export function exceptionsOf(organization: Organization, expiries: ReadonlyMap<string, string>) {
  const names = new Map(organization.compliance.items.map((row) => [row.standardId, row.standardName]));
  const standards = organization.standardOverrides
    .filter((o) => !o.enabled)
    .map((o) => ({
      what: `Standard ${names.get(o.standardId) ?? o.standardId}`,
      id: o.standardId,
      reason: o.reason,
      who: o.disabledBy?.name,
      when: o.disabledAt,
    }));
  const controls = organization.compliance.items
    .filter((row) => row.isOverridden)
    .map((row) => ({
      what: row.ruleName,
      id: row.ruleId,
      reason: row.disabledReason,
      who: row.disabledByName,
      when: row.disabledAt,
    }));
  return [...standards, ...controls].map((e) => ({ ...e, expiresAt: expiries.get(e.id) ?? null }));
}

function exceptionsSection(organization: Organization, expiries: ReadonlyMap<string, string>): string {
  const all = exceptionsOf(organization, expiries);
  if (all.length === 0) return '<p class="empty">No exception is in force.</p>';
  const body = all
    .map(
      (e) =>
        `<tr><td>${html(e.what)}</td><td>${html(e.reason)}</td><td>${html(e.who ?? 'an API key')}</td><td>${html(day(e.when))}</td><td>${html(day(e.expiresAt) || 'none')}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Exception</th><th>Reason</th><th>By</th><th>Since</th><th>Expires</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** What a kept report showed: the next one's "what changed" compares with it. */
export function reportSnapshot(data: ClientReportData): ReportSnapshot {
  const { organization } = data;
  return {
    failing: organization.compliance.items
      .filter((row) => row.status === 'fail')
      .map((row) => ({ controlId: row.ruleId, name: row.ruleName, standardName: row.standardName })),
    exceptions: exceptionsOf(organization, data.expiries ?? new Map()).map((e) => ({
      id: e.id,
      what: e.what,
      reason: e.reason ?? null,
      expiresAt: e.expiresAt,
    })),
  };
}

function changeList(title: string, items: readonly string[]): string {
  return items.length === 0
    ? ''
    : `<h3>${html(title)}</h3><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

function changesSection(changes: ReportChanges | undefined): string {
  if (!changes) return '';
  if (!changes.since)
    return '<h2>What changed since the last report</h2><p class="empty">This is the first report.</p>';
  const control = (c: { name: string; standardName: string }) =>
    `${html(c.name)} <small>(${html(c.standardName)})</small>`;
  const exception = (e: { what: string; reason: string | null }) =>
    `${html(e.what)}${e.reason ? `: ${html(e.reason)}` : ''}`;
  const lists =
    changeList('Started failing', changes.startedFailing.map(control)) +
    changeList('Stopped failing', changes.stoppedFailing.map(control)) +
    changeList('Exceptions granted', changes.exceptionsGranted.map(exception)) +
    changeList('Exceptions ended', changes.exceptionsEnded.map(exception));
  return `<h2>What changed since the last report (${html(day(changes.since))})</h2>${lists || '<p class="empty">Nothing changed.</p>'}`;
}

function brandHeader(branding: ReportBranding | undefined): string {
  if (!branding) return '';
  const logo = branding.logoDataUrl ? `<img src="${html(branding.logoDataUrl)}" alt="">` : '';
  return `<div class="brand">${logo}<strong>${html(branding.mspName)}</strong></div>`;
}

function brandFooter(branding: ReportBranding | undefined): string {
  return branding?.footer ? `<footer>${html(branding.footer)}</footer>` : '';
}

export function renderClientReport(data: ClientReportData): string {
  const { organization } = data;
  const counts = STATUSES.map(([key]) => organization.statusCounts[key]);
  const rollup = countsTable([{ name: 'All standards', counts: organization.statusCounts }]);
  const title = `Compliance report: ${organization.name}`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${html(title)}</title><style>${STYLE}</style>${data.branding ? `<style>${accentStyle(data.branding.accentColor)}</style>` : ''}</head>
<body>
${brandHeader(data.branding)}<header><h1>${html(title)}</h1>
<p class="meta">Report of ${html(day(data.generatedAt))}; last evaluated ${html(day(organization.evaluatedAt) || 'never')}. Overall:
<span class="rollup ${colorOf(organization.rollup)}">${html(labelOf(organization.rollup))}</span>
${organization.score === null ? '' : ` score ${html(organization.score)}%`} (${counts.reduce((a, b) => a + b, 0)} controls).</p></header>
<h2>Rollup and standards</h2>${rollup}${countsTable(standardCounts(organization.compliance.items))}
<h2>Trend over ${data.days} days</h2>${trendChart(organization.trend.buckets)}
<h2>Failing controls</h2>${failingSection(organization.compliance.items, data.openDetections)}
<h2>Controls without data to judge them</h2>${notCoveredSection(organization.compliance.items)}
<h2>Exceptions in force</h2>${exceptionsSection(organization, data.expiries ?? new Map())}
${changesSection(data.changes)}${brandFooter(data.branding)}
</body></html>
`;
}
