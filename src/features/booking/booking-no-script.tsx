import { StaticHoneypotField } from '@/components/honeypot-field';
import { RETURN_TO_FIELD } from '@/components/native-form';
import { bookingPage, consultationOptions } from '@/content/booking';
import { bookingPolicyLine } from '@/leads/booking-policy';
import { BOOKING_TIME_SLOTS } from '@/leads/form-copy';
import { leadPath } from '@/leads/lead-paths';
import { STUDIO_TIME_ZONE_LABEL } from '@/leads/studio-time';
import classes from './booking-flow.module.css';

/**
 * The booking as one plain form, for visitors without JavaScript: session type, a date, a time and
 * the e-mail, posted natively to the booking endpoint (which checks the date and time as it does
 * for the page's own requests). It lives in <noscript>: with scripts on, browsers do not even build it.
 */
export function BookingNoScriptForm() {
  return (
    <noscript>
      <form method="post" action={leadPath('booking')} className={classes.noScript} aria-labelledby="booking-no-script-title">
        <h2 id="booking-no-script-title" className={classes.heading}>
          {bookingPage.confirmButton}
        </h2>
        <p className={classes.noScriptPolicy}>{bookingPolicyLine()}</p>
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{bookingPage.steps.type.title}</legend>
          {consultationOptions.map((option, index) => (
            <label key={option.id} className={classes.noScriptChoice}>
              <input type="radio" name="consultationType" value={option.title} required defaultChecked={index === 0} /> {option.title} ({option.duration},{' '}
              {bookingPage.free})
            </label>
          ))}
        </fieldset>
        <label className={classes.noScriptField}>
          Date
          <input type="date" name="date" required />
        </label>
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>Time ({STUDIO_TIME_ZONE_LABEL})</legend>
          {BOOKING_TIME_SLOTS.map((slot) => (
            <label key={slot} className={classes.noScriptChoice}>
              <input type="radio" name="time" value={slot} required /> {slot}
            </label>
          ))}
        </fieldset>
        <label className={classes.noScriptField}>
          Email address
          <input type="email" name="email" autoComplete="email" required />
        </label>
        <StaticHoneypotField id="booking-no-script-website" />
        <input type="hidden" name={RETURN_TO_FIELD} value="/consultation-booking" />
        <button type="submit" className={classes.noScriptSubmit}>
          {bookingPage.confirmButton}
        </button>
      </form>
    </noscript>
  );
}
