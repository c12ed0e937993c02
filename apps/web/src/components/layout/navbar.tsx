// The site navigation (spec §2 Navbar). Below xl the links fold into a menu button, so that the navbar is
// one row at every desktop width; the search box (ours) is inline from lg, on a row of its own below.
import { useEffect, useRef, useState } from 'react';
import { Link, NavigationType, NavLink, useLocation, useNavigate, useNavigationType } from 'react-router';
import { signOut, useSession } from '../../lib/auth.ts';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { useTexts } from '../../lib/i18n.tsx';
import { CartButton } from './cart-button.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NavbarSearch } from './navbar-search.tsx';

const MOBILE_MENU_ID = 'mobile-menu';

/** NOTE: the declarative router does not reset the scroll position (back and forward keep the browser's). */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === NavigationType.Pop) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}

export function Navbar() {
  const { PUBLIC_TEXT, SPEC_TEXT } = useTexts('common');
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  useScrollToTopOnNavigate();

  // While the phone menu is open, Escape or a click elsewhere closes it.
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !menuButton.current?.contains(target)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isMenuOpen]);

  const closeMenu = () => setMenuOpen(false);

  const handleSignOut = () => {
    closeMenu();
    void signOut().finally(() => navigate('/'));
  };

  const links = [
    { to: '/', label: SPEC_TEXT.navHome },
    { to: '/blogs', label: SPEC_TEXT.navBlogs },
    { to: '/myprotfolio', label: SPEC_TEXT.navPortfolio },
    ...(user ? [{ to: '/dashboard', label: SPEC_TEXT.navDashboard }] : []),
    { to: '/contact', label: SPEC_TEXT.navContact },
  ];
  const items = [
    ...links.map((link) => (
      <li key={link.to}>
        <NavLink
          to={link.to}
          end={link.to === '/'}
          onClick={closeMenu}
          className={({ isActive }) => (isActive ? 'menu-active font-semibold' : '')}
        >
          {link.label}
        </NavLink>
      </li>
    )),
    <li key="language">
      <LanguageSwitch />
    </li>,
  ];

  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100 print:hidden">
      <nav aria-label={PUBLIC_TEXT.mainNav} className="mx-auto flex min-h-16 max-w-7xl items-center gap-1 px-2 sm:px-4">
        <div className="relative shrink-0 xl:hidden">
          <button
            ref={menuButton}
            type="button"
            className="btn btn-square btn-ghost"
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={isMenuOpen ? PUBLIC_TEXT.closeMenu : PUBLIC_TEXT.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
          <ul
            ref={menu}
            id={MOBILE_MENU_ID}
            hidden={!isMenuOpen}
            className="menu absolute top-full left-0 z-50 mt-2 w-60 rounded-box border border-base-300 bg-base-100 p-2 text-base shadow-lg"
          >
            {items}
          </ul>
        </div>
        {/* The brand is never cut: on a narrow phone its two words take two lines. */}
        <Link
          to="/"
          className="flex min-w-0 items-center gap-1.5 rounded-field px-1 text-base leading-tight font-bold sm:gap-2 sm:text-xl lg:shrink-0 lg:whitespace-nowrap"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-7 shrink-0 sm:size-8" />
          <span>{SPEC_TEXT.brand}</span>
        </Link>
        <ul className="menu menu-horizontal hidden shrink-0 flex-nowrap gap-1 text-base whitespace-nowrap xl:flex">
          {items}
        </ul>
        <NavbarSearch className="ml-2 hidden max-w-80 min-w-40 flex-1 lg:block" />
        <div className="ml-auto flex shrink-0 items-center gap-1 pl-1 lg:ml-2">
          <CartButton signedIn={user !== null} />
          {isLoading ? (
            <span className="skeleton block h-10 w-20" aria-hidden="true" />
          ) : user ? (
            <button type="button" className="btn btn-primary btn-sm sm:btn-md" onClick={handleSignOut}>
              {SPEC_TEXT.navSignOut}
            </button>
          ) : (
            <NavLink to="/login" className="btn btn-primary btn-sm sm:btn-md">
              {SPEC_TEXT.navLogin}
            </NavLink>
          )}
        </div>
      </nav>
      <div className="mx-auto max-w-6xl px-2 pb-2 sm:px-4 lg:hidden">
        <NavbarSearch />
      </div>
    </header>
  );
}
