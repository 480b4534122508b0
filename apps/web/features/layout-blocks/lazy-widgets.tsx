'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

// Widgets a layout document or a page tab may place, but that most pages do not show: their code (and
// the bonus, prediction and favourites modules under them) loads where one is shown, not with every
// page's first load. The server still renders them; their markup stays until their code hydrates it.
const PredictionCard = lazy(() =>
  import('../predictions/prediction-card.tsx').then((m) => ({ default: m.PredictionCard })),
);
const PromoCodeForm = lazy(() =>
  import('../bonuses/promo-form.tsx').then((m) => ({ default: m.PromoCodeForm })),
);
const FavouritesList = lazy(() => import('../favourites/favourites-list.tsx'));

export function LazyPredictionCard(props: ComponentProps<typeof PredictionCard>) {
  return (
    <Suspense fallback={null}>
      <PredictionCard {...props} />
    </Suspense>
  );
}

export function LazyPromoCodeForm(props: ComponentProps<typeof PromoCodeForm>) {
  return (
    <Suspense fallback={null}>
      <PromoCodeForm {...props} />
    </Suspense>
  );
}

export function LazyFavouritesList(props: ComponentProps<typeof FavouritesList>) {
  return (
    <Suspense fallback={null}>
      <FavouritesList {...props} />
    </Suspense>
  );
}
