import { consultationOptions, type ConsultationOption } from '@/content/booking';
import { site } from '@/content/site';
import type { BookingInput } from '@/leads/booking';
import { bookingCalendar, calendarDataUrl } from './calendar-file';

/** The booking's state: what the visitor has chosen so far ('' and null: not yet). */
export interface BookingValues {
  typeId: string;
  date: string | null;
  time: string;
  email: string;
  website: string;
}

export const EMPTY_BOOKING: BookingValues = { typeId: '', date: null, time: '', email: '', website: '' };

export function consultationOption(typeId: string): ConsultationOption | null {
  return consultationOptions.find((candidate) => candidate.id === typeId) ?? null;
}

/** The body sent: the session type goes by its title. */
export function bookingBody(values: BookingValues): BookingInput {
  return {
    email: values.email,
    consultationType: consultationOption(values.typeId)?.title ?? '',
    date: values.date ?? '',
    time: values.time,
    website: values.website,
  };
}

/** The calendar file of a confirmed session, as a link the success screen offers. */
export function calendarUrlFor({ option, date, time }: { option: ConsultationOption; date: string; time: string }): string {
  const calendar = bookingCalendar({
    uid: `${crypto.randomUUID()}@${site.email.split('@')[1]}`,
    createdAt: new Date(),
    date,
    time,
    durationMinutes: option.calendarMinutes,
    summary: `${option.title} with ${site.name}`,
    description: `Your free ${option.title.toLowerCase()} (${option.duration}). ${option.requirements} Questions: ${site.email}`,
    organizerEmail: site.email,
    organizerName: site.name,
  });
  return calendarDataUrl(calendar);
}
