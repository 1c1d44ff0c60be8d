import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  name: string;
  quantity: number;
  max: number;
  onChange: (delta: number) => void;
}

const stepClass =
  'flex size-10 items-center justify-center text-navy-900 hover:bg-navy-50 disabled:cursor-not-allowed disabled:text-navy-300 disabled:hover:bg-transparent';

/** Minus is disabled at 1, plus at the smaller of stock and the per-item limit (spec §5). */
export function QuantityStepper({ name, quantity, max, onChange }: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <fieldset
      aria-label={t('cart.quantityOf', { name })}
      className="inline-flex items-center overflow-hidden rounded-md border border-navy-200 bg-white"
    >
      <button
        type="button"
        className={stepClass}
        aria-label={t('cart.decrease', { name })}
        disabled={quantity <= 1}
        onClick={() => onChange(-1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-9 text-center text-sm font-semibold tabular-nums">
        {quantity}
      </output>
      <button
        type="button"
        className={stepClass}
        aria-label={t('cart.increase', { name })}
        disabled={quantity >= max}
        onClick={() => onChange(1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </fieldset>
  );
}
