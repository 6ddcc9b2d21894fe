"""Makes the showcase media into apps/content/static/content/media/showcase/ (committed):

- drawn SVG figures, one per pose (figures.all_poses: the shared ones and each unit's own);
- a spoken voice-over (espeak-ng, Opus 12 kb/s) of every showcase part's pupil text;
- music tracks with a beat and a melody (sox synth, MP3);
- lyric videos (ffmpeg: the song's music, its sung-spoken lines and the lyric text);
- a step video for every showcase skill or FUNS part (its step figures, captions and voice);
- pictures.py's pictures: every gym card and each of its levels, every dance move's levels,
  every movement a lesson part names, the theme discs' two frames and the dice sides, each
  an SVG and (but the discs and sides) a short silent clip made from its poses.

Needs Debian's espeak-ng, sox, libsox-fmt-mp3, ffmpeg, librsvg2-bin and fonts-dejavu-core,
installed only to make the files (the site only serves them). Run:
    DJANGO_DEBUG=1 .venv/bin/python scripts/media/make_media.py [--force | --figures]
Pictures (SVG) are drawn again every run; other files already made are kept unless --force.
--figures draws the pictures only (seconds), nothing else."""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from time import monotonic

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")
os.environ.setdefault("DJANGO_DEBUG", "1")

import django  # noqa: E402
from django.utils.html import escape  # noqa: E402

django.setup()

from apps.content.seed import showcase  # noqa: E402
from apps.content.seed.showcase import pictures as pic  # noqa: E402
from apps.content.seed.showcase.figures import STAND, all_poses, figure_svg  # noqa: E402

OUT = showcase.MEDIA_DIR
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
FORCE = "--force" in sys.argv
FIGURES_ONLY = "--figures" in sys.argv
TMP = Path(tempfile.mkdtemp(prefix="media-"))


def run(*args):
    """Runs one of the Debian tools named in the docstring on files this script wrote."""
    return subprocess.run(  # noqa: S603 (fixed tools, our own arguments)
        [str(a) for a in args], check=True, capture_output=True
    ).stdout


def fresh(path):
    return FORCE or not path.exists()


def speak(text, wav, *, voice="en-gb", speed=150, pitch=55):
    run("espeak-ng", "-v", voice, "-s", speed, "-p", pitch, "-w", wav, text)


def figures():
    for name in all_poses():
        (OUT / f"{name}.svg").write_text(figure_svg(name))


def _frame(svg, title, caption):
    """One 640 x 360 video frame: the picture, its title above and a caption below."""
    inner = svg[svg.index(">") + 1 : svg.rindex("</svg>")]
    lines, line = [], ""
    for word in caption.split():
        if len(line) + len(word) > 50 and line:
            lines.append(line)
            line = ""
        line = f"{line} {word}".strip()
    lines = [*lines, line][:2] if line else lines[:2]
    text = "".join(
        f'<text x="320" y="{326 + 26 * n}" font-size="21" fill="#ffd54f">{escape(t)}</text>'
        for n, t in enumerate(lines)
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">'
        '<rect width="640" height="360" fill="#17324d"/>'
        f'<svg x="132" y="46" width="376" height="251" viewBox="0 0 240 160">{inner}</svg>'
        '<g font-family="DejaVu Sans" font-weight="bold" text-anchor="middle">'
        f'<text x="320" y="34" font-size="27" fill="#ffffff">{escape(title)}</text>{text}</g></svg>'
    )


def pose_video(path, title, frames):
    """A short silent clip of drawn frames [(picture svg, seconds, caption)], VP9 at a low
    bitrate: a movement from its poses, shown on the projector. Each opens on the movement
    (a paused clip shows its first frame), goes back to the start position and does it again."""
    if not fresh(path):
        return
    listing = []
    for n, (svg, seconds, caption) in enumerate(frames):
        source, png = TMP / f"{path.stem}-{n}.svg", TMP / f"{path.stem}-{n}.png"
        source.write_text(_frame(svg, title, caption))
        run("rsvg-convert", "-o", png, source)
        listing += [f"file '{png}'", f"duration {seconds}"]
    listing.append(listing[-2])  # the concat demuxer holds the last frame only when listed twice
    text = TMP / f"{path.stem}.txt"
    text.write_text("\n".join(listing) + "\n")
    run("ffmpeg", "-y", "-f", "concat", "-safe", "0", "-i", text, "-vf", "fps=10,format=yuv420p", "-an",
        "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "50", "-deadline", "good", "-cpu-used", "5", "-row-mt", "1",
        path)  # fmt: skip


READY = {"balance": "Stand tall, ready", "shape": "Stand tall, ready", "travel": "Ready to travel",
         "flight": "Bend your knees, ready", "rotation": "Get ready on the mat"}  # fmt: skip
DOING = {"balance": "Hold it still and count to five", "shape": "Make the shape and hold it",
         "travel": "Keep going across the mat", "flight": "Jump, then land softly",
         "rotation": "Roll smoothly, finish still"}  # fmt: skip
LEVEL_WORDS = {"tricky": "Tricky: with a helper", "trickier": "Trickier: on your own",
               "trickiest": "Trickiest: on a bench"}  # fmt: skip


def _draw(name, pose_name, joints=None, **kwargs):
    """An SVG drawn under `name` from pose `pose_name` (written, and returned for frames)."""
    svg = figure_svg(pose_name, joints or pic.pose(pose_name), **kwargs)
    if name:
        (OUT / f"{name}.svg").write_text(svg)
    return svg


def gym_pictures():
    for name, title, focus in pic.gym_cards():
        pose_name, cues, props = pic.GYM[title]
        ready = _draw("", "stand", props=props, cues=[], label=f"{title}: ready")
        card = _draw(name, pose_name, props=props, cues=cues, label=title)
        yield OUT / f"{name}.webm", title, [(card, 2, DOING[focus]), (ready, 1, READY[focus]), (card, 2, DOING[focus])]
        for level in pic.LEVELS:
            kwargs = {"props": pic.LEVEL_PROPS[level], "label": f"{title}: {level}", "helper": level == "tricky"}
            start = _draw("", "stand", cues=[], **kwargs)
            svg = _draw(f"{name}-{level}", pose_name, cues=cues, **kwargs)
            words = LEVEL_WORDS[level]
            yield OUT / f"{name}-{level}.webm", f"{title}: {level.title()}", [(svg, 2, words), (start, 1, words),
                                                                                (svg, 2, words)]  # fmt: skip


def dance_pictures():
    for title in [*pic.dance_moves(), "Dance"]:
        pose_name = pic.dance_pose(title)
        joints = pic.pose(pose_name)
        for level in pic.LEVELS:
            name = pic.dance_name(title, level)
            label = f"{title}: {level}"
            if level == "tricky":  # on the spot, copying the leader
                frames = [_draw("", pose_name, label=label, partner=STAND, cues=[]),
                          _draw(name, pose_name, label=label, partner=joints)]  # fmt: skip
                words = ["Watch the leader", "Copy the leader"]
            elif level == "trickier":  # travelling in a pathway
                frames = [_draw(name, pose_name, label=label, pathway=True),
                          _draw("", pose_name, label=label, pathway=True, joints=pic.swap(joints))]  # fmt: skip
                words = ["Travel on a pathway", "Keep moving on the beat"]
            else:  # a change of level, in canon with a partner
                low = pic.pose("crouch")
                frames = [_draw(name, pose_name, label=label, partner=low),
                          _draw("", "crouch", label=label, partner=joints)]  # fmt: skip
                words = ["You move, your partner waits low", "Then your partner moves"]
            first = 1 if level == "tricky" else 0  # a clip opens (and its still shows) on the movement
            yield OUT / f"{name}.webm", f"{title}: {level.title()}", [
                (frames[first], 1.5, words[first]), (frames[1 - first], 1.5, words[1 - first]),
                (frames[first], 1.5, words[first])
            ]  # fmt: skip


def move_pictures():
    for title in pic.move_names():
        pose_name, props, cues = pic.move_pose(title)
        name = pic.move_name(title)
        ready = _draw("", "stand", props=[p for p in props if p in ("mat", "line", "hoop", "cone")], cues=[],
                      label=title)  # fmt: skip
        svg = _draw(name, pose_name, props=props, cues=cues, label=title)
        yield OUT / f"{name}.webm", title, [(svg, 2, title), (ready, 1, "Ready"), (svg, 2, title)]


def disc_and_side_pictures():
    for title in pic.THEMES:
        for name, pose_name, joints, props in pic.theme_frames(title):
            (OUT / f"{name}.svg").write_text(figure_svg(pose_name, joints, props=props or None, label=title))
    for title, (pose_name, rings, props) in pic.SIDES.items():
        _draw(pic.side_name(title), pose_name, props=props or None, highlight=rings, label=title)


def pictures():
    """Draws every picture; returns the clips still to make, [(path, title, frames)]."""
    disc_and_side_pictures()
    return [*gym_pictures(), *dance_pictures(), *move_pictures()]


def voiceovers(parts):
    for slug, words in parts:
        path = OUT / f"{slug}.opus"
        if fresh(path):
            wav = TMP / f"{slug}.wav"
            speak(words["pupil_text"], wav)
            run("ffmpeg", "-y", "-i", wav, "-ac", "1", "-c:a", "libopus", "-b:a", "12k", path)


# Melodies as (note, beats); a track is its melody over a kick-and-hat beat.
TRACKS = {
    "warm-up-beat": ("Warm-up Beat", 128, ["C4", "E4", "G4", "E4", "F4", "A4", "G4", "E4", "D4", "F4", "E4", "C4",
                                            "G4", "G4", "A4", "G4"] * 2),
    "machine-groove": ("Machine Groove", 112, ["A3", "A3", "C4", "A3", "D4", "C4", "A3", "G3", "A3", "E4", "D4", "C4",
                                               "A3", "C4", "D4", "E4"] * 2),
    "hero-anthem": ("Hero Anthem", 120, ["D4", "D4", "A4", "A4", "G4", "F4", "E4", "D4", "F4", "F4", "C5", "A4",
                                         "G4", "A4", "F4", "E4"] * 2),
    "cool-down-tune": ("Cool-down Tune", 84, ["E4", "D4", "C4", "D4", "E4", "E4", "E4", "D4", "D4", "E4", "G4", "G4",
                                              "E4", "D4", "C4", "C4"]),
}  # fmt: skip


def track(slug, seconds=None):
    """A track's WAV: a plucked melody over a kick on every beat and a hat off the beat."""
    _, bpm, notes = TRACKS[slug]
    beat = 60 / bpm
    melody, drums = TMP / f"{slug}-melody.wav", TMP / f"{slug}-drums.wav"
    chain = []
    for note in notes:
        chain += ["synth", f"{beat:.3f}", "pluck", note, ":"]
    run("sox", "-n", "-r", "22050", "-c", "1", melody, *chain[:-1])
    kick = TMP / "kick.wav"
    run("sox", "-n", "-r", "22050", "-c", "1", kick, "synth", "0.15", "sine", "90:40", "fade", "q", "0", "0.15",
        "0.12", "pad", "0", f"{beat - 0.15:.3f}")  # fmt: skip
    hat = TMP / "hat.wav"
    run("sox", "-n", "-r", "22050", "-c", "1", hat, "synth", "0.04", "whitenoise", "vol", "0.3", "pad",
        f"{beat / 2:.3f}", f"{beat / 2 - 0.04:.3f}")  # fmt: skip
    bar = TMP / "bar.wav"
    run("sox", "-m", kick, hat, bar)
    run("sox", bar, drums, "repeat", len(notes) - 1)
    out = TMP / f"{slug}.wav"
    run("sox", "-m", "-v", "0.8", melody, "-v", "0.6", drums, out, "norm", "-3",
        *(["trim", "0", seconds] if seconds else []))  # fmt: skip
    return out


def music():
    for slug in TRACKS:
        path = OUT / f"{slug}.mp3"
        if fresh(path):
            run("sox", track(slug), "-C", "48", path)


def _escape(text):
    return text.replace("\\", "\\\\").replace(":", "\\:").replace("'", "\u2019").replace(",", "\\,")


def lyric_video(name, title, lines, tune, figure):
    """The song's music, each line spoken at its time and shown as text, and a figure."""
    path = OUT / f"{name}.webm"
    if not fresh(path):
        return
    end = lines[-1][1] + 3
    music_wav = track(tune)
    voices = []
    for n, (text, time) in enumerate(lines):
        wav = TMP / f"{name}-{n}.wav"
        speak(text, wav, speed=140, pitch=70)
        voices.append((wav, time))
    png = TMP / f"{name}.png"
    run("rsvg-convert", "-w", "300", "-h", "200", "-o", png, OUT / f"{figure}.svg")
    inputs = ["-f", "lavfi", "-i", f"color=c=0x1f4e8c:s=640x360:d={end}:r=10", "-loop", "1", "-i", png,
              "-stream_loop", "-1", "-i", music_wav]  # fmt: skip
    for wav, _ in voices:
        inputs += ["-i", wav]
    text = [f"drawtext=fontfile={FONT}:text='{_escape(title)}':fontcolor=white:fontsize=26:x=(w-tw)/2:y=16"]
    for n, (line, time) in enumerate(lines):
        until = lines[n + 1][1] if n + 1 < len(lines) else end
        text.append(f"drawtext=fontfile={FONT}:text='{_escape(line)}':fontcolor=0xffd54f:fontsize=26:"
                    f"x=(w-tw)/2:y=300:enable='between(t,{time},{until})'")  # fmt: skip
    delays = "".join(
        f"[{3 + n}:a]adelay={int(time * 1000)}|{int(time * 1000)},volume=1.6[v{n}];"
        for n, (_, time) in enumerate(voices)
    )
    mix = "".join(f"[v{n}]" for n in range(len(voices)))
    graph = (f"[0:v][1:v]overlay=(W-w)/2:70,{','.join(text)}[v];{delays}"
             f"[2:a]volume=0.5[m];[m]{mix}amix=inputs={len(voices) + 1}:duration=first:normalize=0[a]")  # fmt: skip
    run("ffmpeg", "-y", *inputs, "-filter_complex", graph, "-map", "[v]", "-map", "[a]", "-t", end,
        "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "50", "-deadline", "good", "-cpu-used", "4",
        "-c:a", "libopus", "-b:a", "24k", "-ac", "1", path)  # fmt: skip


def step_video(slug, words):
    """A skill or FUNS part's steps as a short video: figure, subtitle, text, voice."""
    path = OUT / f"{slug}.webm"
    if not fresh(path):
        return
    clips = []
    for n, (subtitle, text, figure) in enumerate(words["steps"]):
        wav, png, clip = TMP / f"{slug}-{n}.wav", TMP / f"{slug}-{n}.png", TMP / f"{slug}-{n}.webm"
        speak(f"{subtitle}. {text}", wav)
        run("rsvg-convert", "-w", "360", "-h", "240", "-o", png, OUT / f"{figure}.svg")
        length = max(2.5, float(run("soxi", "-D", wav).decode()) + 0.6)
        graph = (f"[0:v][1:v]overlay=(W-w)/2:50,"
                 f"drawtext=fontfile={FONT}:text='{_escape(f'{n + 1}. {subtitle}')}':fontcolor=white:fontsize=28:"
                 f"x=(w-tw)/2:y=12,drawtext=fontfile={FONT}:text='{_escape(text)}':fontcolor=0xffd54f:"
                 f"fontsize=20:x=(w-tw)/2:y=310[v]")  # fmt: skip
        run("ffmpeg", "-y", "-f", "lavfi", "-i", f"color=c=0x2e7d32:s=640x360:d={length}:r=10", "-loop", "1",
            "-i", png, "-i", wav, "-filter_complex", graph, "-map", "[v]", "-map", "2:a", "-af", "apad",
            "-t", length, "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "50", "-deadline", "good", "-cpu-used", "4",
            "-c:a", "libopus", "-b:a", "12k", "-ac", "1", clip)  # fmt: skip
        clips.append(clip)
    listing = TMP / f"{slug}.txt"
    listing.write_text("".join(f"file '{c}'\n" for c in clips))
    run("ffmpeg", "-y", "-f", "concat", "-safe", "0", "-i", listing, "-c", "copy", path)


def showcase_parts():
    return list(showcase.all_parts())


def main():
    for tool in ("espeak-ng", "sox", "ffmpeg", "rsvg-convert"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is missing: apt-get install espeak-ng sox libsox-fmt-mp3 ffmpeg librsvg2-bin")
    OUT.mkdir(parents=True, exist_ok=True)
    started = monotonic()
    figures()
    clips = pictures()
    if FIGURES_ONLY:
        print(f"pictures drawn in {monotonic() - started:.0f} s")
        return
    for path, title, frames in clips:
        pose_video(path, title, frames)
    music()
    parts = showcase_parts()
    voiceovers(parts)
    for name, (title, lines, tune, figure) in showcase.SONGS.items():
        lyric_video(name, title, lines, tune, figure)
    for slug, words in parts:
        if words.get("video_steps"):
            step_video(slug, words)
    shutil.rmtree(TMP)
    total = sum(p.stat().st_size for p in OUT.iterdir())
    print(f"{len(list(OUT.iterdir()))} files, {total / 1024:.0f} KiB in {OUT.relative_to(ROOT)}, "
          f"{monotonic() - started:.0f} s")  # fmt: skip


if __name__ == "__main__":
    main()
