import { randomUUID } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const newId = (): string => randomUUID();

/** True when s has the shape of an id we create; anything else cannot exist and is a 404. */
export const isId = (s: string): boolean => UUID.test(s);

/** Now, as the ISO-8601 UTC text every timestamp column holds. */
export const nowIso = (): string => new Date().toISOString();
