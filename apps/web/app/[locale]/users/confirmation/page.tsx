import { AuthPage, type AuthPageProps, authPageMetadata } from '@/features/auth/auth-route.tsx';

export const generateMetadata = authPageMetadata('confirmation');

/** E-mail confirmation (confirmation_token read from the query, then removed) (SPEC §2): opens the modal over a short page that can reopen it. */
export default function Page(props: AuthPageProps) {
  return <AuthPage modal="confirmation" {...props} />;
}
