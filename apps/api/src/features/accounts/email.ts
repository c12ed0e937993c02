// Emails are compared as better-auth stores them: trimmed and lower-cased.

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const sameEmail = (a: string, b: string): boolean => normalizeEmail(a) === normalizeEmail(b);
