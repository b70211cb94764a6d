/** A plain search form to /cards: works before (and without) JavaScript. */
export function CardsSearchForm({
  label,
  placeholder,
  submit,
  defaultValue,
}: {
  label: string;
  placeholder: string;
  submit: string;
  defaultValue?: string;
}) {
  return (
    <form action="/cards" method="get" role="search" className="flex max-w-2xl gap-2">
      <label htmlFor="home-search" className="sr-only">
        {label}
      </label>
      <input
        id="home-search"
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        className="min-w-0 flex-1 rounded-lg border border-black/20 bg-white px-4 py-3 text-lg text-ink placeholder:text-black/50"
      />
      <button type="submit" className="rounded-lg bg-gold px-5 py-3 font-semibold text-ink hover:bg-gold/90">
        {submit}
      </button>
    </form>
  );
}
