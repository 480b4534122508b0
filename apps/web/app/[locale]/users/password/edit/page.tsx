import { AuthPage, type AuthPageProps, authPageMetadata } from '@/features/auth/auth-route.tsx';

export const generateMetadata = authPageMetadata('password_edit');

/** Edit password (reset_password_token read from the query, then removed) (SPEC §2): opens the modal over a short page that can reopen it. */
export default function Page(props: AuthPageProps) {
  return <AuthPage modal="password_edit" {...props} />;
}
