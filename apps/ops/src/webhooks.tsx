import type {
  WebhookDeliveriesPage,
  WebhookEndpoint,
  WebhookEndpointCreated,
} from '@dfs/contract/ops/webhooks';
import { orderEventTypes } from '@dfs/contract/webhooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from './api';
import { ChannelSelect, channelName, usePartners } from './partners';
import { Alert, Button, Field, inputClass } from './ui';

const when = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '—');

/** Partner channels' webhook endpoints: register (the secret shown once), switch on/off, deliveries, replay. */
export function WebhooksPage() {
  const queryClient = useQueryClient();
  const endpoints = useQuery({
    queryKey: ['webhooks'],
    queryFn: () => call<{ endpoints: WebhookEndpoint[] }>('GET', '/Ops/api/V1.0/Webhook/GetAll'),
  });
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>(['order.placed', 'order.paid', 'order.cancelled']);
  const [partnerId, setPartnerId] = useState<number | null>(null);
  const partners = usePartners();
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
      await queryClient.invalidateQueries({ queryKey: ['webhook-deliveries'] });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Webhooks</h1>
      <form
        className="grid items-end gap-3 rounded border border-slate-200 bg-white p-4 lg:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            const answer = await call<WebhookEndpointCreated>('POST', '/Ops/api/V1.0/Webhook/Create', {
              url,
              description,
              events,
              partnerId,
            });
            setCreated(answer);
            setUrl('');
            setDescription('');
          });
        }}
      >
        <Field label="Receiver URL (https)">
          <input
            className={inputClass}
            type="url"
            required
            value={url}
            placeholder="https://partner.example/hooks"
            onChange={(e) => setUrl(e.target.value)}
          />
        </Field>
        <Field label="Description">
          <input
            className={inputClass}
            value={description}
            maxLength={200}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        <ChannelSelect value={partnerId} onChange={setPartnerId} />
        <fieldset className="lg:col-span-2">
          <legend className="mb-1 text-sm font-medium">Events</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {orderEventTypes.map((type) => (
              <label key={type} className="flex items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  checked={events.includes(type)}
                  onChange={(e) =>
                    setEvents(e.target.checked ? [...events, type] : events.filter((t) => t !== type))
                  }
                />
                {type}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <Button type="submit" disabled={busy || events.length === 0}>
            Register endpoint
          </Button>
        </div>
      </form>
      {created ? (
        <div role="status" className="rounded border border-amber-300 bg-amber-50 p-4 text-sm">
          <p className="font-medium">Signing secret for {created.url}: copy it now, it is not shown again.</p>
          <code className="mt-2 block break-all rounded bg-white p-2 font-mono" data-testid="webhook-secret">
            {created.secret}
          </code>
          <Button variant="secondary" onClick={() => setCreated(null)}>
            Done
          </Button>
        </div>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      {endpoints.error ? <Alert>{endpoints.error.message}</Alert> : null}
      {endpoints.isLoading ? <p className="text-slate-500">Loading…</p> : null}
      {endpoints.data && endpoints.data.endpoints.length === 0 ? (
        <p className="text-slate-500">No endpoint yet.</p>
      ) : null}
      {endpoints.data && endpoints.data.endpoints.length > 0 ? (
        <ul className="space-y-2">
          {endpoints.data.endpoints.map((endpoint) => (
            <li
              key={endpoint.id}
              className="flex flex-col gap-2 rounded border border-slate-200 bg-white p-3 text-sm lg:flex-row lg:items-start lg:justify-between"
            >
              <div className="min-w-0 space-y-1">
                <div className="break-all font-medium">{endpoint.url}</div>
                <div>Orders of: {channelName(endpoint.partnerId, partners.data?.clients)}</div>
                {endpoint.description ? <div className="text-slate-500">{endpoint.description}</div> : null}
                <div>{endpoint.events.join(', ')}</div>
                <div>
                  {endpoint.active ? 'On' : `Off since ${when(endpoint.disabledAt)}`}
                  {endpoint.failingSince ? (
                    <span className="text-red-700"> · failing since {when(endpoint.failingSince)}</span>
                  ) : null}
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setSelected(endpoint.id)}>
                  Deliveries
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    run(() =>
                      call('PUT', '/Ops/api/V1.0/Webhook/Update', {
                        id: endpoint.id,
                        version: endpoint.version,
                        active: !endpoint.active,
                      }),
                    )
                  }
                >
                  {endpoint.active ? 'Switch off' : 'Switch on'}
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => {
                    if (!window.confirm(`Remove ${endpoint.url} and its delivery log?`)) return;
                    if (selected === endpoint.id) setSelected(null);
                    void run(() => call('DELETE', `/Ops/api/V1.0/Webhook/Delete?id=${endpoint.id}`));
                  }}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {selected ? <Deliveries endpointId={selected} busy={busy} run={run} /> : null}
    </section>
  );
}

function Deliveries(props: {
  endpointId: number;
  busy: boolean;
  run: (work: () => Promise<unknown>) => Promise<void>;
}) {
  const deliveries = useQuery({
    queryKey: ['webhook-deliveries', props.endpointId],
    queryFn: () =>
      call<WebhookDeliveriesPage>(
        'GET',
        `/Ops/api/V1.0/Webhook/GetDeliveries?endpointId=${props.endpointId}&pageSize=50`,
      ),
  });
  return (
    <div className="space-y-2">
      <h2 className="text-xl font-semibold">Deliveries</h2>
      {deliveries.error ? <Alert>{deliveries.error.message}</Alert> : null}
      {deliveries.isLoading ? <p className="text-slate-500">Loading…</p> : null}
      {deliveries.data && deliveries.data.deliveries.length === 0 ? (
        <p className="text-slate-500">Nothing sent to this endpoint yet.</p>
      ) : null}
      <ul className="space-y-2">
        {deliveries.data?.deliveries.map((d) => (
          <li key={d.id} className="rounded border border-slate-200 bg-white p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <strong>{d.eventType}</strong> · order {d.orderCode} · {d.status} ·{' '}
                <span className="font-mono text-slate-500">{d.eventId}</span>
              </span>
              {d.status !== 'pending' ? (
                <Button
                  variant="secondary"
                  disabled={props.busy}
                  onClick={() => props.run(() => call('POST', '/Ops/api/V1.0/Webhook/Replay', { id: d.id }))}
                >
                  Replay
                </Button>
              ) : (
                <span className="text-slate-500">next try {when(d.nextAttemptAt)}</span>
              )}
            </div>
            {d.attempts.length > 0 ? (
              <table className="mt-2 w-full text-xs">
                <thead className="text-slate-500">
                  <tr>
                    <th className="text-start">At (UTC)</th>
                    <th className="text-start">Status</th>
                    <th className="text-start">Latency</th>
                    <th className="text-start">Error</th>
                  </tr>
                </thead>
                <tbody>
                  {d.attempts.map((a) => (
                    <tr key={a.at}>
                      <td className="tabular-nums">{when(a.at)}</td>
                      <td>{a.status ?? '—'}</td>
                      <td className="tabular-nums">{a.latencyMs} ms</td>
                      <td className="break-all">{a.error ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
