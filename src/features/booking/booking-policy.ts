import type { BookingPolicyAnswer } from '@/leads/booking-policy';
import { BOOKING_POLICY_PATH } from '@/leads/booking-policy';

/**
 * The booking policy the server enforces now, or null when it cannot say (offline, an error): the
 * calendar then offers the default horizon and the server decides when the booking is sent.
 */
export async function fetchBookingPolicy(signal?: AbortSignal): Promise<BookingPolicyAnswer | null> {
  try {
    const response = await fetch(BOOKING_POLICY_PATH, { headers: { Accept: 'application/json' }, credentials: 'same-origin', ...(signal ? { signal } : {}) });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<BookingPolicyAnswer>;
    if (typeof body.horizonDays !== 'number' || !Number.isInteger(body.horizonDays) || body.horizonDays < 1) return null;
    if (typeof body.message !== 'string') return null;
    return { horizonDays: body.horizonDays, firstDate: String(body.firstDate), lastDate: String(body.lastDate), message: body.message };
  } catch {
    return null;
  }
}
