"""What a browser test waits for before it reads a page: loaded, no HTMX request running,
every island rendered (islands/main.js marks data-mounted="rendered" once React has
committed), and two frames for what they lay out. Not a guessed pause."""

SETTLED = """() => !document.querySelector('.htmx-request')
  && [...document.querySelectorAll('[data-island]')].every((el) => el.dataset.mounted === 'rendered')
  && new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"""


def settle(page, timeout=10_000):
    page.wait_for_load_state("load")
    page.wait_for_function(SETTLED, timeout=timeout)


# An image's width once it has loaded or failed (0 then): an image just put on the page is
# still loading, and reading `complete` at once fails on a busy machine (issue 34).
IMAGE_WIDTH = """(img) => img.complete ? img.naturalWidth : new Promise((done) => {
  img.addEventListener('load', () => done(img.naturalWidth), {once: true});
  img.addEventListener('error', () => done(0), {once: true});
})"""


def image_width(image) -> int:
    return image.evaluate(IMAGE_WIDTH)
