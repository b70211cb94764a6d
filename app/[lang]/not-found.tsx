import Link from 'next/link';

export default function NotFound() {
  return (
    <section className="space-y-3">
      <h1 className="font-display text-3xl">404</h1>
      <p>This page does not exist. · Cette page n’existe pas.</p>
      <Link className="underline" href="/">Erret</Link>
    </section>
  );
}
