import { ListingSkeleton } from '@/features/catalogue/listing-skeleton';

export default function Loading() {
  return <ListingSkeleton />;
}
