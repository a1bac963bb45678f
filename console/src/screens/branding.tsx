import { useId } from 'react';
import { write } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { FormButtons, TextField, useSubmit } from '../components/fields.tsx';
import { formatTime } from '../components/status.tsx';
import {
  ConsoleBrandingDocument,
  type ConsoleBrandingFragment,
  ConsoleSetBrandingDocument,
} from '../generated/operations.ts';
import { BRANDING_FOOTER_MAX, LIMITS } from '../limits.ts';
import { useCan } from '../me.ts';
import { invalidate, keys, useGraph } from '../query.ts';

type Branding = ConsoleBrandingFragment;

/** A file's bytes as base64, what the graph's BrandingInput.logo takes. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: one spread of a 200 KB array would overflow the call stack's argument limit.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * The logo to send: a new file, none (removed), or the stored one again (the input is whole:
 * a logo left out is cleared).
 */
async function logoInput(data: FormData, current: Branding): Promise<string | null> {
  const file = data.get('logo');
  if (file instanceof File && file.size > 0) return base64Of(file);
  if (data.has('removeLogo') || !current.logo) return null;
  return current.logo.dataUrl.slice(current.logo.dataUrl.indexOf(',') + 1);
}

/** The top of a client report as it will be made: the logo, the MSP's name over the accent line, and the footer. */
function ReportPreview({ branding }: { branding: Branding }) {
  return (
    <figure className="report-preview" aria-labelledby="preview-caption">
      <figcaption id="preview-caption">Preview of a report's header and footer</figcaption>
      <div className="report-preview-head">
        {branding.logo && <img src={branding.logo.dataUrl} alt="The logo" />}
        <strong>{branding.mspName}</strong>
      </div>
      {/* The accent as the report draws it: a line under the header (an attribute, as the CSP allows no inline style). */}
      <svg className="report-preview-rule" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true">
        <rect width="100" height="1" fill={branding.accentColor} />
      </svg>
      <p className="summary">Compliance report: Example client · the rollup, the trend, failing controls…</p>
      <p className="report-preview-footer">{branding.footer || '(no footer)'}</p>
    </figure>
  );
}

function CurrentBranding({ branding }: { branding: Branding }) {
  return (
    <dl className="facts">
      <dt>MSP name</dt>
      <dd>{branding.mspName}</dd>
      <dt>Accent colour</dt>
      <dd>
        <svg className="swatch" viewBox="0 0 1 1" aria-hidden="true">
          <rect width="1" height="1" fill={branding.accentColor} />
        </svg>{' '}
        {branding.accentColor}
      </dd>
      <dt>Footer</dt>
      <dd>{branding.footer || 'none'}</dd>
      <dt>Logo</dt>
      <dd>
        {branding.logo
          ? `${branding.logo.contentType === 'image/png' ? 'PNG' : 'SVG'}, ${(branding.logo.size / 1024).toFixed(1)} KB`
          : 'none'}
      </dd>
      <dt>Last set</dt>
      <dd>{branding.updatedAt ? formatTime(branding.updatedAt) : 'never: the defaults apply'}</dd>
    </dl>
  );
}

function BrandingForm({ current }: { current: Branding }) {
  const ids = { accent: useId(), logo: useId(), logoHint: useId() };
  const submit = useSubmit(async (data) => {
    const input = {
      mspName: String(data.get('mspName')).trim(),
      accentColor: String(data.get('accentColor')),
      footer: String(data.get('footer')).trim(),
      logo: await logoInput(data, current),
    };
    await write('integration.manage', ConsoleSetBrandingDocument, { input });
    await invalidate(keys.branding);
  });
  return (
    <form className="stack" {...submit.props} aria-label="Report branding">
      <TextField label="MSP name" name="mspName" limit={LIMITS.name} required initial={current.mspName} />
      <label htmlFor={ids.accent}>Accent colour</label>
      <input id={ids.accent} name="accentColor" type="color" defaultValue={current.accentColor} />
      <TextField label="Footer" name="footer" limit={BRANDING_FOOTER_MAX} initial={current.footer} />
      <label htmlFor={ids.logo}>Logo (optional)</label>
      <span id={ids.logoHint} className="hint">
        A PNG, or an SVG (scripts, styles and external references are removed), under 200 KB.
        {current.logo ? ' Empty: keep the current logo.' : ''}
      </span>
      <input id={ids.logo} name="logo" type="file" accept="image/png,image/svg+xml" aria-describedby={ids.logoHint} />
      {current.logo && (
        <label className="check">
          <input type="checkbox" name="removeLogo" />
          Remove the logo
        </label>
      )}
      <ErrorNote error={submit.error} />
      <FormButtons label="Save branding" busy={submit.busy} />
    </form>
  );
}

/** The tenant's report branding: its values and a preview for everyone, the form for administrators. */
export default function BrandingSettings() {
  const admin = useCan('integration.manage');
  const loaded = useGraph(keys.branding, ConsoleBrandingDocument, {});
  const branding = loaded.data?.branding;
  return (
    <>
      <ScreenHeading>Report branding</ScreenHeading>
      <p>
        How the client reports look, in the email, the HTML and the PDF: the MSP's name and logo, an accent colour and a
        footer line.
      </p>
      <Busy loading={loaded.loading && !branding} />
      <ErrorNote error={loaded.error} />
      {branding && (
        <div className="panels two">
          <section aria-labelledby="branding-now-title" className="card">
            <h2 id="branding-now-title">Now</h2>
            <CurrentBranding branding={branding} />
            <ReportPreview branding={branding} />
          </section>
          {admin && (
            <section aria-labelledby="branding-form-title" className="card">
              <h2 id="branding-form-title">Change the branding</h2>
              <BrandingForm key={branding.updatedAt ?? ''} current={branding} />
            </section>
          )}
          {admin === false && <p>Only an administrator can change the branding.</p>}
        </div>
      )}
    </>
  );
}
