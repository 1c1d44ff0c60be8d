import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';

export const inputClass =
  'w-full rounded border border-slate-300 px-3 py-2 text-sm focus:border-sky-700 focus:outline-none focus:ring-2 focus:ring-sky-200';

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'danger' }) {
  const look =
    variant === 'primary'
      ? 'bg-sky-800 text-white hover:bg-sky-900 disabled:bg-slate-400'
      : variant === 'danger'
        ? 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400'
        : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <button
      type="button"
      className={`rounded px-4 py-2 text-sm font-medium ${look} ${className}`}
      {...props}
    />
  );
}

export function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child
    <label className="block text-sm">
      <span className="mb-1 block font-medium text-slate-700">{label}</span>
      {children}
      {error ? <span className="mt-1 block text-red-700">{error}</span> : null}
    </label>
  );
}

export function Input(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={inputClass} {...props} />;
}

export function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}
