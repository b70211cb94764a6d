/** Says each beat aloud to screen readers ("Brute attacks Baron: 5 Damage, Baron destroyed"). */
export function TableAnnouncer({ text }: { text: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="announcer">
      {text}
    </div>
  );
}
