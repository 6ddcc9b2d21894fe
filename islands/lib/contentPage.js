// Small behaviours of the content pages that need no React, driven by data attributes
// (main.js installs them on every page): print, the organiser's English/Welsh choice
// (localStorage orgCurriculum), the forced ability dialog, and the ability choice kept
// locally by the first five characters of the unit slug (spec 2 §7).
export const CURRICULUM_KEY = "orgCurriculum";

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
    if (form && ability) localStorage.setItem(form.dataset.unitSlug.slice(0, 5), ability);
  });
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", () => initContentPage(doc));
  else initContentPage(doc);
}
