// Form refreshes that never undo the user (issue 20). Some forms ask the server to
// re-render their fields when a field that a rule depends on changes (the licence modal's
// type and dates, Add children's rows, the user form's lead flags): the rules stay in
// Python and the page only shows their answer. An answer takes time, and meanwhile the
// user goes on typing, ticking and choosing. So the answer is merged into the page, not
// swapped in over it:
//   - the fields are morphed in place (idiomorph): no field is replaced, so focus, caret
//     and selection stay where the user has them, and the focused field's value is never
//     written;
//   - a field the user changed after the request was sent keeps the user's value, tick or
//     choice; every other field, and everything around the fields (errors, labels, the
//     status options, a new row), is the server's.
// Nothing here knows a rule: which fields refresh, and when, is in the server's HTML
// (hx-trigger, hx-sync), and what the answer shows is the server's.
//
// Use: hx-ext="keep-edits" on the form (or an ancestor), hx-swap="morph" on the element
// that posts the refresh.
import { Idiomorph } from "idiomorph";

export const SWAP_STYLE = "morph";

function isCheckable(el) {
  return el.type === "checkbox" || el.type === "radio";
}

function fieldsOf(scope) {
  if (!scope) return [];
  const all = scope.elements ? [...scope.elements] : [...scope.querySelectorAll("input, select, textarea")];
  return all.filter((el) => el.matches("input, select, textarea") && el.type !== "file" && (el.name || el.id));
}

// Each field of a form under a key that names the same field again after a re-render:
// a box by its name and value, anything else by its name and its place among the fields
// of that name.
export function keyed(scope) {
  const seen = new Map();
  const out = new Map();
  for (const el of fieldsOf(scope)) {
    const name = el.name || `#${el.id}`;
    if (isCheckable(el)) {
      out.set(`${name}=${el.value}`, el);
    } else {
      const n = seen.get(name) ?? 0;
      seen.set(name, n + 1);
      out.set(`${name}#${n}`, el);
    }
  }
  return out;
}

export function stateOf(el) {
  if (isCheckable(el)) return el.checked;
  if (el.tagName === "SELECT" && el.multiple) {
    return [...el.selectedOptions].map((o) => o.value).join("\n");
  }
  return el.value;
}

function setState(el, state) {
  if (isCheckable(el)) {
    el.checked = state;
  } else if (el.tagName === "SELECT" && el.multiple) {
    const wanted = new Set(String(state).split("\n"));
    for (const option of el.options) option.selected = wanted.has(option.value);
  } else if (el.tagName === "SELECT") {
    // Only a choice the new options still offer.
    if ([...el.options].some((o) => o.value === state)) el.value = state;
  } else {
    el.value = state;
  }
}

/** What a form holds now: key -> value or tick. */
export function snapshot(scope) {
  const out = new Map();
  for (const [key, el] of keyed(scope)) out.set(key, stateOf(el));
  return out;
}

/** The keys of the fields whose value or tick differs now from `before`. */
export function editedSince(scope, before) {
  const edited = new Set();
  if (!before) return edited;
  for (const [key, el] of keyed(scope)) {
    if (before.has(key) && before.get(key) !== stateOf(el)) edited.add(key);
  }
  return edited;
}

const VALUE_ATTRIBUTES = new Set(["value", "checked", "selected"]);

/**
 * Morph `target` into the server's `content` (a fragment, an element or HTML), keeping
 * the fields named in `edited` as the user has them and the focused field untouched.
 * Returns the nodes now in the target's place.
 */
export function mergeSwap(target, content, edited = new Set()) {
  const doc = target.ownerDocument;
  const scope = target.closest("form") || target;
  const keys = new WeakMap();
  const kept = new Map();
  for (const [key, el] of keyed(scope)) {
    keys.set(el, key);
    if (edited.has(key)) kept.set(key, stateOf(el));
  }
  const active = doc.activeElement;
  const selection =
    active && typeof active.selectionStart === "number"
      ? [active.selectionStart, active.selectionEnd, active.selectionDirection]
      : null;
  const fieldOf = (el) => (el.tagName === "OPTION" ? el.closest("select") : el);
  // The field being typed in is never written: writing a value moves the caret.
  const typing = (el) =>
    el === doc.activeElement && (el.tagName === "TEXTAREA" || (el.tagName === "INPUT" && !isCheckable(el)));
  const newContent = typeof content === "string" ? content : content.children ? [...content.children] : content;
  const nodes = Idiomorph.morph(target, newContent, {
    morphStyle: "outerHTML",
    callbacks: {
      beforeAttributeUpdated(attribute, el) {
        if (!VALUE_ATTRIBUTES.has(attribute)) return true;
        // An option's value names the choice; only its being selected is the user's.
        if (el.tagName === "OPTION" && attribute !== "selected") return true;
        const field = fieldOf(el);
        return !(field && (typing(field) || edited.has(keys.get(field))));
      },
    },
  });
  // The same node may now hold another option list (a select's options morph by place),
  // or a field may be a new node: put each edit back by its key.
  const now = keyed(scope.isConnected ? scope : doc);
  for (const [key, state] of kept) {
    const el = now.get(key);
    if (el && !typing(el) && stateOf(el) !== state) setState(el, state);
  }
  if (active && active !== doc.body && active.isConnected && doc.activeElement !== active) {
    active.focus({ preventScroll: true });
  }
  if (selection && doc.activeElement === active && active.selectionStart !== selection[0]) {
    try {
      active.setSelectionRange(...selection);
    } catch {
      /* a field type without a caret (date, checkbox) */
    }
  }
  return Array.isArray(nodes) ? nodes : [target];
}

/** Registers the extension with htmx. */
export function installKeepEdits(htmx) {
  const sent = new WeakMap(); // xhr -> {scope, values}: the form as the request took it
  const pending = new WeakMap(); // target -> the keys edited since its request was sent
  htmx.defineExtension("keep-edits", {
    onEvent(name, event) {
      const detail = event.detail || {};
      if (name === "htmx:beforeRequest" && detail.xhr && detail.elt) {
        const scope = detail.elt.closest("form") || detail.elt;
        sent.set(detail.xhr, { scope, values: snapshot(scope) });
      } else if (name === "htmx:beforeSwap" && detail.xhr && detail.target) {
        const request = sent.get(detail.xhr);
        if (request) pending.set(detail.target, editedSince(request.scope, request.values));
      }
      return true;
    },
    isInlineSwap(swapStyle) {
      return swapStyle === SWAP_STYLE;
    },
    handleSwap(swapStyle, target, fragment) {
      if (swapStyle !== SWAP_STYLE) return false;
      const edited = pending.get(target) ?? new Set();
      pending.delete(target);
      return mergeSwap(target, fragment, edited);
    },
  });
}
