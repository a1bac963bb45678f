import { DOMParser, type Element, type Node, XMLSerializer } from '@xmldom/xmldom';

/**
 * A tenant's logo goes into every client report, opened by the MSP's clients: a PNG, or an SVG
 * rebuilt from a strict allow-list of elements and attributes (parsed with @xmldom/xmldom, a DOM
 * Level 2 parser that resolves no external entity). Scripts, event handlers, foreign objects,
 * style sheets, and every reference outside the document (`href`s that are not `#fragment`,
 * `url(...)` that is not `url(#id)`) are dropped; a DOCTYPE is refused outright (entities).
 */

export const LOGO_MAX_BYTES = 200 * 1024;
export const ACCENT_COLOR = /^#[0-9a-fA-F]{6}$/;

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
]);

const ATTRIBUTES = new Set([
  'id',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'dx',
  'dy',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'clip-path',
  'clip-rule',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'visibility',
  'display',
  'version',
  'href',
]);

/** Elements whose text is content; elsewhere text is only whitespace and is dropped. */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'title', 'desc']);

const LOCAL_URL = /^url\(\s*#[\w.-]+\s*\)$/;

function safeValue(name: string, value: string): boolean {
  if (name === 'href') return /^#[\w.-]+$/.test(value);
  if (/url\s*\(/i.test(value)) return LOCAL_URL.test(value.trim());
  return !/(javascript|vbscript|data)\s*:|expression\s*\(|@import/i.test(value);
}

/** The kept copy of one element, or null when the element is not allowed (its subtree goes with it). */
function rebuild(source: Element, target: Element, doc: ReturnType<DOMParser['parseFromString']>): void {
  for (let i = 0; i < source.attributes.length; i++) {
    const attribute = source.attributes.item(i)!;
    const isXlinkHref = attribute.namespaceURI === XLINK_NS && attribute.localName === 'href';
    const name = isXlinkHref ? 'href' : attribute.name;
    if (!isXlinkHref && attribute.namespaceURI) continue;
    if (!ATTRIBUTES.has(name) || !safeValue(name, attribute.value)) continue;
    target.setAttribute(name, attribute.value);
  }
  for (let child: Node | null = source.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === child.ELEMENT_NODE) {
      const element = child as Element;
      if (element.namespaceURI !== SVG_NS || !ELEMENTS.has(element.localName ?? '')) continue;
      const copy = doc.createElementNS(SVG_NS, element.localName!);
      rebuild(element, copy, doc);
      target.appendChild(copy);
    } else if (child.nodeType === child.TEXT_NODE && TEXT_ELEMENTS.has(source.localName ?? '')) {
      target.appendChild(doc.createTextNode(child.nodeValue ?? ''));
    }
  }
}

export type LogoCheck =
  | { ok: true; type: 'image/png' | 'image/svg+xml'; bytes: Buffer }
  | { ok: false; reason: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sanitiseSvg(text: string): string | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return null;
  let parsed: ReturnType<DOMParser['parseFromString']>;
  try {
    parsed = new DOMParser({ onError: () => {} }).parseFromString(text, 'image/svg+xml');
  } catch {
    return null;
  }
  const root = parsed.documentElement;
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg') return null;
  const out = new DOMParser().parseFromString(`<svg xmlns="${SVG_NS}"/>`, 'image/svg+xml');
  rebuild(root, out.documentElement!, out);
  return new XMLSerializer().serializeToString(out);
}

/** A logo as uploaded (its bytes): a PNG kept as it is, an SVG sanitised; anything else refused. */
export function checkLogo(bytes: Buffer): LogoCheck {
  if (bytes.length === 0) return { ok: false, reason: 'logo is empty' };
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, reason: `logo must be under ${LOGO_MAX_BYTES / 1024} KB` };
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    // IHDR is the first chunk of every PNG (ISO/IEC 15948 5.6).
    if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR')
      return { ok: false, reason: 'logo is not a valid PNG' };
    return { ok: true, type: 'image/png', bytes };
  }
  const text = bytes.toString('utf8');
  if (!/<svg[\s>]/.test(text)) return { ok: false, reason: 'logo must be a PNG or an SVG image' };
  const clean = sanitiseSvg(text);
  if (clean === null)
    return { ok: false, reason: 'logo is not a well-formed SVG document (a DOCTYPE is not accepted)' };
  return { ok: true, type: 'image/svg+xml', bytes: Buffer.from(clean) };
}

/** The logo as a data URL, for the HTML report (self-contained) and the PDF. */
export function logoDataUrl(type: string, bytes: Uint8Array): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}
