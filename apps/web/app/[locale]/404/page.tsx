import { notFound } from 'next/navigation';

// /404 renders the locale's not-found page with a real 404 status.
export default function NotFoundRoute(): never {
  notFound();
}
