/**
 * chemdocs' icon set: 24x24 outline icons, one SVG path each, drawn with the text colour (the
 * stylesheet's .icon rule sets the stroke). Inlined in the HTML at build time, never fetched, so
 * the site stays offline and costs no request. Shared by the theme's components and the markdown
 * plugins that make admonitions.
 */
export const ICONS = {
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01',
  bulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3z',
  alert: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 8v4M12 16h.01',
  triangle: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01',
  octagon: 'M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9zM12 8v4M12 16h.01',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  monitor: 'M3 4h18v12H3zM8 20h8M12 16v4',
} as const

/**
 * More icons of the set, for the `@theme/Icon/*` modules site code imports (templates/mdx/Icon/):
 * apart from ICONS, so that the entry script carries only the icons the theme itself draws.
 */
export const MORE_ICONS = {
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  check: 'M20 6 9 17l-5-5',
  close: 'M18 6 6 18M6 6l12 12',
  menu: 'M4 6h16M4 12h16M4 18h16',
  chevron: 'M9 6l6 6-6 6',
  pencil: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  globe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2c2.7 3 4 6.4 4 10s-1.3 7-4 10c-2.7-3-4-6.4-4-10s1.3-7 4-10z',
  wrap: 'M4 6h16M4 12h13a3 3 0 0 1 0 6h-4M15 16l-2 2 2 2M4 18h5',
} as const

export type IconName = keyof typeof ICONS
