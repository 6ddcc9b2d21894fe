// Small behaviours of the content pages that need no React (dialog buttons are in
// islands/main.js, shared by every page): print, the
// organiser's English/Welsh choice (localStorage orgCurriculum) and the ability choice
// kept locally by the first five characters of the unit slug (spec 2 §7).
const CURRICULUM_KEY = "orgCurriculum";

function showCurriculum(root, lang) {
  for (const panel of root.querySelectorAll("[data-curriculum-panel]")) {
    panel.hidden = panel.dataset.curriculumPanel !== lang;
  }
  for (const button of root.querySelectorAll("[data-curriculum-choice]")) {
    button.setAttribute("aria-pressed", String(button.dataset.curriculumChoice === lang));
  }
}

function init() {
  for (const root of document.querySelectorAll("[data-curriculum]")) {
    const stored = localStorage.getItem(CURRICULUM_KEY);
    showCurriculum(root, stored === "cy" ? "cy" : "en");
  }
  for (const dialog of document.querySelectorAll("dialog[data-forced]")) {
    // Forced open until an ability is chosen: Escape does not close it.
    dialog.addEventListener("cancel", (event) => event.preventDefault());
    if (!dialog.open) dialog.showModal();
  }
}

document.addEventListener("click", (event) => {
  const target = event.target.closest("[data-print], [data-curriculum-choice]");
  if (!target) return;
  if (target.hasAttribute("data-print")) {
    window.print();
  } else if (target.dataset.curriculumChoice) {
    localStorage.setItem(CURRICULUM_KEY, target.dataset.curriculumChoice);
    showCurriculum(target.closest("[data-curriculum]"), target.dataset.curriculumChoice);
  }
});

document.addEventListener("submit", (event) => {
  const form = event.target.closest("form[data-unit-slug]");
  const ability = event.submitter?.value;
  if (form && ability) localStorage.setItem(form.dataset.unitSlug.slice(0, 5), ability);
});

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
else init();
