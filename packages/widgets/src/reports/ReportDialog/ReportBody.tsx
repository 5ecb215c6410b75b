import type { Report } from '@rolescope/core';
import { CareerReportView } from '../../career/CareerProgressionEvaluation/CareerReportView';
import { readCareerReport } from '../../career/CareerProgressionEvaluation/readCareerReport';
import { Button } from '../../primitives/Button';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import {
  answeredQuestions,
  chosenCompetencies,
  organizationFields,
  roleDetailGroups,
  technicalCompetenceOf,
} from '../shared/reportContent';
import { formatReportDate, formatReportTime, shortReportId } from '../shared/reportFormat';
import { ReportAccordion, type ReportSection } from './ReportAccordion';
import * as styles from './ReportDialog.css';
import { CompetencyList, FieldList, QuestionList } from './ReportFields';

export type ReportBodyProps = { report: Report; onClose: () => void };

/** The report's sections and its footer. */
export function ReportBody({ report, onClose }: ReportBodyProps) {
  const strings = useStrings();
  const s = strings.reportDialog;
  const questions = answeredQuestions(report);
  const career = readCareerReport(report);
  const sections: ReportSection[] = [
    {
      value: 'roleDetails',
      title: s.sections.roleDetails,
      content: roleDetailGroups(report, s).map((group) => (
        <div key={group.key} className={styles.group}>
          {group.title ? <h4 className={styles.groupTitle}>{group.title}</h4> : null}
          <FieldList fields={group.fields} />
        </div>
      )),
    },
    {
      value: 'organizationDetails',
      title: s.sections.organizationDetails,
      content: <FieldList fields={organizationFields(report, s)} />,
    },
    {
      value: 'roleResponsibilities',
      title: s.sections.roleResponsibilities,
      content: <QuestionList questions={questions.responsibilities} />,
    },
    {
      value: 'roleEffectiveness',
      title: s.sections.roleEffectiveness,
      content: <QuestionList questions={questions.effectiveness} />,
    },
    {
      value: 'roleImpact',
      title: s.sections.roleImpact,
      content: <QuestionList questions={questions.impact} />,
    },
    {
      value: 'competencyReport',
      title: s.sections.competencyReport,
      tag: s.evaluationTag,
      content: (
        <CompetencyList
          items={chosenCompetencies(report)}
          technicalCompetence={technicalCompetenceOf(report)}
        />
      ),
    },
  ];
  const date = formatReportDate(report.createdAt);
  const generated = date ? `${date}, ${formatReportTime(report.createdAt)}` : s.recently;
  const id = shortReportId(report._id);
  const { common } = strings;
  return (
    <>
      {career ? <CareerReportView {...career} /> : <ReportAccordion sections={sections} />}
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
              year: common.copyrightYear,
              product: common.productName,
            })}
          </p>
        </div>
      </footer>
    </>
  );
}
