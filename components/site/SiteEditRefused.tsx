import Link from 'next/link';

/** An edit page refused before its form is shown (no token, a wrong one, or no answer): nothing typed there could be saved. */
export function SiteEditRefused({ message, href, name }: { message: string; href: string; name: string }) {
  return (
    <section className="space-y-3" data-testid="edit-refused">
      <p role="alert" className="rounded-lg border border-ember/40 bg-ember/5 p-3 font-semibold text-ember">
        {message}
      </p>
      <Link href={href} className="underline wrap-anywhere hover:text-ember">
        {name}
      </Link>
    </section>
  );
}
