'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A header menu's open state (account menu, notification centre): a press outside its root closes
 * it; Escape closes it and gives focus back to its button.
 */
export function usePopover<
  B extends HTMLElement = HTMLButtonElement,
  R extends HTMLElement = HTMLDivElement,
>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<B>(null);
  const rootRef = useRef<R>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return { open, setOpen, buttonRef, rootRef };
}
