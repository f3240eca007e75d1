import type { ReactNode } from 'react';

interface AltSectionProps {
  /** Id of the heading that names the section. */
  labelledBy: string;
  /** Added to the inner container's class. */
  className?: string;
  children: ReactNode;
}

/** A band of the page on the alternate background, named by its heading, its content in the centred container. */
export function AltSection({ labelledBy, className, children }: AltSectionProps) {
  return (
    <section className="section section-alt" aria-labelledby={labelledBy}>
      <div className={className ? `container ${className}` : 'container'}>{children}</div>
    </section>
  );
}
