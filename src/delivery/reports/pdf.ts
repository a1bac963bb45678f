import { createRequire } from 'node:module';
import path from 'node:path';
import type { Content, createPdf, TableCell } from 'pdfmake';
import type { ReportChanges } from '../../domain/report-changes.ts';
import {
  type ClientReportData,
  day,
  exceptionsOf,
  labelOf,
  STATUSES,
  standardCounts,
  trendChart,
} from './client-report.ts';

/**
 * The client report as a PDF, from the same model as the HTML (src/delivery/reports/model.ts),
 * laid out by pdfmake (over PDFKit): no browser on the server. The trend is the HTML report's own
 * SVG chart. pdfmake may read no URL and no file but its bundled Roboto fonts (Apache 2.0).
 */

type TDocumentDefinitions = Parameters<typeof createPdf>[0];

const require = createRequire(import.meta.url);
interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (file: string) => boolean): void;
  createPdf(definition: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
}

/**
 * pdfmake, loaded with its fonts and access policies on the first report rather than at start-up:
 * loading it is a tenth of a second of every process's start, and most processes never render one.
 */
let loaded: PdfMake | undefined;
function pdfmake(): PdfMake {
  if (loaded) return loaded;
  const pdf = require('pdfmake') as PdfMake;
  const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  pdf.setFonts({
    Roboto: {
      normal: path.join(fontDir, 'Roboto-Regular.ttf'),
      bold: path.join(fontDir, 'Roboto-Medium.ttf'),
      italics: path.join(fontDir, 'Roboto-Italic.ttf'),
      bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdf.setUrlAccessPolicy(() => false);
  pdf.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));
  loaded = pdf;
  return pdf;
}

const cell = (text: unknown, bold = false): TableCell => ({ text: String(text ?? ''), bold });

function countsTable(rows: { name: string; counts: Record<(typeof STATUSES)[number][0], number> }[]): Content {
  return {
    table: {
      headerRows: 1,
      widths: ['*', ...STATUSES.map(() => 'auto' as const)],
      body: [
        [cell('Standard', true), ...STATUSES.map(([, label]) => cell(label, true))],
        ...rows.map((row) => [cell(row.name), ...STATUSES.map(([key]) => cell(row.counts[key]))]),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 8],
  };
}

function failingSection(data: ClientReportData): Content[] {
  const failing = data.organization.compliance.items.filter((row) => row.status === 'fail');
  if (failing.length === 0) return [{ text: 'No control fails.', italics: true }];
  return failing.flatMap((row): Content[] => {
    const shown = data.openDetections.get(row.ruleId) ?? [];
    const more = row.openDetectionCount - shown.length;
    return [
      { text: `${row.ruleName} (${row.standardName}, ${row.severity})`, bold: true, margin: [0, 6, 0, 0] },
      `${row.subjectsFailing} of ${row.subjectsEvaluated} subjects failing; ${row.openDetectionCount} open detections.`,
      ...(shown.length
        ? [{ ul: shown.map((d) => `${d.title} (${d.subject}, ${d.severity}, since ${day(d.firstSeenAt)})`) } as Content]
        : []),
      ...(more > 0 ? [{ text: `and ${more} more.`, italics: true } as Content] : []),
    ];
  });
}

function notCoveredSection(data: ClientReportData): Content {
  const rows = data.organization.compliance.items.filter((row) => row.status === 'not_covered');
  if (rows.length === 0) return { text: 'Every control has a source for its data.', italics: true };
  return {
    table: {
      headerRows: 1,
      widths: ['*', '*', '*'],
      body: [
        [cell('Control', true), cell('Standard', true), cell('Missing data', true)],
        ...rows.map((row) => [
          cell(row.ruleName),
          cell(row.standardName),
          cell(row.detail?.missingPredicates.join(', ') || 'unknown'),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

function exceptionsSection(data: ClientReportData): Content {
  const all = exceptionsOf(data.organization, data.expiries ?? new Map());
  if (all.length === 0) return { text: 'No exception is in force.', italics: true };
  return {
    table: {
      headerRows: 1,
      widths: ['*', '*', 'auto', 'auto', 'auto'],
      body: [
        ['Exception', 'Reason', 'By', 'Since', 'Expires'].map((h) => cell(h, true)),
        ...all.map((e) => [
          cell(e.what),
          cell(e.reason),
          cell(e.who ?? 'an API key'),
          cell(day(e.when)),
          cell(day(e.expiresAt) || 'none'),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

function changesSection(changes: ReportChanges | undefined): Content[] {
  if (!changes) return [];
  const heading: Content = { text: 'What changed since the last report', style: 'h2' };
  if (!changes.since) return [heading, { text: 'This is the first report.', italics: true }];
  const list = (title: string, items: string[]): Content[] =>
    items.length ? [{ text: title, bold: true, margin: [0, 4, 0, 0] }, { ul: items }] : [];
  const lists = [
    ...list(
      'Started failing',
      changes.startedFailing.map((c) => `${c.name} (${c.standardName})`),
    ),
    ...list(
      'Stopped failing',
      changes.stoppedFailing.map((c) => `${c.name} (${c.standardName})`),
    ),
    ...list(
      'Exceptions granted',
      changes.exceptionsGranted.map((e) => `${e.what}${e.reason ? `: ${e.reason}` : ''}`),
    ),
    ...list(
      'Exceptions ended',
      changes.exceptionsEnded.map((e) => `${e.what}${e.reason ? `: ${e.reason}` : ''}`),
    ),
  ];
  return [
    { text: `What changed since the last report (${day(changes.since)})`, style: 'h2' },
    ...(lists.length ? lists : [{ text: 'Nothing changed.', italics: true } as Content]),
  ];
}

function brandHeader(data: ClientReportData): Content[] {
  const branding = data.branding;
  if (!branding) return [];
  const logo = branding.logoDataUrl;
  const image: Content[] = !logo
    ? []
    : logo.startsWith('data:image/svg+xml')
      ? [{ svg: Buffer.from(logo.split(',')[1] ?? '', 'base64').toString('utf8'), fit: [120, 40] }]
      : [{ image: logo, fit: [120, 40] }];
  return [
    {
      columns: [
        ...image,
        { text: branding.mspName, bold: true, fontSize: 14, color: branding.accentColor, margin: [8, 10, 0, 0] },
      ],
    },
    {
      canvas: [{ type: 'line', x1: 0, y1: 4, x2: 515, y2: 4, lineWidth: 2, lineColor: branding.accentColor }],
      margin: [0, 0, 0, 8],
    },
  ];
}

function definition(data: ClientReportData): TDocumentDefinitions {
  const { organization } = data;
  const total = STATUSES.reduce((sum, [key]) => sum + organization.statusCounts[key], 0);
  const chart = trendChart(organization.trend.buckets);
  const svg = chart.slice(0, chart.indexOf('</svg>') + '</svg>'.length);
  return {
    info: { title: `Compliance report: ${organization.name}`, creator: data.branding?.mspName ?? 'compliance-gateway' },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    footer: data.branding?.footer
      ? (page: number, pages: number) => ({
          text: `${data.branding!.footer}  ·  ${page} / ${pages}`,
          fontSize: 8,
          color: '#555',
          margin: [40, 20, 40, 0],
        })
      : undefined,
    styles: { h1: { fontSize: 18, bold: true }, h2: { fontSize: 13, bold: true, margin: [0, 14, 0, 4] } },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    content: [
      ...brandHeader(data),
      { text: `Compliance report: ${organization.name}`, style: 'h1' },
      {
        text: `Report of ${day(data.generatedAt)}; last evaluated ${day(organization.evaluatedAt) || 'never'}. Overall: ${labelOf(organization.rollup)}${organization.score === null ? '' : `, score ${organization.score}%`} (${total} controls).`,
        margin: [0, 4, 0, 8],
      },
      { text: 'Rollup and standards', style: 'h2' },
      countsTable([{ name: 'All standards', counts: organization.statusCounts }]),
      countsTable(standardCounts(organization.compliance.items)),
      { text: `Trend over ${data.days} days`, style: 'h2' },
      { svg, width: 515 },
      { text: 'Failing controls', style: 'h2' },
      ...failingSection(data),
      { text: 'Controls without data to judge them', style: 'h2' },
      notCoveredSection(data),
      { text: 'Exceptions in force', style: 'h2' },
      exceptionsSection(data),
      ...changesSection(data.changes),
    ],
  };
}

export function renderClientReportPdf(data: ClientReportData): Promise<Buffer> {
  return pdfmake().createPdf(definition(data)).getBuffer();
}
