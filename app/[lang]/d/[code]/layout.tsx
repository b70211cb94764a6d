import { generateShareableMetadata, SiteShareableLayout } from '@/components/site/SiteShareableLayout';

export const generateMetadata = generateShareableMetadata;
export default SiteShareableLayout;
