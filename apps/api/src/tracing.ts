import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { TracingConfig } from './config-tracing';
import type { StatementSpan } from './db/client';
import { redactingExporter } from './tracing-redaction';

/**
 * OpenTelemetry traces over OTLP/HTTP (decision 025). main.ts imports this module only when an OTLP
 * endpoint is configured, and before anything imports fastify or pg: the HTTP and pg instrumentations
 * patch those modules as they are first required, so the API's own imports (also from the esbuild
 * bundle, which keeps npm packages external) get the patched ones.
 */
export interface Tracing {
  /** A span around one statement of the embedded database, which has no pg driver to instrument. */
  statementSpan: StatementSpan;
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

/** Probes and scrapes come every few seconds and say nothing a trace would add. */
const untraced = /^\/(healthz|readyz|metrics)(\?|$)/;

export function startTracing(config: TracingConfig): Tracing {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': config.serviceName,
      'service.instance.id': `${hostname()}:${process.pid}`,
    }),
    // A caller's traceparent decides for its trace; new traces are kept at the configured share.
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.sampleRatio) }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: redactingExporter(
          new OTLPTraceExporter({ url: config.tracesUrl, headers: config.headers }),
        ),
        scheduledDelayMillis: config.exportDelayMs,
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => untraced.test(request.url ?? '') }),
      // Fastify announces each new instance on a diagnostics channel: no module patching, so it works
      // the same from the bundle.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: (route) => untraced.test(route.url ?? ''),
      }),
      // Statements outside a request (the hold sweeper, the outbox) would each be a trace of their own.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
    ],
  });
  // Load the patched modules now, through the hooked require; later imports get these instances.
  const load = createRequire(import.meta.url);
  load('node:http');
  load('node:https');
  load('pg');

  const tracer = provider.getTracer('duty-free-api/pglite');
  return {
    statementSpan(statement, run) {
      if (!trace.getSpan(context.active())) return run();
      const operation = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? 'SQL';
      return tracer.startActiveSpan(
        `pglite.query:${operation}`,
        { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.query.text': statement } },
        async (span) => {
          try {
            return await run();
          } catch (error) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
            throw error;
          } finally {
            span.end();
          }
        },
      );
    },
    shutdown: () => provider.shutdown(),
  };
}
