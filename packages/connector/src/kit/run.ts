import type { Logger } from './log.js';
import type { Organization, Service } from './service.js';
import { type PushLimits, SERVICE_LIMITS, splitPush } from './split.js';
import type { Collected, Collector, Connector, Observation, Target, TargetFailure } from './types.js';

/** The outcome of one connector for one organization. */
export interface ConnectorResult {
  organizationId: string | null;
  organization: string;
  typeCode: string;
  /** connected: every predicate read and pushed; error: something was not (the message says what); skipped: its integration is disabled. */
  outcome: 'connected' | 'error' | 'skipped';
  pushes: number;
  facts: number;
  /** Predicates pushed in full. */
  predicates: string[];
  message?: string;
}

export interface RunReport {
  collector: string;
  startedAt: string;
  finishedAt: string;
  results: ConnectorResult[];
  pushes: number;
  facts: number;
  /** Every connector of every target connected (skipped ones aside). */
  ok: boolean;
}

export interface RunOptions {
  service: Service;
  log: Logger;
  /** Targets collected at once; 4 by default. */
  concurrency?: number;
  /** Collect and print what would be pushed (to `print`); write nothing. */
  dryRun?: boolean;
  print?: (line: string) => void;
  limits?: PushLimits;
}

/** The run could not start (the catalog or the targets could not be read): nothing was collected. */
export class RunError extends Error {
  override name = 'RunError';
}

const MESSAGE_LIMIT = 1_000;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isFailure = <T>(target: T | TargetFailure): target is TargetFailure =>
  typeof target === 'object' && target !== null && 'error' in target && 'label' in target;

/**
 * Runs every connector of a collector for every target: collects, pushes each complete population
 * (split into bodies under the service's limits), and records the outcome on the integration. One
 * target's failure is that target's: the others go on.
 */
export async function runCollector<T extends Target>(collector: Collector<T>, options: RunOptions): Promise<RunReport> {
  const startedAt = new Date().toISOString();
  const log = options.log.child({ collector: collector.name });
  if (!options.dryRun) await ensureConnectorTypes(collector.connectors, options.service, log);
  const results: ConnectorResult[] = [];
  const targets = collector.targets
    ? collector.targets({ service: options.service, log })
    : integratedOrganizations(collector.connectors, options.service);
  await eachConcurrently(targets, options.concurrency ?? 4, async (target) => {
    if (isFailure(target)) {
      log.error('target failed', { target: target.label, error: target.error });
      results.push(failedTarget(target));
      return;
    }
    for (const connector of collector.connectors) results.push(await runConnector(connector, target, options, log));
  }).catch((error: unknown) => {
    throw new RunError(`The targets could not be listed: ${errorText(error)}`);
  });
  const report: RunReport = {
    collector: collector.name,
    startedAt,
    finishedAt: new Date().toISOString(),
    results,
    pushes: results.reduce((sum, r) => sum + r.pushes, 0),
    facts: results.reduce((sum, r) => sum + r.facts, 0),
    ok: results.every((r) => r.outcome !== 'error'),
  };
  log.info('run finished', { ...report, results: undefined, targets: results.length });
  return report;
}

function failedTarget(failure: TargetFailure): ConnectorResult {
  return {
    organizationId: null,
    organization: failure.label,
    typeCode: '',
    outcome: 'error',
    pushes: 0,
    facts: 0,
    predicates: [],
    message: errorText(failure.error),
  };
}

/** Without a collector's own targets: the organizations with an integration of one of its types. */
async function* integratedOrganizations<T extends Target>(
  connectors: readonly Connector<T>[],
  service: Service,
): AsyncGenerator<T> {
  const types = new Set(connectors.map((c) => c.typeCode));
  for await (const organization of service.organizations())
    if (organization.integrations.items.some((i) => types.has(i.typeCode))) yield { organization } as T;
}

/**
 * Each connector's type must be in the tenant's catalog and declare what it pushes. A type the
 * tenant lacks is created as its private type (a connector of the MSP's own); a built-in type is
 * the catalog's, so a predicate it does not declare stops the run before anything is collected.
 */
async function ensureConnectorTypes<T extends Target>(
  connectors: readonly Connector<T>[],
  service: Service,
  log: Logger,
): Promise<void> {
  const catalog = await service.connectorTypes().catch((error: unknown) => {
    throw new RunError(`The connector catalog could not be read: ${errorText(error)}`);
  });
  for (const connector of connectors) {
    const type = catalog.find((t) => t.typeCode === connector.typeCode);
    if (!type) {
      await service.createConnectorType(connector).catch((error: unknown) => {
        throw new RunError(`The connector type ${connector.typeCode} could not be created: ${errorText(error)}`);
      });
      log.info('connector type created', { typeCode: connector.typeCode });
      continue;
    }
    const undeclared = connector.predicates.filter((p) => !type.predicates.includes(p));
    if (undeclared.length > 0)
      throw new RunError(`The connector type ${connector.typeCode} does not declare ${undeclared.join(', ')}`);
  }
}

/** Runs `work` for each item, at most `limit` at once; the first failure of the source stops it. */
async function eachConcurrently<I>(
  source: AsyncIterable<I>,
  limit: number,
  work: (item: I) => Promise<void>,
): Promise<void> {
  const iterator = source[Symbol.asyncIterator]();
  let pulling = Promise.resolve();
  // Pulls are serialised: an async generator is not read by two workers at once.
  const next = () => {
    const pulled = pulling.then(() => iterator.next());
    pulling = pulled.then(
      () => {},
      () => {},
    );
    return pulled;
  };
  const worker = async () => {
    for (let item = await next(); !item.done; item = await next()) await work(item.value);
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
}

/** One connector for one target: collect, push, record. Never throws: a failure is its result. */
async function runConnector<T extends Target>(
  connector: Connector<T>,
  target: T,
  options: RunOptions,
  parentLog: Logger,
): Promise<ConnectorResult> {
  const { organization } = target;
  const log = parentLog.child({ organization: organization.name, typeCode: connector.typeCode });
  const integration = organization.integrations.items.find((i) => i.typeCode === connector.typeCode);
  const result: ConnectorResult = {
    organizationId: organization.id,
    organization: organization.name,
    typeCode: connector.typeCode,
    outcome: 'connected',
    pushes: 0,
    facts: 0,
    predicates: [],
  };
  if (integration?.status === 'disabled') {
    log.info('skipped: the integration is disabled');
    return { ...result, outcome: 'skipped' };
  }
  const problems: string[] = [];
  try {
    const { populations, failures } = checkCollected(connector, await connector.collect(target, { log }));
    problems.push(...failures);
    if (options.dryRun) return dryRun(connector, organization, populations, result, options, problems);
    // The push needs the integration; a new one starts connected (the outcome follows the push).
    if (!integration) await options.service.setIntegration(organization.id, connector.typeCode, 'connected');
    await pushPopulations(connector.typeCode, organization.id, populations, result, options);
  } catch (error) {
    problems.push(errorText(error));
  }
  return recordOutcome(connector, organization, integration?.status, problems, result, options, log);
}

/** The populations to push and the predicates that could not be read, after checking what the connector returned. */
function checkCollected<T extends Target>(
  connector: Connector<T>,
  collected: Collected,
): { populations: Map<string, readonly Observation[]>; failures: string[] } {
  const populations = new Map<string, readonly Observation[]>();
  const failures: string[] = [];
  for (const [predicate, value] of Object.entries(collected)) {
    if (!connector.predicates.includes(predicate))
      throw new Error(`The connector returned ${predicate}, which it does not declare`);
    if (value instanceof Error) {
      failures.push(`${predicate}: ${value.message}`);
      continue;
    }
    const seen = new Set<string>();
    for (const { subject } of value) {
      if (seen.has(subject)) throw new Error(`The connector returned the subject '${subject}' of ${predicate} twice`);
      seen.add(subject);
    }
    populations.set(predicate, value);
  }
  return { populations, failures };
}

async function pushPopulations(
  typeCode: string,
  organizationId: string,
  populations: ReadonlyMap<string, readonly Observation[]>,
  result: ConnectorResult,
  options: RunOptions,
): Promise<void> {
  for (const body of splitPush(typeCode, populations, options.limits ?? SERVICE_LIMITS)) {
    const { accepted } = await options.service.pushFacts(organizationId, body);
    result.pushes += 1;
    result.facts += accepted;
    result.predicates.push(...(body.predicates ?? []));
  }
}

function dryRun<T extends Target>(
  connector: Connector<T>,
  organization: Organization,
  populations: ReadonlyMap<string, readonly Observation[]>,
  result: ConnectorResult,
  options: RunOptions,
  problems: string[],
): ConnectorResult {
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  for (const body of splitPush(connector.typeCode, populations, options.limits ?? SERVICE_LIMITS)) {
    print(JSON.stringify({ organizationId: organization.id, organization: organization.name, body }));
    result.pushes += 1;
    result.facts += body.facts.length;
    result.predicates.push(...(body.predicates ?? []));
  }
  return problems.length > 0 ? { ...result, outcome: 'error', message: problems.join('; ') } : result;
}

/** `error` with what went wrong, or `connected` (written only when it was not already). */
async function recordOutcome<T extends Target>(
  connector: Connector<T>,
  organization: Organization,
  status: string | undefined,
  problems: readonly string[],
  result: ConnectorResult,
  options: RunOptions,
  log: Logger,
): Promise<ConnectorResult> {
  const message = problems.length > 0 ? problems.join('; ').slice(0, MESSAGE_LIMIT) : undefined;
  try {
    if (message !== undefined)
      await options.service.setIntegration(organization.id, connector.typeCode, 'error', message);
    else if (status !== 'connected')
      await options.service.setIntegration(organization.id, connector.typeCode, 'connected');
  } catch (error) {
    const recording = `the outcome could not be recorded: ${errorText(error)}`;
    log.error('collection failed', { error: message ?? recording, pushes: result.pushes });
    return { ...result, outcome: 'error', message: message ? `${message}; ${recording}` : recording };
  }
  if (message !== undefined) {
    log.error('collection failed', { error: message, pushes: result.pushes, facts: result.facts });
    return { ...result, outcome: 'error', message };
  }
  log.info('collected', { pushes: result.pushes, facts: result.facts, predicates: result.predicates.length });
  return result;
}
