// Drawing the page is cut into pieces (the map, its colours, the chart, the tables) with a frame in between: the
// browser lays out and paints what one piece added before the next runs, so no piece is a long task that holds up
// input and paint (Lighthouse's total blocking time), and none pays for laying out another's work.

/** Resolves in a task of its own after the next paint; at once in a task of its own when the page is hidden. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
