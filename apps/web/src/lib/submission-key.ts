// One Idempotency-Key per submission of an ordering form: the same body sent again (a double tap,
// a retry after a lost answer) carries the same key, so the server books it once; another body, or
// a submission after the last one was booked, gets a new key.
import { useRef } from 'react';

export function useSubmissionKey(): { keyFor: (body: unknown) => string; booked: () => void } {
  const pending = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (pending.current?.body !== text) pending.current = { body: text, key: crypto.randomUUID() };
      return pending.current.key;
    },
    booked() {
      pending.current = null;
    },
  };
}
