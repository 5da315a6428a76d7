import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchTakenSlots } from './taken-slots';

/**
 * The times other bookings hold on `date`, as the server last said; unknown (offline), none are
 * shown. `onRead` hears each answer (the chosen time may be among them). `markTaken` records a time
 * the server refused as taken and asks for the day's times again.
 */
export function useTakenSlots(date: string | null, onRead: (times: readonly string[]) => void) {
  const [taken, setTaken] = useState<{ date: string; times: readonly string[] } | null>(null);
  const [reads, setReads] = useState(0);
  // The latest callback, without reading the times again each time the caller renders.
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });

  useEffect(() => {
    if (date === null) return;
    const controller = new AbortController();
    void fetchTakenSlots(date, controller.signal).then((times) => {
      // Unknown (offline, an error): every future slot stays open and the server decides.
      if (times === null || controller.signal.aborted) return;
      setTaken({ date, times });
      onReadRef.current(times);
    });
    return () => controller.abort();
  }, [date, reads]);

  const markTaken = useCallback((day: string, time: string) => {
    setTaken((known) => ({ date: day, times: [...(known?.date === day ? known.times : []), time] }));
    setReads((count) => count + 1);
  }, []);

  return { takenTimes: date !== null && taken?.date === date ? taken.times : [], markTaken };
}
