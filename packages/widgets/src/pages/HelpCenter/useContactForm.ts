import { validateContact } from '@rolescope/core';
import type { ContactField, ContactValues } from '@rolescope/core/validation';
import { useEffect, useRef, useState } from 'react';

/** The simulated send of the contact form (ms). */
const CONTACT_SUBMIT_MS = 1000;

const empty: ContactValues = { name: '', email: '', subject: '', message: '' };

/**
 * The help page's contact form: required fields checked with core's `validateContact`;
 * the send is simulated (no call): after 1 s `onSent` runs and the form clears.
 */
export const useContactForm = (onSent: () => void) => {
  const [values, setValues] = useState<ContactValues>(empty);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [sending, setSending] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (field: ContactField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = () => {
    if (sending) return false;
    const result = validateContact(values);
    setErrors(result.errors);
    if (!result.valid) return false;
    setSending(true);
    timer.current = window.setTimeout(() => {
      setSending(false);
      setValues(empty);
      onSent();
    }, CONTACT_SUBMIT_MS);
    return true;
  };

  return { values, errors, sending, change, submit };
};
