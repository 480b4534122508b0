import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PaymentReturn } from '@/features/cashier/payment-return.tsx';
import { isPaymentResult, paymentIdParam } from '@/features/cashier/return-routes.ts';
import { getT } from '@/features/i18n/messages.ts';
import { WithMessages } from '@/features/i18n/with-messages.tsx';
import { buildMetadata } from '@/features/layout/metadata.ts';

type Props = {
  params: Promise<{ locale: string; result: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, result } = await params;
  if (!isPaymentResult(result)) return {};
  const t = getT(locale);
  return buildMetadata({
    locale,
    path: `/wallet/deposit/${result}`,
    title: t(`cashier.return.${result}.title`),
    description: t(`cashier.return.${result}.message`),
    noindex: true,
  });
}

/**
 * Payment return routes (SPEC §2): where the provider sends the player back (success, error,
 * pending), with `?payment_id=` of the payment (the page shows its real status).
 */
export default async function PaymentReturnPage({ params, searchParams }: Props) {
  const { locale, result } = await params;
  if (!isPaymentResult(result)) notFound();
  const paymentId = paymentIdParam((await searchParams).payment_id);
  return (
    <WithMessages locale={locale} namespaces={['cashier']}>
      <PaymentReturn result={result} paymentId={paymentId} />
    </WithMessages>
  );
}
