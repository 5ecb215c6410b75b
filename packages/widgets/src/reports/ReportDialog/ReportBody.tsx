import type { Report } from '@rolescope/core';
import type { ReactNode } from 'react';
import { CareerReportView } from '../../career/CareerProgressionEvaluation/CareerReportView';
import { readCareerReport } from '../../career/CareerProgressionEvaluation/readCareerReport';
import { Accordion, type AccordionItem } from '../../primitives/Accordion';
import { Button } from '../../primitives/Button';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { CompetencyProfileChart, ScoreCompositionChart } from '../charts';
import { withCatalogNames } from '../shared/catalogNames';
import { competencyLevelsOf } from '../shared/levelComparison';
import { ResultSummary, scoreOfReport } from '../shared/ResultSummary';
import {
  answeredQuestions,
  chosenCompetencies,
  organizationFields,
  roleDetailGroups,
  technicalCompetenceOf,
} from '../shared/reportContent';
import { formatReportDate, formatReportTime, shortReportId } from '../shared/reportFormat';
import { useCatalogNames } from '../shared/useCatalogNames';
import * as styles from './ReportDialog.css';
import { CompetencyList, FieldList, QuestionList } from './ReportFields';

export type ReportBodyProps = { report: Report; onClose: () => void };

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

/** The report's sections and its footer. */
export function ReportBody({ report, onClose }: ReportBodyProps) {
  const strings = useStrings();
  const s = strings.reportDialog;
  const questions = answeredQuestions(report);
  const career = readCareerReport(report);
  const score = career ? null : scoreOfReport(report);
  const levels = competencyLevelsOf(report);
  const profileItems = levels.flatMap(({ title, chosen, recommended }) =>
    chosen > 0 && recommended > 0 ? [{ name: title, chosen, recommended }] : [],
  );
  const names = useCatalogNames(report);
  const sections: AccordionItem[] = [
    section(
      'roleDetails',
      s.sections.roleDetails,
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
    section(
      'roleResponsibilities',
      s.sections.roleResponsibilities,
      <QuestionList questions={questions.responsibilities} />,
    ),
    section(
      'roleEffectiveness',
      s.sections.roleEffectiveness,
      <QuestionList questions={questions.effectiveness} />,
    ),
    section('roleImpact', s.sections.roleImpact, <QuestionList questions={questions.impact} />),
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
  const date = formatReportDate(report.createdAt);
  const generated = date ? `${date}, ${formatReportTime(report.createdAt)}` : s.recently;
  const id = shortReportId(report._id);
  const { common } = strings;
  return (
    <>
      {career ? (
        <CareerReportView {...career} />
      ) : (
        <>
          {score ? <ResultSummary score={score} headingLevel={3} /> : null}
          <div className={styles.charts}>
            {score ? (
              <ScoreCompositionChart
                rolesResponsibilities={score.rolesResponsibilityScore}
                rolesEffectiveness={score.rolesEffectivenessScore}
                roleImpact={score.rolesImpact}
              />
            ) : null}
            {profileItems.length > 0 ? <CompetencyProfileChart items={profileItems} /> : null}
          </div>
          {/* Every section stays rendered (closed ones `hidden`): the print styles show them all. */}
          <Accordion
            items={sections}
            defaultValue={sections[0]?.value}
            keepMounted
            className={styles.accordion}
          />
        </>
      )}
      <footer className={styles.footer}>
        <div className={styles.footerRow}>
          <p className={styles.footerText}>
            <span className={styles.footerStrong}>{s.reportGenerated}</span> {generated}
          </p>
          <Button variant="secondary" onClick={onClose}>
            {s.close}
          </Button>
        </div>
        <div className={styles.footerRow}>
          <p className={styles.footerText}>
            {s.reportId}: <span className={styles.mono}>{id || s.notAvailable}</span>
          </p>
          <p className={styles.footerText}>{s.version}</p>
        </div>
        <div className={styles.footerRow}>
          <p className={styles.footerText}>{s.brandLine}</p>
          <p className={styles.footerText}>
            {formatString(common.copyright, {
              year: String(new Date().getFullYear()),
              product: common.productName,
            })}
          </p>
        </div>
      </footer>
    </>
  );
}
