import type { PartnerClient, PartnerClientCreated } from '@dfs/contract/ops/partners';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from './api';
import { Alert, Button, Field, inputClass } from './ui';

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

/** Every partner client (the webhook page names channels with it). */
export function usePartners() {
  return useQuery({
    queryKey: ['partners'],
    queryFn: () => call<{ clients: PartnerClient[] }>('GET', '/Ops/api/V1.0/Partner/GetAll'),
  });
}

/** A webhook endpoint's channel as staff read it. */
export function channelName(partnerId: number | null, clients: readonly PartnerClient[] | undefined) {
  if (partnerId === null) return "Airline's storefront";
  const client = clients?.find((c) => c.id === partnerId);
  return client ? `Partner: ${client.name}${client.active ? '' : ' (revoked)'}` : `Partner #${partnerId}`;
}

/** The channel an endpoint is made for: the storefront, or one active partner. */
export function ChannelSelect(props: { value: number | null; onChange: (partnerId: number | null) => void }) {
  const partners = usePartners();
  const active = (partners.data?.clients ?? []).filter((c) => c.active);
  return (
    <Field label="Orders of">
      <select
        className={inputClass}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">Airline's storefront (the airline's own systems)</option>
        {active.map((c) => (
          <option key={c.id} value={c.id}>
            Partner: {c.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * Partners' API clients (issue 42 point 6): the admin makes one and hands its id and secret to the
 * partner (shown once); orders placed with it reach that partner's webhook endpoints only. Revoking one
 * stops its tokens within seconds.
 */
export function PartnersPage() {
  const queryClient = useQueryClient();
  const partners = usePartners();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<PartnerClientCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: ['partners'] });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Partners</h1>
      <p className="max-w-prose text-sm text-slate-600">
        A partner (a travel agency, another airline's app) calls the store API with its own client. The orders
        it places form its channel: its webhook endpoints receive those orders and no others.
      </p>
      <form
        aria-label="New partner client"
        className="flex flex-col gap-3 rounded border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            setCreated(await call<PartnerClientCreated>('POST', '/Ops/api/V1.0/Partner/Create', { name }));
            setName('');
          });
        }}
      >
        <div className="grow">
          <Field label="Partner name">
            <input
              className={inputClass}
              required
              maxLength={100}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
        </div>
        <Button type="submit" disabled={busy || name.trim() === ''}>
          Make client
        </Button>
      </form>
      {created ? (
        <div role="status" className="rounded border border-amber-300 bg-amber-50 p-4 text-sm">
          <p className="font-medium">
            Client for {created.name}: give both to the partner now, the secret is not shown again.
          </p>
          <dl className="mt-2 grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-3">
            <dt>Client id</dt>
            <dd>
              <code className="break-all font-mono" data-testid="partner-client-id">
                {created.clientId}
              </code>
            </dd>
            <dt>Client secret</dt>
            <dd>
              <code className="break-all font-mono" data-testid="partner-client-secret">
                {created.clientSecret}
              </code>
            </dd>
          </dl>
          <Button variant="secondary" onClick={() => setCreated(null)}>
            Done
          </Button>
        </div>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      {partners.error ? <Alert>{partners.error.message}</Alert> : null}
      {partners.isLoading ? <p className="text-slate-500">Loading…</p> : null}
      {partners.data && partners.data.clients.length === 0 ? (
        <p className="text-slate-500">No partner client yet.</p>
      ) : null}
      {partners.data && partners.data.clients.length > 0 ? (
        <ul className="space-y-2" aria-label="Partner clients">
          {partners.data.clients.map((client) => (
            <li
              key={client.id}
              className="flex flex-col gap-2 rounded border border-slate-200 bg-white p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <div className="font-medium">{client.name}</div>
                <div className="break-all font-mono text-slate-600">{client.clientId}</div>
                <div className="text-slate-500">
                  Made {when(client.createdAt)} UTC ·{' '}
                  {client.active ? 'Active' : `Revoked ${when(client.revokedAt)} UTC`}
                </div>
              </div>
              {client.active ? (
                <Button
                  variant="danger"
                  aria-label={`Revoke ${client.name}`}
                  disabled={busy}
                  onClick={() => {
                    if (!window.confirm(`Revoke ${client.name}'s client? Its calls stop working at once.`))
                      return;
                    void run(() => call('POST', '/Ops/api/V1.0/Partner/Revoke', { id: client.id }));
                  }}
                >
                  Revoke
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
