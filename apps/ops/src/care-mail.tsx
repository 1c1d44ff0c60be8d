import type { orderMailKinds } from '@dfs/contract/ops/care';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from './api';
import { problemText } from './text';
import { Button, inputClass } from './ui';

type MailKind = (typeof orderMailKinds)[number];

const labels: Record<MailKind, string> = {
  confirmation: 'confirmation',
  cancellation: 'cancellation',
  change: 'change',
  refund: 'refund',
  paymentFailed: 'payment failed',
};

/** Sends one of an order's e-mails again (as the order now stands): only those that match its state. */
export function ResendMail(props: {
  id: number;
  mails: readonly MailKind[];
  onSent: (message: string) => void;
}) {
  const { id, mails, onSent } = props;
  const [chosen, setKind] = useState<MailKind | null>(null);
  const kind = chosen && mails.includes(chosen) ? chosen : (mails[0] ?? null);
  const mutation = useMutation({
    mutationFn: () => call<{ to: string }>('POST', '/Ops/api/V1.0/Order/ResendMail', { id, kind }),
    onSuccess: (sent) => onSent(`The ${kind} e-mail is on its way to ${sent.to}.`),
    onError: (error) => onSent(problemText(error)),
  });
  if (!kind) return null;
  return (
    <div className="flex items-center gap-2">
      <select
        aria-label="E-mail to send again"
        className={`${inputClass} w-auto`}
        value={kind}
        onChange={(e) => setKind(e.target.value as MailKind)}
      >
        {mails.map((k) => (
          <option key={k} value={k}>
            {labels[k]}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        className="whitespace-nowrap"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
      >
        Resend e-mail
      </Button>
    </div>
  );
}
