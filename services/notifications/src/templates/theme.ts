/** The site's dark theme (shell/src/app/styles.css): ink background, gold accents, warm white text. */
export const EMAIL_THEME = {
  ink: '#0b0b0d',
  surface: '#151518',
  gold: '#d4af37',
  goldBright: '#e2c35d',
  text: '#f2efe8',
  textMuted: '#bdb6a8',
  line: '#3a3220',
  fontDisplay: "'Cormorant Garamond', 'Playfair Display', Georgia, 'Times New Roman', serif",
  fontBody: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;
