import { Link } from 'react-router';
import { SPEC_TEXT } from '@store/shared/messages';

export function Navbar() {
  return (
    <header className="navbar bg-base-100 shadow-sm">
      <Link to="/" className="btn btn-ghost text-lg">
        {SPEC_TEXT.brand}
      </Link>
    </header>
  );
}
