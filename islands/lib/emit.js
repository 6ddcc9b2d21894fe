// Islands tell the rest of the page what happened with a bubbling CustomEvent from
// their own element, besides any callback prop.
export function emit(target, name, detail) {
  const el = target ?? document;
  el.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
}
