import { AuthPage, type AuthPageProps, authPageMetadata } from '@/features/auth/auth-route.tsx';

export const generateMetadata = authPageMetadata('sign_up');

/** Sign up (SPEC §2): opens the modal over a short page that can reopen it. */
export default function Page(props: AuthPageProps) {
  return <AuthPage modal="sign_up" {...props} />;
}
