// The reports' Print button (issue 30): the page's print CSS makes it a clean document.
document.addEventListener("click", (event) => {
  if (event.target.closest("[data-print]")) window.print();
});
