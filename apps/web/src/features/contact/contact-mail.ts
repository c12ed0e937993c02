// The contact form's message, handed to the visitor's email app, addressed to the company.

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** A mailto: link with the subject and a body that carries every field of the form. */
export function contactMailto(to: string, m: ContactMessage): string {
  const body = `${m.message}\n\n${m.name}\n${m.email}\n${m.phone}`;
  return `mailto:${to}?subject=${encodeURIComponent(m.subject)}&body=${encodeURIComponent(body)}`;
}

export function openMailClient(url: string): void {
  window.location.href = url;
}
