/** The side navigation drawer (drawer.tsx) and its backdrop. */
export const DRAWER_ID = 'side-nav';
export const DRAWER_BACKDROP_ID = 'side-nav-backdrop';
/** Marks what closes the drawer when clicked: its close button and the backdrop. */
export const DRAWER_CLOSE = 'data-drawer-close';
