import type { Metadata } from 'next';
import { getT } from '@/features/i18n/messages.ts';
import { buildMetadata } from '@/features/layout/metadata.ts';
import { type AuthRouteModal, AuthRoutePage } from './auth-route-page.tsx';

/** Path and message group of each auth route page (SPEC §2 page paths). */
const AUTH_ROUTES: Record<AuthRouteModal, { path: string; messages: string }> = {
  sign_in: { path: '/users/sign-in', messages: 'auth.signIn' },
  sign_up: { path: '/users/sign-up', messages: 'auth.signUp' },
  password_new: { path: '/users/password/new', messages: 'auth.passwordNew' },
  password_edit: { path: '/users/password/edit', messages: 'auth.passwordEdit' },
  confirmation: { path: '/users/confirmation', messages: 'auth.confirmation' },
};

export type AuthPageProps = { params: Promise<{ locale: string }> };

/** generateMetadata of an auth route page: its title and text, noindex. */
export function authPageMetadata(modal: AuthRouteModal) {
  return async ({ params }: AuthPageProps): Promise<Metadata> => {
    const { locale } = await params;
    const t = getT(locale);
    const { path, messages } = AUTH_ROUTES[modal];
    return buildMetadata({
      locale,
      path,
      title: t(`${messages}.title`),
      description: t(`${messages}.page`),
      noindex: true,
    });
  };
}

/** An auth route page (SPEC §2): opens its modal over a short page that can reopen it. */
export async function AuthPage({ modal, params }: AuthPageProps & { modal: AuthRouteModal }) {
  const { locale } = await params;
  const t = getT(locale);
  const { messages } = AUTH_ROUTES[modal];
  return <AuthRoutePage modal={modal} title={t(`${messages}.title`)} text={t(`${messages}.page`)} />;
}
