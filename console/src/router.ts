import { useSyncExternalStore } from 'react';

/**
 * Hash routes (`#/organizations/<id>`): the service serves one index.html at `/`, and a hash never
 * reaches it, so every screen has an address that survives a reload without server rewrites.
 */
export type Route =
  | { screen: 'fleet' }
  | { screen: 'organization'; id: string }
  | { screen: 'detections'; organizationId: string; detectionId?: string }
  | { screen: 'standards'; standardId?: string }
  | { screen: 'webhooks' }
  | { screen: 'audit' };

export function parseRoute(hash: string): Route {
  const [path = ''] = hash.replace(/^#\/?/, '').split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'organizations' && parts[1]) {
    if (parts[2] === 'detections') {
      return { screen: 'detections', organizationId: parts[1], detectionId: parts[3] };
    }
    return { screen: 'organization', id: parts[1] };
  }
  if (parts[0] === 'standards') return { screen: 'standards', standardId: parts[1] };
  if (parts[0] === 'webhooks') return { screen: 'webhooks' };
  if (parts[0] === 'audit') return { screen: 'audit' };
  return { screen: 'fleet' };
}

export const href = {
  fleet: () => '#/',
  organization: (id: string) => `#/organizations/${encodeURIComponent(id)}`,
  detections: (organizationId: string, detectionId?: string) =>
    `#/organizations/${encodeURIComponent(organizationId)}/detections${detectionId ? `/${encodeURIComponent(detectionId)}` : ''}`,
  standards: (standardId?: string) => `#/standards${standardId ? `/${encodeURIComponent(standardId)}` : ''}`,
  webhooks: () => '#/webhooks',
  audit: () => '#/audit',
};

function listen(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

export function useHash(): string {
  return useSyncExternalStore(listen, () => window.location.hash);
}
