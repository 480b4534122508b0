/** Escapes LIKE/ILIKE wildcards so user text matches literally (default escape character `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Removes characters PostgreSQL text cannot hold (NUL) and other C0 controls. */
export function stripControlChars(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(/[\u0000-\u001f\u007f]/g, '');
}
