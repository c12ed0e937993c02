// The contact form's message, handed to the visitor's email app, addressed to the company.

/** A mailto: link with the subject and a body that carries every field of the form. */
export function contactMailto(to: string, form: FormData): string {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const body = `${field('message')}\n\n${field('name')}\n${field('email')}\n${field('phone')}`;
  return `mailto:${to}?subject=${encodeURIComponent(field('subject'))}&body=${encodeURIComponent(body)}`;
}

export function openMailClient(url: string): void {
  window.location.href = url;
}
