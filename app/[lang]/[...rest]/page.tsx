import { notFound } from 'next/navigation';

// Any other address under a language: the site's own 404, inside its layout, not the framework's.
export default function UnknownPage(): never {
  notFound();
}
