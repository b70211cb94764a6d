import type { Metadata } from 'next';
import { generateShareableMetadata, SiteShareableLayout } from '@/components/site/SiteShareableLayout';

// A declared function, not a re-export: Next finds a segment's generateMetadata by its declaration.
export async function generateMetadata(): Promise<Metadata> {
  return generateShareableMetadata();
}

export default SiteShareableLayout;
