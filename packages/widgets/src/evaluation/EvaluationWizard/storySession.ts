/** Stories of the wizard: sign in as the seeded demo user of the in-memory API, no local copy. */
import { MOCK_DEMO_EMAIL } from '@rolescope/server/mock';
import { signInForStory as signInDemoUser } from '../../test/storySession';
import { clearLocalDraft, localDraftKey } from './drafts/localDraft';

/** A story `beforeEach`: stores the demo user's session and forgets any local copy; undone after. */
export const signInForStory = async () => {
  const key = localDraftKey(MOCK_DEMO_EMAIL);
  clearLocalDraft(key);
  const signOut = await signInDemoUser();
  return () => {
    signOut();
    clearLocalDraft(key);
  };
};
