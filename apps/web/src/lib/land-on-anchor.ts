const INSTANT: ScrollIntoViewOptions = { behavior: 'instant', block: 'start' };
/** Long enough for the rows around the target to be drawn and the page's re-render after the address changed. */
const HOLD_MS = 800;

/**
 * Jumps to an anchor of a long page and keeps it there while the page settles, as a browser does for the
 * fragment of a page it loads. Rows not drawn yet (content-visibility) have estimated heights; once drawn
 * around the target they move it by up to a few dozen pixels, under the sticky header. For a short while,
 * each frame puts the target back where it belongs, until the visitor scrolls or touches the page.
 */
export function landOnAnchor(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView(INSTANT);
  const aimed = target.getBoundingClientRect().top;
  const until = performance.now() + HOLD_MS;
  let held = true;
  const release = () => {
    held = false;
  };
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  for (const input of inputs) addEventListener(input, release, { once: true, passive: true });
  const hold = () => {
    if (!held || performance.now() > until) {
      for (const input of inputs) removeEventListener(input, release);
      return;
    }
    if (Math.abs(target.getBoundingClientRect().top - aimed) > 1) target.scrollIntoView(INSTANT);
    requestAnimationFrame(hold);
  };
  requestAnimationFrame(hold);
}
