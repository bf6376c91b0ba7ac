import { useEffect, type RefObject } from 'react';
import { focusableElements } from './focusable';

/**
 * While `active`, keeps Tab and Shift+Tab inside the container, closes on Escape, focuses the first
 * control on open and returns focus to whatever had it before (the menu button) on close.
 */
export function useFocusTrap(active: boolean, containerRef: RefObject<HTMLElement | null>, onEscape: () => void): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusableElements(container)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const elements = focusableElements(container);
      const first = elements[0];
      const last = elements[elements.length - 1];
      if (!first || !last) return;
      const outside = !container.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus();
    };
  }, [active, containerRef, onEscape]);
}
