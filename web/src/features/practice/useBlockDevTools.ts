import { useEffect } from 'react';

/**
 * On time-tracked pages the context menu and developer-tool shortcuts are blocked by default
 * (practice-and-support.md §6). A deterrent for students, not a security boundary.
 */
export function useBlockDevTools() {
  useEffect(() => {
    const menu = (e: MouseEvent) => e.preventDefault();
    const keys = (e: KeyboardEvent) => {
      const k = e.key.toUpperCase();
      const combo = (e.ctrlKey || e.metaKey) && ((e.shiftKey && ['I', 'J', 'C'].includes(k)) || k === 'U');
      if (k === 'F12' || combo) e.preventDefault();
    };
    document.addEventListener('contextmenu', menu);
    window.addEventListener('keydown', keys);
    return () => {
      document.removeEventListener('contextmenu', menu);
      window.removeEventListener('keydown', keys);
    };
  }, []);
}
