import styles from '@/features/favourites/favourites.module.css';
import FavouritesList from '@/features/favourites/favourites-list.tsx';
import { getT } from '@/features/i18n/messages.ts';
import { WithMessages } from '@/features/i18n/with-messages.tsx';
import { type LocalePageProps, PlayerPage, playerPageMetadata } from '@/features/layout/player-page.tsx';

export const generateMetadata = playerPageMetadata('/favorites', 'fav.title', 'fav.description');

/** The player's favourites (SPEC §2 /favorites, section favorites): the matches they follow. */
export default async function FavouritesPage({ params }: LocalePageProps) {
  const { locale } = await params;
  const t = getT(locale);
  return (
    <PlayerPage styles={styles} title={t('fav.title')} intro={t('fav.description')} section="favorites">
      <WithMessages locale={locale} namespaces={['favourites-page']}>
        <FavouritesList />
      </WithMessages>
    </PlayerPage>
  );
}
