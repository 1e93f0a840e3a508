import { useEffect, useRef } from 'react';

type Actions = { toggleSolution: () => void; next: () => void; previous: () => void };

/** Viewer shortcuts: S toggles the solution; D or → next; A or ← previous. Ignored while typing. */
export function useShortcuts(actions: Actions) {
  const ref = useRef(actions);
  useEffect(() => void (ref.current = actions));
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName)) && (t as HTMLInputElement).type !== 'radio') return;
      if (document.querySelector('.mantine-Modal-content')) return;
      // arrows on a focused radio move the choice natively
      if (t instanceof HTMLInputElement && t.type === 'radio' && e.key.startsWith('Arrow')) return;
      const k = e.key.toLowerCase();
      if (k === 's') ref.current.toggleSolution();
      else if (k === 'd' || e.key === 'ArrowRight') ref.current.next();
      else if (k === 'a' || e.key === 'ArrowLeft') ref.current.previous();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
