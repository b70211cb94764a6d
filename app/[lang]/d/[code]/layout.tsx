import type { Metadata } from 'next';
import { requestMetadataBase } from '@/components/site/requestMetadataBase';

/**
 * Only here so that this segment's sharing image (opengraph-image.tsx beside it) resolves
 * against the request's own origin: Next resolves a segment's image files with the metadataBase
 * of that segment's layout, not of its page.
 */
export async function generateMetadata(): Promise<Metadata> {
  return { metadataBase: await requestMetadataBase() };
}

export default function ShareableLayout({ children }: { children: React.ReactNode }) {
  return children;
}
