// The report branding verbs (their summaries and options are their entries in
// scripts/cli/command-line.ts). The graph's input is whole, as the console's form sends it: what is
// not given keeps its stored value.
import { readFile } from 'node:fs/promises';
import {
  BrandingDocument,
  type BrandingRecordFragment,
  SetBrandingDocument,
} from '../../src/graphql/generated/operations.ts';
import { type Options, optionalText, type Session, type Terminal, text, UsageError } from './options.ts';
import { findTenant, graph, iso } from './support.ts';

function printBranding(terminal: Terminal, b: BrandingRecordFragment): void {
  terminal.print(`name: ${b.mspName}`);
  terminal.print(`accent colour: ${b.accentColor}`);
  terminal.print(`footer: ${b.footer || '(none)'}`);
  terminal.print(
    `logo: ${b.logo ? `${b.logo.contentType === 'image/png' ? 'PNG' : 'SVG'}, ${b.logo.size} bytes` : '(none)'}`,
  );
  terminal.print(`updated: ${b.updatedAt ? iso(new Date(b.updatedAt)) : 'never (the defaults apply)'}`);
}

export async function brandingShow(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const { branding } = await graph(session, tenant.id, BrandingDocument, {});
  printBranding(session, branding);
}

/** The logo to send: a file read from disk, none (--no-logo), or the stored one again (the input is whole). */
async function logoInput(options: Options, stored: BrandingRecordFragment): Promise<string | null> {
  const file = optionalText(options, 'logo');
  if (file !== undefined && options['no-logo'] === true) throw new UsageError('give --logo or --no-logo, not both');
  if (file !== undefined) {
    const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(`cannot read --logo ${file}: ${error.code ?? error.message}`);
    });
    return bytes.toString('base64');
  }
  if (options['no-logo'] === true || !stored.logo) return null;
  return stored.logo.dataUrl.slice(stored.logo.dataUrl.indexOf(',') + 1);
}

export async function brandingSet(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const { branding: stored } = await graph(session, tenant.id, BrandingDocument, {});
  // An empty --footer "" removes it; left out, the stored one stays.
  const footer = typeof options.footer === 'string' ? options.footer.trim() : stored.footer;
  const { setBranding } = await graph(session, tenant.id, SetBrandingDocument, {
    input: {
      mspName: optionalText(options, 'name') ?? stored.mspName,
      accentColor: optionalText(options, 'accent') ?? stored.accentColor,
      footer,
      logo: await logoInput(options, stored),
    },
  });
  session.print(`Set the report branding of tenant ${tenant.name}:`);
  printBranding(session, setBranding);
}
