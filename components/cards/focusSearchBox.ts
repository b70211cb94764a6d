/**
 * After a control that rewrote the query disappears (it only stood for the old query), the
 * keyboard's place goes back to the search box instead of falling to the page's start.
 */
export function focusSearchBox(): void {
  document.getElementById('card-search')?.focus();
}
