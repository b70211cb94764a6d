import type { Metadata } from 'next';
import { requestMetadataBase } from './requestMetadataBase';

/**
 * The layout of a segment with a sharing image (opengraph-image.tsx): Next resolves a segment's
 * image files with the metadataBase of that segment's layout, not of its page, so it is set here,
 * from the request's own origin unless ERRET_BASE_URL says otherwise.
 */
export async function generateShareableMetadata(): Promise<Metadata> {
  return { metadataBase: await requestMetadataBase() };
}

export function SiteShareableLayout({ children }: { children: React.ReactNode }) {
  return children;
}
