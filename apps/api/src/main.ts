import type { Config } from './config';
import { ConfigError, loadConfig } from './config';
import { log, refuse } from './start-up-log';

// This module imports nothing that imports fastify or pg: traces, when configured, must start before
// those are first loaded, and when they are not, nothing of OpenTelemetry is loaded at all.
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) refuse(error.lines);
  throw error;
}
log.level = config.logLevel;

const tracing = config.tracing ? (await import('./tracing')).startTracing(config.tracing) : undefined;
if (config.tracing) log.info({ tracesUrl: new URL(config.tracing.tracesUrl).origin }, 'exporting traces');
const { serve } = await import('./serve');
await serve(config, tracing);
