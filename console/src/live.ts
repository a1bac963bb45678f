import { client } from './api.ts';

/**
 * Live updates over the graph's SSE subscriptions (one stream per subscription, as yoga serves
 * them), through the client package; a 401 refreshes the session as requests do.
 */
export const subscribe = client.subscribe;
