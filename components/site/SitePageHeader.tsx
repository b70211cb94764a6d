/** The title and introduction that open a page. */
export function SitePageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="space-y-2">
      <h1 className="font-display text-4xl font-bold">{title}</h1>
      <p className="max-w-3xl text-lg text-black/80">{intro}</p>
    </header>
  );
}
