import '@mantine/dates/styles.layer.css';
import { DatePicker } from '@mantine/dates';
import { isWeekend } from '@/leads/booking-policy';
import { formatDay } from './format-day';
import classes from './booking-flow.module.css';

/** The booking's date picker: weekdays from the first to the last bookable date (the booking policy); the rest greyed. */
export default function BookingCalendar({
  value,
  onChange,
  firstDate,
  lastDate,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  firstDate: string;
  lastDate: string;
}) {
  return (
    <DatePicker
      value={value}
      onChange={onChange}
      minDate={firstDate}
      maxDate={lastDate}
      excludeDate={isWeekend}
      ariaLabels={{
        previousMonth: 'Previous month',
        nextMonth: 'Next month',
        previousYear: 'Previous year',
        nextYear: 'Next year',
        previousDecade: 'Previous decade',
        nextDecade: 'Next decade',
        monthLevelControl: 'Choose a month',
        yearLevelControl: 'Choose a year',
      }}
      getDayProps={(day) => ({ 'aria-label': formatDay(day) })}
      size="md"
      weekendDays={[]}
      className={classes.calendar}
      classNames={{ weekday: classes.weekday, day: classes.day }}
    />
  );
}
