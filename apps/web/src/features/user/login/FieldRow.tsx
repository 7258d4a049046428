import type { ReactNode } from 'react';

/** Label, control and the field's error line, laid out like an antd vertical form item. */
export function FieldRow({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="login-form__row">
      <label className="login-form__label" htmlFor={id}>
        {label}
      </label>
      {children}
      <div className="login-form__error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
