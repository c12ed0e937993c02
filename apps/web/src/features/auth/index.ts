// What other features use of the auth pages' feature.
export { VerifyEmailBanner } from './components/verify-email-banner.tsx';
