import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage, graph } from '../api.ts';
import { ConsoleGridDocument } from '../generated/operations.ts';
import { keys } from '../query.ts';

/**
 * The organization's whole grid, once (a few hundred rows at most): the grid filters it in the
 * browser, so a filter is instant and every filter's options are known, and the exceptions name
 * their controls from it.
 */
export function useGridRows(organizationId: string) {
  const query = useQuery({
    queryKey: keys.grid(organizationId),
    queryFn: async () => {
      const grid = await graph(ConsoleGridDocument, { organizationId });
      // bench:console times the grid's drawing from here.
      performance.mark('console:grid-data');
      return grid.complianceGrid.items;
    },
    placeholderData: keepPreviousData,
  });
  return { rows: query.data, loading: query.isFetching, error: query.error ? errorMessage(query.error) : undefined };
}
