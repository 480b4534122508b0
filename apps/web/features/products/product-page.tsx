import type { AdditionalProvider } from '@sportsbook/contract';
import type { Metadata } from 'next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { getT } from '../i18n/messages.ts';
import { WithMessages } from '../i18n/with-messages.tsx';
import { buildMetadata } from '../layout/metadata.ts';
import { PlayerPage } from '../layout/player-page.tsx';
import { ProductFrame } from './product-frame.tsx';
import styles from './products.module.css';
import { productPage } from './products.ts';
import { getProviderSwitches } from './server.ts';

export async function productPageMetadata(provider: AdditionalProvider, locale: string): Promise<Metadata> {
  const page = productPage(provider);
  const t = getT(locale);
  return buildMetadata({
    locale,
    path: page.path,
    title: t(`${page.key}.title`),
    description: t(`${page.key}.description`),
  });
}

/**
 * A product page (SPEC §2 /racing, /lotteries, /premium-cricket) rendered on the server: the
 * provider's product in a frame when `additional_providers` has it on, else a message saying it is off.
 */
export async function ProductPageView({
  provider,
  locale,
}: {
  provider: AdditionalProvider;
  locale: string;
}) {
  const page = productPage(provider);
  const t = getT(locale);
  const title = t(`${page.key}.title`);
  const on = (await getProviderSwitches())[provider];
  return (
    <PlayerPage
      styles={styles}
      title={title}
      intro={t(`${page.key}.description`)}
      {...(page.section ? { section: page.section } : {})}
    >
      {on ? (
        <WithMessages locale={locale} namespaces={['products']}>
          <ProductFrame provider={provider} product={title} />
        </WithMessages>
      ) : (
        <EmptyState icon="info" title={t('products.off', { product: title })} />
      )}
    </PlayerPage>
  );
}

/** SPEC §1: the virtual gaming arena exists and is always switched off. */
export function ArenaPageView({ locale }: { locale: string }) {
  const t = getT(locale);
  return (
    <PlayerPage styles={styles} title={t('products.arena.title')} section="virtual_gaming_arena">
      <EmptyState icon="info" title={t('products.arena.off')} />
    </PlayerPage>
  );
}
