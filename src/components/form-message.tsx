import { forwardRef, type ReactNode } from 'react';
import classes from './form-message.module.css';

export type FormMessageTone = 'success' | 'error' | 'info';

export interface FormMessageProps {
  tone: FormMessageTone;
  title?: ReactNode;
  children: ReactNode;
  id?: string;
  /** Defaults: errors are alerts, successes statuses; info is a plain note. */
  role?: 'alert' | 'status' | 'note';
  /** Lets the form move focus to the message (it then needs no visible focus ring). */
  focusable?: boolean;
  className?: string;
}

const defaultRoles: Record<FormMessageTone, 'alert' | 'status' | 'note'> = { error: 'alert', success: 'status', info: 'note' };

/** A form's banner: green for success, red for errors, brand for notes, all with AA text contrast. */
export const FormMessage = forwardRef<HTMLDivElement, FormMessageProps>(function FormMessage(
  { tone, title, children, id, role, focusable = false, className },
  ref,
) {
  return (
    <div
      ref={ref}
      id={id}
      role={role ?? defaultRoles[tone]}
      data-tone={tone}
      tabIndex={focusable ? -1 : undefined}
      className={className ? `${classes.message} ${className}` : classes.message}
    >
      {title ? <p className={classes.title}>{title}</p> : null}
      <div className={classes.body}>{children}</div>
    </div>
  );
});
