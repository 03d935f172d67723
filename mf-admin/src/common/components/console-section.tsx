import { useId, type ReactNode } from 'react';

/** One of the console's cards under the lists: a region named by its heading, its help, its content. */
export function ConsoleSection({
  title,
  help,
  className,
  children,
}: {
  title: string;
  help: string;
  className: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={`elite-card ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="elite-card-title">
        {title}
      </h2>
      <p className="elite-card-text">{help}</p>
      {children}
    </section>
  );
}
