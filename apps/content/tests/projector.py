"""What a pupil reads on a projector, measured in a real browser (issue 10, "Projector
readability"): the computed font size of every visible text in the page's <main>, split
into control labels (buttons, tabs, button-like links, the music player) and text, how much
of the screen width the pupil view uses, and whether anything is cut off."""

PUPIL_TEXT_MIN = 28  # px at 1920×1080: anything a pupil is meant to read
PUPIL_BUTTON_MIN = 22  # px at 1920×1080: every button label
PUPIL_WIDTH_MIN = 0.9  # of the window's width

# Every visible text node in <main>; what is hidden (closed dialogs, inactive slides, screen
# reader text, aria-hidden decoration) is not read by anyone and is left out.
MEASURE_JS = """
() => {
  const HIDDEN = 'dialog:not([open]), [hidden], [inert], [aria-hidden="true"], .visually-hidden';
  const main = document.querySelector("main");
  const texts = [];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const text = node.textContent.trim();
    if (!text) continue;
    const el = node.parentElement;
    if (el.closest(HIDDEN + ", script, style, noscript, audio, video")) continue;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height || style.visibility === "hidden" || style.opacity === "0") continue;
    const control = el.closest('button, a.button, .button, [role="tab"], summary, .toggle__button, .music-player');
    texts.push({
      text: text.slice(0, 50),
      size: parseFloat(style.fontSize),
      control: Boolean(control),
      where: [el.tagName.toLowerCase(), ...(typeof el.className === "string" ? el.className.split(/\\s+/) : [])]
        .filter(Boolean).join("."),
    });
  }
  const view = document.querySelector(".pupil-view");
  const clipped = [...main.querySelectorAll("h1, h2, h3, p, li, dd, dt, button, a, span, strong")]
    .filter((el) => !el.closest(HIDDEN + ", .music-player"))
    .filter((el) => {
      const style = getComputedStyle(el);
      if (style.display === "none" || !el.getClientRects().length) return false;
      const cuts = (value) => ["hidden", "clip"].includes(value);
      const clips = cuts(style.overflowX) || cuts(style.overflowY) || style.textOverflow === "ellipsis";
      return clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    })
    .map((el) => el.textContent.trim().slice(0, 50));
  return {
    texts,
    width: view ? view.getBoundingClientRect().width / window.innerWidth : 0,
    overflowX: document.documentElement.scrollWidth > window.innerWidth + 1,
    clipped,
  };
}
"""


def measure(page):
    return page.evaluate(MEASURE_JS)


def too_small(result, text_min=PUPIL_TEXT_MIN, button_min=PUPIL_BUTTON_MIN):
    """The texts below their minimum: [(size, where, text)]."""
    return [
        (t["size"], t["where"], t["text"])
        for t in result["texts"]
        if t["size"] + 0.05 < (button_min if t["control"] else text_min)
    ]


def smallest(result):
    """(smallest text size, smallest control label size)."""
    text = [t["size"] for t in result["texts"] if not t["control"]]
    control = [t["size"] for t in result["texts"] if t["control"]]
    return (min(text) if text else None, min(control) if control else None)
