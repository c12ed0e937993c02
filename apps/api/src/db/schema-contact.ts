// The contact form's table types (migration 231).
import type { ContactStatus } from '@store/shared/schemas';
import type { Timestamps } from './schema-columns.ts';

/** One message sent through the contact form; `userId` when its sender was signed in. */
export interface ContactMessageTable extends Timestamps {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  locale: string;
  status: ContactStatus;
}

/** The owner's reply in a message's thread; `smsSent` 1 when it also went by SMS. */
export interface ContactReplyTable extends Timestamps {
  id: string;
  messageId: string;
  body: string;
  authorId: string;
  smsSent: number;
}
