/** Lowercase ASCII words joined by single hyphens: `Disk Encryption (BitLocker)` -> `disk-encryption-bitlocker`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A control's slug is its standard's slug plus a suffix: the explicit `slugSuffix`, else the
 * slugified control name, else the last segment of the matched predicate (`device.disk.encryption`
 * -> `encryption`, the spec's documented example).
 */
export function controlSlug(
  standardSlug: string,
  control: { slugSuffix?: string | null; name?: string | null; predicate: string },
): string {
  const suffix =
    slugify(control.slugSuffix ?? '') ||
    slugify(control.name ?? '') ||
    slugify(control.predicate.split('.').at(-1) ?? '');
  return `${standardSlug}-${suffix || 'control'}`;
}
