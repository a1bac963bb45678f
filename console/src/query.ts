import { ComplianceApiError } from '@compliance-gateway/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { keepPreviousData, QueryClient, type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage, graph } from './api.ts';

/**
 * The console's one cache of what the graph answered. A write invalidates what it changed (by the
 * first element of the keys below), so every screen that shows it refetches once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      // A refusal or bad input will not change on a retry; a dropped connection or a 5xx may.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ComplianceApiError && error.status !== undefined && error.status < 500),
    },
  },
});

/** What each cached read is keyed by: a write names the ones it changes. */
export const keys = {
  me: ['me'],
  fleet: ['fleet'],
  fleetMatrix: ['fleet', 'matrix'],
  organization: (id: string) => ['organization', id],
  grid: (id: string) => ['grid', id],
  detections: (organizationId: string) => ['detections', organizationId],
  detection: (id: string) => ['detection', id],
  standards: ['standards'],
  webhooks: ['webhooks'],
  audit: ['audit'],
  apiKeys: ['api-keys'],
  users: ['users'],
  catalog: ['catalog'],
  library: ['library'],
  attestations: (organizationId: string) => ['attestations', organizationId],
  attestable: ['attestable-predicates'],
  psa: ['psa'],
  tickets: (organizationId: string) => ['tickets', organizationId],
  myNotifications: ['my-notifications'],
  notificationChannels: ['notification-channels'],
  branding: ['branding'],
  clientReports: (organizationId: string) => ['client-reports', organizationId],
} as const;

/**
 * One graph read, cached under `key` plus its variables. While new variables load (a filter
 * changed), the last answer stays on screen instead of a blank table.
 */
export function useGraph<R, V extends Record<string, unknown>>(
  key: QueryKey,
  document: TypedDocumentNode<R, V>,
  variables: V,
  options: { enabled?: boolean; structuralSharing?: boolean } = {},
) {
  const query = useQuery({
    queryKey: [...key, variables],
    queryFn: () => graph(document, variables),
    placeholderData: keepPreviousData,
    ...options,
  });
  return {
    data: query.data,
    error: query.error ? errorMessage(query.error) : undefined,
    failure: query.error ?? undefined,
    loading: query.isFetching,
    reload: () => void query.refetch(),
  };
}

/** Refetches every read under these keys (what a write changed). */
export function invalidate(...changed: QueryKey[]): Promise<void> {
  return Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** Marks when a table has drawn its rows, for `npm run bench:console` to time from the data's mark. */
export function useRenderedMark(name: string, rows: readonly unknown[]): void {
  useEffect(() => {
    if (rows.length) performance.mark(name);
  }, [name, rows]);
}

/** A value that follows `value` once it has stopped changing for `ms` (a search box's text). */
export function useSettled<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
