const R = 21;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** The track's progress as a ring around the play button. */
export default function ProgressRing({ fraction, label }) {
  const value = Math.round(Math.min(Math.max(fraction || 0, 0), 1) * 100);
  return (
    <svg
      className="music-player__ring"
      viewBox="0 0 48 48"
      width="48"
      height="48"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <circle cx="24" cy="24" r={R} fill="none" stroke="currentColor" strokeOpacity=".25" strokeWidth="4" />
      <circle
        cx="24"
        cy="24"
        r={R}
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
        transform="rotate(-90 24 24)"
      />
    </svg>
  );
}
