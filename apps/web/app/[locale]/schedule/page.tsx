import { dayPage, dayPageMetadata } from '@/features/catalogue/views/day-page';

export const generateMetadata = dayPageMetadata('schedule');
export default dayPage('schedule');
