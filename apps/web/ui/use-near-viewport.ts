import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether the element behind the returned ref has come within `margin` of the viewport (once true, it
 * stays true): a part far down a page loads its code and data when the player scrolls towards it, not
 * with the page. True at once where IntersectionObserver is missing. While `enabled` is false nothing
 * is observed and it stays false.
 */
export function useNearViewport<T extends Element>(
  margin = '600px',
  enabled = true,
): [boolean, RefObject<T | null>] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, near, margin]);
  return [near, ref];
}
