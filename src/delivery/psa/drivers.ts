import type { PsaSystem } from '../../domain/tickets.ts';
import { autotaskClient, discoverAutotaskZone } from './autotask.ts';
import type { PsaCallContext, PsaClient, PsaConnectionConfig } from './client.ts';
import { connectWiseClient } from './connectwise.ts';

/**
 * The PSAs the service files tickets in. A third is one file beside these (a client of the
 * PsaClient interface) and one entry here, plus its settings on the graph (src/schema/ticket.ts).
 */
export interface PsaDriver {
  /** Builds the client for one connection. */
  client(config: PsaConnectionConfig, context: PsaCallContext): PsaClient;
  /**
   * Work to do once before the first call (Autotask's zone discovery): the addresses to keep, or
   * null when the connection already has what it needs.
   */
  prepare?(config: PsaConnectionConfig, context: PsaCallContext): Promise<{ baseUrl: string; webUrl: string } | null>;
}

export const PSA_DRIVERS: Record<PsaSystem, PsaDriver> = {
  connectwise: {
    client: (config, context) => connectWiseClient(config as never, context),
  },
  autotask: {
    client: (config, context) => autotaskClient(config as never, context),
    prepare: (config, context) =>
      config.webUrl ? Promise.resolve(null) : discoverAutotaskZone(config as never, context),
  },
};
