import { useId } from 'react';
import { HONEYPOT_FIELD } from '@/leads/limits';
import classes from './honeypot-field.module.css';

/**
 * The hidden field only bots fill (see HONEYPOT_FIELD). Out of sight, out of the tab order and
 * hidden from assistive technology, so a real visitor never meets it.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = `${HONEYPOT_FIELD}-${useId()}`;
  return (
    <div className={classes.trap} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

/** The same trap in a plain form that no script renders (the booking's no-script form). */
export function StaticHoneypotField({ id }: { id: string }) {
  return (
    <div className={classes.trap} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
