/** Nine dots: the usual sign for "other apps". Decorative; the button carries the name. */
export function LauncherIcon() {
  const dots = [4, 12, 20];
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {dots.flatMap((y) =>
        dots.map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2.2" fill="currentColor" />),
      )}
    </svg>
  );
}
