/** A font name without the subset tag ('ABCDEF+Helvetica' -> 'Helvetica'). */
export function cleanFontName(name: string): string {
  return name.replace(/^[A-Z]{6}\+/, "").trim();
}
