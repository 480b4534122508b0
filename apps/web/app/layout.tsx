import type { ReactNode } from 'react';

// The document (<html lang dir data-theme>) is rendered by app/[locale]/layout.tsx, which knows the
// locale; app/not-found.tsx renders its own document for URLs no route matches.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
