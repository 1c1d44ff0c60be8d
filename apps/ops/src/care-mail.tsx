import { orderMailKinds } from '@dfs/contract/ops/care';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from './api';
import { problemText } from './text';
import { Button, inputClass } from './ui';

/** Sends one of an order's e-mails again (as the order now stands). */
export function ResendMail({ id, onSent }: { id: number; onSent: (message: string) => void }) {
  const [kind, setKind] = useState<(typeof orderMailKinds)[number]>('confirmation');
  const mutation = useMutation({
    mutationFn: () => call<{ to: string }>('POST', '/Ops/api/V1.0/Order/ResendMail', { id, kind }),
    onSuccess: (sent) => onSent(`The ${kind} e-mail is on its way to ${sent.to}.`),
    onError: (error) => onSent(problemText(error)),
  });
  return (
    <div className="flex items-center gap-2">
      <select
        aria-label="E-mail to send again"
        className={`${inputClass} w-auto`}
        value={kind}
        onChange={(e) => setKind(e.target.value as typeof kind)}
      >
        {orderMailKinds.map((k) => (
          <option key={k} value={k}>
            {k === 'paymentFailed' ? 'payment failed' : k}
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
