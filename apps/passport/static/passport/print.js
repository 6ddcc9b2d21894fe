// The passport's Print button (issue 32): the page's print CSS makes it a clean document.
document.addEventListener("click", (event) => {
  if (event.target.closest("[data-print]")) window.print();
});
