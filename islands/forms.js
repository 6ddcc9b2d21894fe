// Live checks for the password fields (spec 1 §5): each hint is ticked off as it is
// met while typing, and the confirmation is compared on change. The server checks
// the same rules on submit, so this is only a convenience.
const SPECIALS = "!?*)(&%@£";
const RULES = {
  capital: (v) => /[A-Z]/.test(v),
  number: (v) => /[0-9]/.test(v),
  special: (v) => [...v].some((c) => SPECIALS.includes(c)),
};

export function passwordHints(value) {
  return Object.keys(RULES).filter((rule) => !RULES[rule](value || ""));
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
      const missing = passwordHints(password.value);
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
