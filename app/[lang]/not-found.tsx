export default function NotFound() {
  return (
    <section className="space-y-3">
      <h1 className="font-display text-3xl">404</h1>
      <p>This page does not exist. · Cette page n’existe pas.</p>
      <a className="underline" href="/">Erret</a>
    </section>
  );
}
