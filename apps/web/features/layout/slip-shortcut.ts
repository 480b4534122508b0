/**
 * The keyboard shortcut to the bet slip's stake field, as `aria-keyshortcuts` spells it. Alt+Shift+B:
 * no browser (Chrome, Firefox, Safari, Edge) or screen reader (NVDA, JAWS, VoiceOver, Orca) uses it,
 * and with two modifiers it never types a letter into a field on Windows or Linux. A plain module
 * (not a client one) so that the server layout can put it in the skip link's title.
 */
export const SLIP_SHORTCUT = 'Alt+Shift+B';

/** Whether a key press is the slip shortcut; `code`, not `key`: on a Mac Option+Shift+B yields "ı". */
export function isSlipShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyB';
}
