import { checkText, type Issue } from './input.ts';
import { TEXT_LIMITS } from './text.ts';

/**
 * What collectors need to find an organization's systems (DECISIONS "Connectors and
 * organizations"): its DNS domains, and its identities in other systems (`{system, id}`, e.g. a
 * Microsoft 365 tenant id), each identity naming one organization of the tenant.
 */

export const MAX_DOMAINS = 50;
export const MAX_EXTERNAL_REFS = 20;
/** A system is named like a connector type: `microsoft365`, `psa.halo`. */
export const EXTERNAL_SYSTEM_PATTERN = '^[a-z][a-z0-9_.-]*$';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const SYSTEM = new RegExp(EXTERNAL_SYSTEM_PATTERN);

export interface ExternalRef {
  system: string;
  id: string;
}

/** A DNS name as stored: lower case, without a trailing dot. */
export function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, '');
}

/** A host name of at least two labels (`example.com`), letters, digits and inner hyphens. */
export function isDomainName(domain: string): boolean {
  if (domain.length === 0 || domain.length > TEXT_LIMITS.domain) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(labels.at(-1) ?? '');
}

/** The domains to store (normalised, each once, in the order given) and what is wrong with them. */
export function checkDomains(issues: Issue[], domains: readonly string[]): string[] {
  if (domains.length > MAX_DOMAINS)
    issues.push({ path: ['domains'], message: `An organization has at most ${MAX_DOMAINS} domains` });
  const kept: string[] = [];
  domains.forEach((given, index) => {
    const domain = normaliseDomain(given);
    if (!isDomainName(domain))
      issues.push({ path: ['domains', index], message: `'${given}' is not a DNS name such as example.com` });
    else if (!kept.includes(domain)) kept.push(domain);
  });
  return kept;
}

/** The references to store (each once) and what is wrong with them. */
export function checkExternalRefs(issues: Issue[], refs: readonly ExternalRef[]): ExternalRef[] {
  if (refs.length > MAX_EXTERNAL_REFS)
    issues.push({
      path: ['externalRefs'],
      message: `An organization has at most ${MAX_EXTERNAL_REFS} external references`,
    });
  const kept: ExternalRef[] = [];
  refs.forEach((ref, index) => {
    if (ref.system.length > TEXT_LIMITS.externalSystem || !SYSTEM.test(ref.system))
      issues.push({
        path: ['externalRefs', index, 'system'],
        message: `A system is 1 to ${TEXT_LIMITS.externalSystem} characters of a-z, 0-9, _, . and -, starting with a letter`,
      });
    checkText(issues, ['externalRefs', index, 'id'], ref.id, TEXT_LIMITS.externalId);
    if (!kept.some((k) => k.system === ref.system && k.id === ref.id)) kept.push({ system: ref.system, id: ref.id });
  });
  // In the order the graph lists them, so an audit entry compares like with like.
  return kept.sort((a, b) => (a.system === b.system ? compare(a.id, b.id) : compare(a.system, b.system)));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
