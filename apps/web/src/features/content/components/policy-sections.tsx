import { ContentSection } from './content-page-frame';

/** The numbered or titled sections of a policy page (terms, privacy). */
export function PolicySections({
  idPrefix,
  sections,
  updated,
}: {
  idPrefix: string;
  sections: readonly { title: string; body: string }[];
  updated: string;
}) {
  return (
    <>
      <p className="mb-8 text-sm text-navy-500">{updated}</p>
      {sections.map((section, index) => (
        <ContentSection
          key={section.title}
          id={`${idPrefix}-${index}`}
          title={section.title}
          className="mt-8"
        >
          <p>{section.body}</p>
        </ContentSection>
      ))}
    </>
  );
}
