// Live checks for the password fields (spec 1 §5): each hint is ticked off as it is
// met while typing, and the confirmation is compared on change. The server checks
// the same rules on submit, so this is only a convenience.
// The rules come from the server as data on each hint (data-category: a Unicode category
// such as Lu or Nd; data-chars: the allowed specials), so they are written once, in
// apps/users/passwords.py.
function ruleTest(item) {
  if (item.dataset.category) {
    const category = new RegExp(`\\p{${item.dataset.category}}`, "u");
    return (v) => category.test(v);
  }
  const chars = item.dataset.chars || "";
  return (v) => [...v].some((c) => chars.includes(c));
}

export function passwordHints(value, items) {
  return [...items].filter((item) => !ruleTest(item)(value || "")).map((item) => item.dataset.rule);
}

export function enhancePasswordFields(scope = document) {
  for (const form of scope.querySelectorAll("form")) {
    const password = form.querySelector("input[data-password-hints]");
    const rules = form.querySelector("[data-password-rules]");
    if (!password || !rules || form.dataset.passwordEnhanced) continue;
    form.dataset.passwordEnhanced = "1";
    const confirm = form.querySelector('input[name="confirm"]');
    const mismatch = form.querySelector("[data-confirm-mismatch]");
    const update = () => {
      const missing = passwordHints(password.value, rules.querySelectorAll("[data-rule]"));
      for (const item of rules.querySelectorAll("[data-rule]")) {
        item.classList.toggle("is-met", password.value !== "" && !missing.includes(item.dataset.rule));
      }
    };
    const compare = () => {
      if (!confirm || !mismatch) return;
      mismatch.hidden = !confirm.value || confirm.value === password.value;
    };
    password.addEventListener("input", () => {
      rules.hidden = false;
      update();
    });
    password.addEventListener("change", compare);
    confirm?.addEventListener("change", compare);
    confirm?.addEventListener("input", () => {
      if (!mismatch.hidden) compare();
    });
    update();
  }
}
