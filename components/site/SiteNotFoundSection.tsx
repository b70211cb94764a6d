import Link from 'next/link';

/** What a section's 404 says: a title, the reason, and where to go instead. */
export function SiteNotFoundSection({
  testId,
  title,
  text,
  links,
}: {
  testId: string;
  title: string;
  text: string;
  links: Array<[href: string, label: string]>;
}) {
  return (
    <section className="space-y-3" data-testid={testId}>
      <title>{`${title} · Erret`}</title>
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      <p role="alert" className="font-semibold text-ember">
        {text}
      </p>
      <p className="flex gap-4">
        {links.map(([href, label]) => (
          <Link key={href} href={href} className="underline">
            {label}
          </Link>
        ))}
      </p>
    </section>
  );
}
