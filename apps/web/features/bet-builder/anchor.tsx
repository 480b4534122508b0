'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Makes the bet-builder anchor (SPEC §2 '#betBuilder') land on the builder from any view of a match
 * page: the builder lives under its tab (?group=betbuilder), so an address with the anchor but on
 * another tab is replaced by the builder's tab, anchor kept.
 */
export function BetBuilderAnchor({ anchor, group }: { anchor: string; group: string }) {
  const router = useRouter();
  useEffect(() => {
    const follow = () => {
      if (window.location.hash !== `#${anchor}`) return;
      const url = new URL(window.location.href);
      if (url.searchParams.get('group') === group) return;
      url.searchParams.set('group', group);
      router.replace(`${url.pathname}${url.search}${url.hash}`);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [anchor, group, router]);
  return null;
}
