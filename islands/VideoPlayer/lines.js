/** The index of the line whose time has been reached (the latest one at or before `seconds`), or -1. */
export function activeLine(lines, seconds) {
  let found = -1;
  lines.forEach((line, i) => {
    if (line.time <= seconds && (found < 0 || line.time >= lines[found].time)) found = i;
  });
  return found;
}

export function vimeoUrl(id) {
  // Loops; no share/title/byline/portrait (spec 2 screen 11).
  const params = new URLSearchParams({ loop: "1", title: "0", byline: "0", portrait: "0", sharing: "0" });
  return `https://player.vimeo.com/video/${encodeURIComponent(id)}?${params}`;
}
