import { OPENING_HOURS } from '@store/shared/constants';

export function Footer() {
  return <footer className="footer bg-neutral p-6 text-neutral-content">{OPENING_HOURS}</footer>;
}
