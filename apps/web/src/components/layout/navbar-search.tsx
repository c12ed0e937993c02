// The navbar's search box: from two letters it suggests product names in a listbox (the ARIA combobox
// pattern, list autocomplete); Enter with no option chosen opens the full results on /allproducts.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS, SEARCH_SUGGEST_MIN_CHARS } from '@store/shared/constants';
import { productPublicPath } from '@store/shared/product-slug';
import { useTexts } from '../../lib/i18n.tsx';
import { suggestionsQueryOptions } from '../../lib/product-suggestions.ts';

/** Waits this long after the last key before asking the server. */
const TYPING_PAUSE_MS = 150;

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function NavbarSearch({ className = '' }: { className?: string }) {
  const { CATEGORY_TEXT } = useTexts('categories');
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLDivElement>(null);

  const q = text.trim();
  const settled = useSettled(q, TYPING_PAUSE_MS);
  const wanted = settled.length >= SEARCH_SUGGEST_MIN_CHARS;
  const suggestions = useQuery({ ...suggestionsQueryOptions(settled), enabled: wanted });
  const items = wanted && q.length >= SEARCH_SUGGEST_MIN_CHARS ? (suggestions.data ?? []) : [];
  const showList = isOpen && q.length >= SEARCH_SUGGEST_MIN_CHARS && wanted;
  // The options: each suggestion, then "see all results".
  const optionCount = showList ? items.length + 1 : 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  // A click outside closes the list.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  function finish(path: string) {
    setOpen(false);
    setActive(-1);
    setText('');
    void navigate(path);
  }
  const openResults = () => {
    if (q) finish(`/allproducts?${new URLSearchParams({ q })}`);
  };
  function choose(index: number) {
    const item = items[index];
    if (item) finish(productPublicPath(item));
    else openResults();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (optionCount > 0) setActive((i) => (i + 1) % optionCount);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (optionCount > 0) setActive((i) => (i <= 0 ? optionCount - 1 : i - 1));
        break;
      case 'Escape':
        if (showList) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
      case 'Enter':
        if (showList && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        break;
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    openResults();
  }

  return (
    <div ref={box} className={`relative ${className}`}>
      <form role="search" onSubmit={handleSubmit}>
        <label htmlFor={`${id}-input`} className="sr-only">
          {CATEGORY_TEXT.searchLabel}
        </label>
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          {...(showList && active >= 0 ? { 'aria-activedescendant': optionId(active) } : {})}
          value={text}
          maxLength={LIMITS.searchQuery}
          placeholder={CATEGORY_TEXT.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          className="input input-sm w-full border border-base-content/60"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={handleKeyDown}
        />
      </form>
      <ul
        id={listId}
        role="listbox"
        aria-label={CATEGORY_TEXT.suggestions}
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-80 overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 shadow-lg"
      >
        {showList
          ? // Each suggestion, then "see all results" (choose() opens the results past the last suggestion).
            [...items, null].map((item, index) => (
              <li
                key={item?._id ?? 'all'}
                id={optionId(index)}
                role="option"
                aria-selected={active === index}
                className={`cursor-pointer rounded-field px-3 py-2 ${item ? '' : 'font-semibold'} ${active === index ? 'bg-primary text-primary-content' : 'hover:bg-base-200'}`}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
                translate={item ? 'no' : undefined}
              >
                {item
                  ? item.name
                  : items.length === 0 && suggestions.isFetched && !suggestions.isPlaceholderData
                    ? `${CATEGORY_TEXT.noSuggestions}. ${CATEGORY_TEXT.seeAllResults({ q })}`
                    : CATEGORY_TEXT.seeAllResults({ q })}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
