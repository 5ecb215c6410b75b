import type { Report } from '@rolescope/core';
import { type ReactNode, useState } from 'react';
import { withCatalogNames } from '../../model/reports/catalogNames';
import type { CompetencyLevels } from '../../model/reports/levelComparison';
import {
  answeredQuestions,
  chosenCompetencies,
  organizationFields,
  roleDetailGroups,
  technicalCompetenceOf,
} from '../../model/reports/reportContent';
import { Accordion, type AccordionItem } from '../../primitives/Accordion';
import { useCatalogNames } from '../../state/useCatalogNames';
import type { Strings } from '../../strings/en';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './ReportDialog.css';
import { CompetencyList, FieldList, QuestionList } from './ReportFields';

export type ReportSectionsProps = {
  report: Report;
  levels: readonly CompetencyLevels[];
};

/** One report section: its title (with an optional tag beside it) and its content. */
const section = (
  value: string,
  title: string,
  content: ReactNode,
  tag?: string,
): AccordionItem => ({
  value,
  header: (
    <>
      {title}
      {tag ? <span className={styles.tag}>{tag}</span> : null}
    </>
  ),
  content: <div className={styles.sectionBody}>{content}</div>,
});

/** A section's title: the strings' `sections[part]` (the part itself when a host gave none). */
const sectionTitle = (s: Strings['reportDialog'], part: string): string =>
  (s.sections as Readonly<Record<string, string>>)[part] ?? part;

/**
 * The report's six sections, the first one open. Every section is rendered (closed ones hidden):
 * the print styles show them all. The report dialog mounts them after its first paint, or at
 * once before printing (`ReportBody`, `useMountedForPrint`).
 */
export function ReportSections({ report, levels }: ReportSectionsProps) {
  const { reportDialog: s } = useStrings();
  const names = useCatalogNames(report);
  const [open, setOpen] = useState<string | null>('details');
  const questions = answeredQuestions(report);
  const sections: AccordionItem[] = [
    section(
      'details',
      s.sections.details,
      withCatalogNames(roleDetailGroups(report, s), report, names).map((group) => (
        <div key={group.key} className={styles.group}>
          {group.title ? <h4 className={styles.groupTitle}>{group.title}</h4> : null}
          <FieldList fields={group.fields} />
        </div>
      )),
    ),
    section(
      'organizationDetails',
      s.sections.organizationDetails,
      <FieldList fields={organizationFields(report, s)} />,
    ),
    // One section per question step of core's steps table, its title keyed by part.
    ...Object.entries(questions).map(([part, answers]) =>
      section(part, sectionTitle(s, part), <QuestionList questions={answers} />),
    ),
    section(
      'competencyReport',
      s.sections.competencyReport,
      <CompetencyList
        items={chosenCompetencies(report)}
        technicalCompetence={technicalCompetenceOf(report)}
        levels={levels}
      />,
      s.evaluationTag,
    ),
  ];
  return (
    <Accordion
      items={sections}
      value={open}
      onValueChange={setOpen}
      keepMounted
      className={styles.accordion}
    />
  );
}
