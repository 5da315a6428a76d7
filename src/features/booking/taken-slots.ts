import { BOOKING_SLOTS_PATH } from '@/leads/booking-slots';

/**
 * The times already booked on `date`, or null when the server cannot say (offline, an error):
 * the form then offers every future slot and the server decides when the booking is sent.
 */
export async function fetchTakenSlots(date: string, signal?: AbortSignal): Promise<string[] | null> {
  try {
    const response = await fetch(`${BOOKING_SLOTS_PATH}?date=${encodeURIComponent(date)}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { date?: unknown; taken?: unknown };
    if (body.date !== date || !Array.isArray(body.taken)) return null;
    return body.taken.filter((time): time is string => typeof time === 'string');
  } catch {
    return null;
  }
}
