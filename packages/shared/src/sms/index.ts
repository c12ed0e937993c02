// SMS rules without I/O: segment counting and the admins' SMS outbox contract.
export { countSmsSegments, isGsm7, type SmsEncoding, type SmsSegments } from './segments.ts';
export * from './sms-outbox.ts';
