// One Idempotency-Key per submission of an ordering form: the same body sent again carries the same key, so
// the server books it once; another body, or a submission after a booked one, gets a new key.
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
