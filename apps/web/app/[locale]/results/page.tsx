import { dayPage, dayPageMetadata } from '@/features/catalogue/views/day-page';

export const generateMetadata = dayPageMetadata('results');
export default dayPage('results');
