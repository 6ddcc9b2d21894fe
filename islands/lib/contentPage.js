// Small behaviours of the content pages that need no React, driven by data attributes
// (main.js installs them on every page): print, the organiser's English/Welsh choice
// (localStorage orgCurriculum), the forced ability dialog, and the ability choice kept
// locally by the first five characters of the unit slug (spec 2 §7).
//
// The ability choice is saved on the server, which renders every page of the unit for it, so
// it needs a connection (issue 33): it is posted with fetch, and when the device is offline
// the dialog says so (a downloaded unit's pages show the ability chosen when they were
// downloaded) instead of leaving for a page that cannot load; a forced dialog can then be
// closed, so the downloaded lesson can still be taught.
export const CURRICULUM_KEY = "orgCurriculum";

export function abilityOfflineText(chosen) {
  return chosen
    ? `Choosing an ability needs a connection, and this device is offline. The downloaded lessons show the ability chosen when they were downloaded: ${chosen}. Choose again when you are back online.`
    : "Choosing an ability needs a connection, and this device is offline. This lesson was downloaded before an ability was chosen: close this to teach it as it is, and choose one when you are back online.";
}

function showAbilityOffline(form) {
  const dialog = form.closest("dialog");
  let alert = dialog?.querySelector("[data-ability-offline]");
  if (!alert) {
    alert = form.ownerDocument.createElement("div");
    alert.className = "alert alert--error";
    alert.dataset.abilityOffline = "";
    alert.setAttribute("role", "alert");
    form.after(alert);
  }
  const chosen = form.querySelector('[aria-pressed="true"]')?.textContent.trim() ?? "";
  alert.textContent = abilityOfflineText(chosen);
  if (dialog?.hasAttribute("data-forced") && !dialog.querySelector("[data-dialog-close]")) {
    const actions = form.ownerDocument.createElement("div");
    actions.className = "modal__actions";
    actions.innerHTML = '<button type="button" class="button button--secondary" data-dialog-close>Close</button>';
    alert.after(actions);
  }
}

/** Posts the ability choice; offline, says so in the dialog. Anything but the server's redirect
 * (an error page) is left to the browser's own form post, which shows it. */
export async function postAbility(form, submitter, { fetchImpl = globalThis.fetch, go = (url) => window.location.assign(url) } = {}) {
  const data = new FormData(form);
  data.set(submitter.name, submitter.value);
  let response;
  try {
    response = await fetchImpl(form.action, { method: "POST", body: data, credentials: "same-origin", redirect: "manual" });
  } catch {
    showAbilityOffline(form);
    return "offline";
  }
  if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400)) {
    go(form.elements.namedItem("next")?.value || window.location.href);
    return "chosen";
  }
  form.dataset.postNatively = "1";
  form.requestSubmit ? form.requestSubmit(submitter) : form.submit();
  return "posted";
}

export function showCurriculum(root, lang) {
  for (const panel of root.querySelectorAll("[data-curriculum-panel]")) {
    panel.hidden = panel.dataset.curriculumPanel !== lang;
  }
  for (const button of root.querySelectorAll("[data-curriculum-choice]")) {
    button.setAttribute("aria-pressed", String(button.dataset.curriculumChoice === lang));
  }
}

export function initContentPage(doc = document) {
  for (const root of doc.querySelectorAll("[data-curriculum]")) {
    const stored = localStorage.getItem(CURRICULUM_KEY);
    showCurriculum(root, stored === "cy" ? "cy" : "en");
  }
  for (const dialog of doc.querySelectorAll("dialog[data-forced]")) {
    // Forced open until an ability is chosen: Escape does not close it.
    dialog.addEventListener("cancel", (event) => event.preventDefault());
    if (!dialog.open) dialog.showModal();
  }
}

export function installContentPage(doc = document) {
  doc.addEventListener("click", (event) => {
    const target = event.target.closest?.("[data-print], [data-curriculum-choice]");
    if (!target) return;
    if (target.hasAttribute("data-print")) {
      window.print();
    } else if (target.dataset.curriculumChoice) {
      localStorage.setItem(CURRICULUM_KEY, target.dataset.curriculumChoice);
      showCurriculum(target.closest("[data-curriculum]"), target.dataset.curriculumChoice);
    }
  });
  doc.addEventListener("submit", (event) => {
    const form = event.target.closest?.("form[data-unit-slug]");
    const ability = event.submitter?.value;
    if (!form || !ability || form.dataset.postNatively) return;
    localStorage.setItem(form.dataset.unitSlug.slice(0, 5), ability);
    if (event.defaultPrevented || !globalThis.fetch) return;
    event.preventDefault();
    postAbility(form, event.submitter);
  });
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", () => initContentPage(doc));
  else initContentPage(doc);
}
