import { clsx } from 'clsx';
import { Minus, Plus } from 'lucide-react';

interface QuantityStepperProps {
  value: number;
  /** The most that may be chosen: the smaller of stock and the per-item limit. */
  max: number;
  /** Called with -1 or +1. */
  onStep: (delta: -1 | 1) => void;
  labels: { group?: string; labelledBy?: string; decrease: string; increase: string };
  size?: 'md' | 'lg';
}

/** Minus is disabled at 1 and plus at the maximum (spec §5); used on the product page and in the cart. */
export function QuantityStepper({ value, max, onStep, labels, size = 'md' }: QuantityStepperProps) {
  const step = clsx(
    'flex items-center justify-center text-navy-900 hover:bg-navy-50 disabled:cursor-not-allowed disabled:text-navy-300 disabled:hover:bg-transparent',
    size === 'lg' ? 'size-11' : 'size-10',
  );
  return (
    <fieldset
      aria-label={labels.group}
      aria-labelledby={labels.labelledBy}
      className="inline-flex w-fit items-center overflow-hidden rounded-md border border-navy-200 bg-white"
    >
      <button
        type="button"
        className={step}
        aria-label={labels.decrease}
        disabled={value <= 1}
        onClick={() => onStep(-1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        aria-live="polite"
        className={clsx(
          'text-center font-semibold tabular-nums',
          size === 'lg' ? 'min-w-10' : 'min-w-9 text-sm',
        )}
      >
        {value}
      </output>
      <button
        type="button"
        className={step}
        aria-label={labels.increase}
        disabled={value >= max}
        onClick={() => onStep(1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </fieldset>
  );
}
