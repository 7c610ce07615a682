/** Animation length from content height; 1 ms under reduced motion (0 would skip transitionend). */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1
  const c = height / 36
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10)
}

/** The easing of every open/close height animation (sidebar categories, details blocks). */
export const COLLAPSE_EASING = 'ease-in-out'
