import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isLoadingAtom } from '../../session/atoms';

/**
 * The setter of the session's global loading flag (the host's full-screen "Loading..."),
 * cleared when the component unmounts so a left page never leaves it on.
 */
export const useGlobalLoading = () => {
  const setLoading = useSetAtom(isLoadingAtom);
  useEffect(() => () => setLoading(false), [setLoading]);
  return setLoading;
};
