interface SectionHeaderProps {
  eyebrow: string;
  title: string;
  intro?: string;
  /** id of the heading, for the section's aria-labelledby. */
  headingId: string;
  /** 1 when the section is the whole page (/booking); a section of the home page is 2. */
  level?: 1 | 2;
}

export function SectionHeader({ eyebrow, title, intro, headingId, level = 2 }: SectionHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="mfb-section-header">
      <p className="elite-eyebrow">{eyebrow}</p>
      <Heading id={headingId} className="elite-heading">
        {title}
      </Heading>
      {intro ? <p className="elite-intro">{intro}</p> : null}
    </header>
  );
}
