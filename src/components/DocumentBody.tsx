/** A legal document (privacy notice, loan terms): title, date, introduction, numbered sections. */
import type { DocSection } from '../i18n/privacy';
import './legalDocument.css';

interface Props {
  title: string;
  updated: string;
  intro: string;
  sections: readonly DocSection[];
  /** Heading level of the title: 1 on its own page, 2 inside the public site's page. */
  level?: 1 | 2;
}

export function DocumentBody({ title, updated, intro, sections, level = 1 }: Props) {
  const Title = level === 1 ? 'h1' : 'h2';
  const Heading = level === 1 ? 'h2' : 'h3';
  return (
    <article className="legal-doc">
      <Title className="legal-doc-title">{title}</Title>
      <p className="legal-doc-updated">{updated}</p>
      <p>{intro}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <Heading className="legal-doc-heading">{section.heading}</Heading>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
