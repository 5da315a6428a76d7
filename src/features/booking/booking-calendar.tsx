import '@mantine/dates/styles.layer.css';
import { DatePicker } from '@mantine/dates';
import { formatDay } from './format-day';
import classes from './booking-flow.module.css';

/** The booking's date picker: no day before today, and today only while a slot is still ahead. */
export default function BookingCalendar({
  value,
  onChange,
  today,
  todayIsOver,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  today: string;
  todayIsOver: boolean;
}) {
  return (
    <DatePicker
      value={value}
      onChange={onChange}
      minDate={today}
      excludeDate={(day) => day === today && todayIsOver}
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
