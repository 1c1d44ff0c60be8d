// OpenTelemetry's settings, read from the environment config.ts parsed.

/** The OTEL_* settings, as config.ts's schema parsed them. */
export interface TracingEnv {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string | undefined;
  OTEL_EXPORTER_OTLP_HEADERS?: string | undefined;
  OTEL_SERVICE_NAME: string;
  OTEL_TRACES_SAMPLER_ARG: number;
  OTEL_BSP_SCHEDULE_DELAY: number;
}

export interface TracingConfig {
  /** Where spans are posted (OTLP/HTTP, JSON). */
  tracesUrl: string;
  /** Sent with every export (a vendor's API key). */
  headers: Record<string, string>;
  serviceName: string;
  /** Share of new traces kept; a caller's sampled traceparent is always followed. */
  sampleRatio: number;
  /** How long finished spans wait to be sent in one batch. */
  exportDelayMs: number;
}

/** OTEL_EXPORTER_OTLP_ENDPOINT is the collector's base URL (traces go to /v1/traces under it); the
 * traces endpoint, when given, is used as it is (the OpenTelemetry specification's rule). */
export function tracingConfig(env: TracingEnv): TracingConfig | undefined {
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const tracesUrl =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined);
  if (!tracesUrl) return undefined;
  const headers: Record<string, string> = {};
  for (const pair of env.OTEL_EXPORTER_OTLP_HEADERS?.split(',') ?? []) {
    const at = pair.indexOf('=');
    headers[decodeURIComponent(pair.slice(0, at).trim())] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  return {
    tracesUrl,
    headers,
    serviceName: env.OTEL_SERVICE_NAME,
    sampleRatio: env.OTEL_TRACES_SAMPLER_ARG,
    exportDelayMs: env.OTEL_BSP_SCHEDULE_DELAY,
  };
}
