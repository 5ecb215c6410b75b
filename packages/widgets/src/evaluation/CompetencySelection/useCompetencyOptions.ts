import type { CareerCategory } from '@rolescope/core/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { asTechnicalCompetence, type SelectionValues } from '../../model/competencies/selection';
import type { WizardData } from '../../model/evaluation/types';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';

type Input = {
  open: boolean;
  data: WizardData;
  careerCategory: CareerCategory;
  technicalCompetence: string | undefined;
  values: SelectionValues;
  domainVisible: boolean;
};

/**
 * The catalog lists of the competency selection: functional competencies (`fetchCompetency`),
 * then, in the domain section, domain processes, domain functions and domain competencies.
 * A failed list shows an inline error with Retry in the modal (a domain function failure is
 * also logged).
 */
export const useCompetencyOptions = ({
  open,
  data,
  careerCategory,
  technicalCompetence,
  values,
  domainVisible,
}: Input) => {
  const { client } = useRolescope();
  const industryCategory = data.details.industryCategory ?? '';
  const functions = data.details.currentFunction ?? [];
  const process = data.details.process ?? [];
  const level = asTechnicalCompetence(technicalCompetence);

  const competencies = useQuery({
    queryKey: rolescopeKey(
      'fetchCompetency',
      industryCategory,
      functions,
      level,
      careerCategory,
      process,
    ),
    queryFn: async () =>
      (
        await client.getFunctionalCompetencies({
          industryCategory,
          functions,
          careerCategory,
          process,
          ...(level ? { technicalCompetence: level } : {}),
        })
      ).data,
    enabled: open && industryCategory !== '' && functions.length > 0,
  });

  const domainProcesses = useQuery({
    queryKey: rolescopeKey('fetchDomainProcess', industryCategory),
    queryFn: async () => (await client.getDomainJobFamilyProcess(industryCategory)).data,
    enabled: open && domainVisible && industryCategory !== '',
  });

  const domainFunctions = useQuery({
    queryKey: rolescopeKey('fetchDomainFunctions', industryCategory, values.domainProcess),
    queryFn: async () =>
      (
        await client.getDomainFunctions({
          industryCategory,
          jobFamilyProcessOptions: values.domainProcess,
        })
      ).data,
    enabled: open && domainVisible && values.domainProcess.length > 0,
  });

  const domainCompetencies = useQuery({
    queryKey: rolescopeKey(
      'fetchDomainCompetency',
      industryCategory,
      values.domainFunction,
      careerCategory,
      values.domainProcess,
    ),
    queryFn: async () =>
      (
        await client.getDomainCompetencies({
          industryCategory,
          functions: values.domainFunction,
          careerCategory,
          process: values.domainProcess,
        })
      ).data,
    enabled: open && domainVisible && values.domainFunction.length > 0,
  });

  useEffect(() => {
    if (domainFunctions.error)
      console.error('Could not load domain functions', domainFunctions.error);
  }, [domainFunctions.error]);

  return { competencies, domainProcesses, domainFunctions, domainCompetencies };
};
