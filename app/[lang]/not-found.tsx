import { SiteNotFound } from '@/components/site/SiteNotFound';

export default function NotFound() {
  return <SiteNotFound />;
}
