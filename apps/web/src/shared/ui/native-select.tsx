import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type SelectHTMLAttributes, useId } from 'react';

interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** Keep the label for screen readers only (the header's compact pickers). */
  hideLabel?: boolean;
  tone?: 'onDark' | 'onLight';
}

/**
 * A labelled native <select>: the most robust picker on phones and with assistive technology. With an
 * `id` it calls no `useId`, so it may sit in a part that hydrates apart (HydrateLater).
 */
export function NativeSelect(props: NativeSelectProps) {
  return props.id ? <Select {...props} id={props.id} /> : <SelectWithGeneratedId {...props} />;
}

function SelectWithGeneratedId(props: NativeSelectProps) {
  return <Select {...props} id={useId()} />;
}

function Select({
  label,
  hideLabel,
  tone = 'onLight',
  className,
  children,
  id,
  ...props
}: NativeSelectProps & { id: string }) {
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={clsx('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          className={clsx(
            'min-h-10 w-full cursor-pointer appearance-none rounded-md border py-2 ps-3 pe-8 text-sm font-medium',
            tone === 'onDark'
              ? 'border-white/25 bg-navy-900 text-white hover:border-white/50'
              : 'border-navy-200 bg-white text-navy-950 hover:border-navy-400',
          )}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className={clsx(
            'pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2',
            tone === 'onDark' ? 'text-white/70' : 'text-navy-500',
          )}
        />
      </div>
    </div>
  );
}
