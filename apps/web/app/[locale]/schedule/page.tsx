import { DayPage, type DayPageProps, dayPageMetadata } from '@/features/catalogue/views/day-page';

export const generateMetadata = dayPageMetadata('schedule');

export default function SchedulePage(props: DayPageProps) {
  return <DayPage kind="schedule" {...props} />;
}
