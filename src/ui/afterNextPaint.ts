/**
 * Runs `work` once the next frame has painted (a frame callback, then a task): for work that must not delay the
 * paint of what a press changed, yet should start soon after it.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(work, 0);
  });
}
