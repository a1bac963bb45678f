import { createDnsCollector } from './dns/collector.js';
import { createFileCollector } from './file/collector.js';
import type { CollectorFactory } from './kit/runner.js';
import { createMicrosoft365Collector } from './microsoft365/collector.js';

/** The collectors the runner knows by name; another name is the path of a module. */
export const BUILT_IN_COLLECTORS: Record<string, CollectorFactory> = {
  dns: createDnsCollector,
  microsoft365: createMicrosoft365Collector,
  file: createFileCollector,
};
