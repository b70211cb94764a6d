'use client';
import { useEffect, useRef, useState } from 'react';

interface Props {
  /** The button's text ("Menu"). */
  label: string;
  /** The navigation landmark's name. */
  navLabel: string;
  children: React.ReactNode;
}

/**
 * The main navigation: always shown from the sm breakpoint up; on a phone, a disclosure behind a
 * Menu button, so every section is one tap away without scrolling sideways. Escape or a click
 * elsewhere closes it; Escape gives the focus back to the button.
 */
export function SiteMenu({ label, navLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!nav.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="site-nav"
        onClick={() => setOpen(!open)}
        className="order-2 ml-auto flex min-h-11 items-center gap-2 rounded border border-black/20 px-3 text-sm font-semibold hover:bg-black/5 sm:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          {open ? (
            <path d="M5.3 4 10 8.7 14.7 4 16 5.3 11.3 10l4.7 4.7-1.3 1.3-4.7-4.7L5.3 16 4 14.7 8.7 10 4 5.3z" />
          ) : (
            <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
          )}
        </svg>
        {label}
      </button>
      <nav
        ref={nav}
        id="site-nav"
        aria-label={navLabel}
        className={`${open ? 'block' : 'hidden'} order-last w-full pb-2 sm:order-none sm:block sm:w-auto sm:flex-1 sm:pb-0`}
      >
        {children}
      </nav>
    </>
  );
}
