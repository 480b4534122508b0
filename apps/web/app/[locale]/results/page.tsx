import { DayPage, type DayPageProps, dayPageMetadata } from '@/features/catalogue/views/day-page';

export const generateMetadata = dayPageMetadata('results');

export default function ResultsPage(props: DayPageProps) {
  return <DayPage kind="results" {...props} />;
}
