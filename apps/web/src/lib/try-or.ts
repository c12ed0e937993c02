// Storage that privacy settings block, and text that may not be JSON: a fallback value instead of a throw.

/** `read()`, or `fallback` when it throws. */
export function tryOr<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}
