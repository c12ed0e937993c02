// The contact form sent to the store, the owner's inbox and the sender's messages (docs/features/contact.md).
// No apostrophes: ICU reads them as quotes.
export default {
  CONTACT_FORM: {
    honeypot: 'Leave this field empty',
    sent: 'Thank you, your message was sent. We answer within one working day; a copy is on its way to {email}.',
    failed: 'Your message could not be sent. Please try again, or call {phone}.',
  },
  CONTACT_ERROR: {
    name: 'Write your name (at most {max, number} characters).',
    email: 'Enter an email address, such as name@example.com.',
    phone: 'Enter a phone number (at most {max, number} characters).',
    subject: 'Write a subject (at most {max, number} characters).',
    message: 'Write your message (at most {max, number} characters).',
    tooManyLinks: 'A message may hold at most {max, number} links. Please remove some.',
    tooFast: 'That was sent too fast to be typed by a person. Please wait a few seconds and send again.',
    refused: 'This message could not be accepted.',
  },
  CONTACT_SMS: {
    reply: 'Bicycle Manufacturer answered your message "{subject}": {reply}',
  },
  CONTACT_MAIL: {
    shopSubject: 'Contact form: {subject}',
    shopIntro: 'A message came through the contact form.',
    copySubject: 'We received your message: {subject}',
    copyIntro: 'Thank you for writing to us. This is a copy of your message; we answer within one working day.',
    replySubject: 'Re: {subject}',
    replyIntro: 'The store answered your message:',
    yourMessage: 'Your message:',
    from: 'From: {name}, {email}, phone {phone}',
  },
} as const;
