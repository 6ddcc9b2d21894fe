"""What a browser test waits for before it reads a page: loaded, no HTMX request running,
every island rendered (islands/main.js marks data-mounted="rendered" once React has
committed), and two frames for what they lay out. Not a guessed pause."""

SETTLED = """() => !document.querySelector('.htmx-request')
  && [...document.querySelectorAll('[data-island]')].every((el) => el.dataset.mounted === 'rendered')
  && new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"""


def settle(page, timeout=10_000):
    page.wait_for_load_state("load")
    page.wait_for_function(SETTLED, timeout=timeout)
