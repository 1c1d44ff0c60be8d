import type { OrderActionResult, RefundRequestsPage, RefundRequestView } from '@dfs/contract/ops/care';
import { opsApi } from '@dfs/contract/ops/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, session } from './api';
import { money, utc } from './order-labels';
import { problemText } from './text';
import { Alert, Button } from './ui';

const causeLabel: Record<RefundRequestView['cause'], string> = {
  replaced: 'Replaced before',
  amount: 'Above the limit',
};

/**
 * Refunds waiting for a second staff member (issue 42 point 5): another staff member approves (the
 * refund runs) or rejects (nothing moves). One's own requests show no buttons; the API refuses them too.
 */
export function RefundRequests() {
  const me = session.get()?.staff.id;
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const query = useQuery({
    queryKey: ['refund-requests'],
    queryFn: () => call<RefundRequestsPage>('GET', opsApi.orderRefundRequests.path),
  });
  const decide = useMutation({
    mutationFn: ({ row, approve }: { row: RefundRequestView; approve: boolean }) =>
      call<OrderActionResult>(
        'POST',
        approve ? opsApi.orderRefundApprove.path : opsApi.orderRefundReject.path,
        { id: row.id },
      ),
    onSuccess: (result, { row, approve }) => {
      setNotice(approve ? `Order ${row.orderCode} refunded.` : `Refund of ${row.orderCode} rejected.`);
      queryClient.setQueryData(['care-order', row.orderId], result.detail);
      void queryClient.invalidateQueries({ queryKey: ['refund-requests'] });
      void queryClient.invalidateQueries({ queryKey: ['care-search'] });
    },
  });
  const rows = query.data?.rows ?? [];
  if (rows.length === 0 && !notice && !query.error) return null;
  return (
    <section
      aria-labelledby="refund-requests"
      className="space-y-2 rounded border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="refund-requests" className="text-lg font-semibold">
        Refunds waiting for approval
      </h2>
      {notice ? (
        <p role="status" className="text-sm text-emerald-800">
          {notice}
        </p>
      ) : null}
      {query.error ? <Alert>{problemText(query.error)}</Alert> : null}
      {decide.error ? <Alert>{problemText(decide.error)}</Alert> : null}
      {rows.length > 0 ? (
        <table className="w-full text-sm">
          <thead className="text-slate-700">
            <tr>
              <th className="px-2 py-1 text-start">Order</th>
              <th className="px-2 py-1 text-end">Amount</th>
              <th className="px-2 py-1 text-start">Why</th>
              <th className="px-2 py-1 text-start">Asked by</th>
              <th className="px-2 py-1 text-start">Decision</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-amber-200 align-top">
                <td className="px-2 py-1 font-mono">
                  <Link className="text-sky-800 underline" to={`/care/orders/${row.orderId}`}>
                    {row.orderCode}
                  </Link>
                </td>
                <td className="px-2 py-1 text-end tabular-nums">{money(row.amount, row.currency)}</td>
                <td className="px-2 py-1">
                  {causeLabel[row.cause]}
                  <div className="text-slate-600">{row.reason}</div>
                </td>
                <td className="px-2 py-1">
                  {row.requestedByName}
                  <div className="text-slate-600">{utc(row.requestedAt)}</div>
                </td>
                <td className="px-2 py-1">
                  {row.requestedBy === me ? (
                    <span className="text-slate-600">Another staff member must decide</span>
                  ) : (
                    <div className="flex gap-2">
                      <Button
                        variant="danger"
                        disabled={decide.isPending}
                        aria-label={`Approve refund of ${row.orderCode}`}
                        onClick={() => decide.mutate({ row, approve: true })}
                      >
                        Approve
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={decide.isPending}
                        aria-label={`Reject refund of ${row.orderCode}`}
                        onClick={() => decide.mutate({ row, approve: false })}
                      >
                        Reject
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
