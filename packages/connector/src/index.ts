export { BUILT_IN_COLLECTORS } from './collectors.js';
export { createDnsCollector, type DnsOptions, dnsCollector, dnsConnector, txtLookup } from './dns/collector.js';
export { judgeDmarc, judgeSpf, SPF_LOOKUP_LIMIT } from './dns/records.js';
export {
  createFileCollector,
  type FileImportOptions,
  type FileMapping,
  fileImportCollector,
} from './file/collector.js';
export { ConfigError, loadConfig, parseDuration, type RunnerConfig } from './kit/config.js';
export { backoffMs, type RetryEvent, type RetryOptions, retryAfterMs, retryingFetch } from './kit/http.js';
export { createLogger, type Level, type Logger, silentLogger } from './kit/log.js';
export { type ConnectorResult, RunError, type RunOptions, type RunReport, runCollector } from './kit/run.js';
export { type CollectorFactory, EXIT, type RunnerOptions, runOnce } from './kit/runner.js';
export {
  type ConnectorTypeInfo,
  createService,
  type FactPush,
  type Organization,
  type Service,
} from './kit/service.js';
export { PopulationTooLargeError, type PushLimits, SERVICE_LIMITS, splitPush } from './kit/split.js';
export type {
  CollectContext,
  Collected,
  Collector,
  Connector,
  Observation,
  Target,
  TargetFailure,
} from './kit/types.js';
export {
  createMicrosoft365Collector,
  type Microsoft365Options,
  microsoft365Collector,
  microsoft365Connectors,
} from './microsoft365/collector.js';
export { createGraphApp, GraphError, type GraphOptions, type GraphSession } from './microsoft365/graph.js';
export { deviceFacts, tenantFacts, userFacts, versionAtLeast } from './microsoft365/posture.js';

import type { Collector, Connector, Target } from './kit/types.js';

/** A connector, typed (an identity: it checks the shape where it is written). */
export function defineConnector<T extends Target = Target>(connector: Connector<T>): Connector<T> {
  return connector;
}

/** A collector, typed. */
export function defineCollector<T extends Target = Target>(collector: Collector<T>): Collector<T> {
  return collector;
}
