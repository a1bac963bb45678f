import { brandingOf, upsertBranding } from '../data/reports.ts';
import { inTransaction } from '../data/tenant.ts';
import { ACCENT_COLOR, checkLogo, LOGO_MAX_BYTES, logoDataUrl } from '../delivery/branding.ts';
import type { Issue } from '../domain/input.ts';
import { checkLength, checkText } from '../domain/input.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { invalid } from '../errors.ts';
import { audit } from './audit.ts';
import { builder } from './builder.ts';

/** The footer of a client report, at most. */
export const FOOTER_MAX_LENGTH = 500;

interface BrandingRecord {
  mspName: string;
  accentColor: string;
  footer: string;
  logo: Uint8Array | null;
  logoType: string | null;
  updatedAt: Date | null;
}

const Logo = builder.objectRef<{ type: string; bytes: Uint8Array }>('BrandingLogo').implement({
  description: "The tenant's logo, as the client reports embed it.",
  fields: (t) => ({
    contentType: t.exposeString('type', { description: 'image/png or image/svg+xml (an SVG is stored sanitised).' }),
    size: t.int({ description: 'Its size in bytes.', resolve: (logo) => logo.bytes.length }),
    dataUrl: t.string({
      description: 'The image as a data: URL (what the report embeds; an <img> shows it without a request).',
      resolve: (logo) => logoDataUrl(logo.type, logo.bytes),
    }),
  }),
});

export const Branding = builder.objectRef<BrandingRecord>('Branding').implement({
  description: "How the tenant's client reports look: the MSP's name, logo, accent colour and footer.",
  fields: (t) => ({
    mspName: t.exposeString('mspName', { description: 'The MSP name shown at the top of every report.' }),
    accentColor: t.exposeString('accentColor', { description: 'The accent colour, `#rrggbb`.' }),
    footer: t.exposeString('footer', { description: 'The footer line of every report (may be empty).' }),
    logo: t.field({
      type: Logo,
      nullable: true,
      description: 'The logo; null when none is set.',
      resolve: (b) => (b.logo && b.logoType ? { type: b.logoType, bytes: b.logo } : null),
    }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was last set; null while the defaults apply.',
    }),
  }),
});

/** What reports show before a tenant sets its branding. */
export const DEFAULT_BRANDING: BrandingRecord = {
  mspName: 'Compliance report',
  accentColor: '#1f4e79',
  footer: '',
  logo: null,
  logoType: null,
  updatedAt: null,
};

const BrandingInput = builder.inputType('BrandingInput', {
  description: "The tenant's branding, whole: what is left out is cleared.",
  fields: (t) => ({
    mspName: t.string({ required: true, description: `The MSP's name, 1 to ${TEXT_LIMITS.name} characters.` }),
    accentColor: t.string({ required: true, description: 'The accent colour, `#rrggbb`.' }),
    footer: t.string({ required: false, description: `A footer line, at most ${FOOTER_MAX_LENGTH} characters.` }),
    logo: t.string({
      required: false,
      description: `The logo file, base64: a PNG, or an SVG (sanitised: scripts, event handlers, styles and external references are removed), under ${LOGO_MAX_BYTES / 1024} KB. Null: no logo.`,
    }),
  }),
});

function brandingIssues(input: { mspName: string; accentColor: string; footer?: string | null }): Issue[] {
  const issues: Issue[] = [];
  checkText(issues, ['mspName'], input.mspName, TEXT_LIMITS.name);
  if (!ACCENT_COLOR.test(input.accentColor))
    issues.push({ path: ['accentColor'], message: 'accentColor must be #rrggbb' });
  checkLength(issues, ['footer'], input.footer, FOOTER_MAX_LENGTH);
  return issues;
}

function decodedLogo(logo: string | null | undefined) {
  if (logo == null) return { logo: null, logoType: null };
  // Node's base64 decoder skips what is not base64; a round trip tells a clean value from one that is not.
  const bytes = Buffer.from(logo, 'base64');
  if (bytes.toString('base64').replace(/=+$/, '') !== logo.replace(/\s/g, '').replace(/=+$/, '')) {
    throw invalid([{ path: ['logo'], message: 'logo must be base64' }], ['input']);
  }
  const checked = checkLogo(bytes);
  if (!checked.ok) throw invalid([{ path: ['logo'], message: checked.reason }], ['input']);
  return { logo: new Uint8Array(checked.bytes), logoType: checked.type };
}

builder.queryFields((t) => ({
  branding: t.field({
    type: Branding,
    description: "The tenant's report branding (the defaults until an admin sets it).",
    authScopes: { permission: 'organization.read' },
    resolve: async (_root, _args, context) => (await brandingOf(context.db)) ?? DEFAULT_BRANDING,
  }),
}));

builder.mutationFields((t) => ({
  setBranding: t.field({
    type: Branding,
    description:
      "Sets the tenant's report branding (MSP name, logo, accent colour, footer), whole. Needs integration.manage.",
    authScopes: { permission: 'integration.manage' },
    args: { input: t.arg({ type: BrandingInput, required: true, description: 'The branding.' }) },
    resolve: async (_root, { input }, context) => {
      const issues = brandingIssues(input);
      if (issues.length > 0) throw invalid(issues, ['input']);
      const logo = decodedLogo(input.logo);
      return inTransaction(context.db, async (tx) => {
        const before = await brandingOf(tx);
        const saved = await upsertBranding(tx, {
          mspName: input.mspName,
          accentColor: input.accentColor.toLowerCase(),
          footer: input.footer ?? '',
          ...logo,
        });
        await audit(tx, context, {
          action: 'branding.set',
          target: { type: 'branding', id: null },
          changes: {
            mspName: [before?.mspName ?? null, saved.mspName],
            accentColor: [before?.accentColor ?? null, saved.accentColor],
            footer: [before?.footer ?? null, saved.footer],
            logo: [before?.logoType ?? null, saved.logoType],
          },
        });
        return saved;
      });
    },
  }),
}));
