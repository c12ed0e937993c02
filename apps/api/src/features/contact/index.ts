// The contact form's messages: sent, kept, answered (docs/features/contact.md).
export { contactRoutes } from './contact.routes.ts';
