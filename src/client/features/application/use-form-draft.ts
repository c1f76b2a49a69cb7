import { useEffect, useRef } from 'react';
import { DRAFT_AUTOSAVE_MS, STORAGE_KEYS } from '#shared/constants.ts';
import { hasAnyFormValue, type RenewalFormField } from '#shared/schemas/renewal-form.ts';

export type FormValues = Record<RenewalFormField, string>;
export interface LocalDraft {
  values: FormValues;
  autoSaved: boolean;
  lastSaved: string;
}

const keyFor = (applicationId: number) => `${STORAGE_KEYS.formDraft}:${applicationId}`;

export function readLocalDraft(applicationId: number): LocalDraft | null {
  try {
    const raw = localStorage.getItem(keyFor(applicationId));
    return raw ? (JSON.parse(raw) as LocalDraft) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(applicationId: number, values: FormValues, autoSaved: boolean): void {
  const draft: LocalDraft = { values, autoSaved, lastSaved: new Date().toISOString() };
  localStorage.setItem(keyFor(applicationId), JSON.stringify(draft));
}

export const clearLocalDraft = (applicationId: number) => localStorage.removeItem(keyFor(applicationId));

/** Saves the form on this device 2 s after the last change, once any field holds text. */
export function useDraftAutosave(applicationId: number, values: FormValues, onSaved: () => void): void {
  const first = useRef(true);
  const saved = useRef(onSaved);
  saved.current = onSaved;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hasAnyFormValue(values)) return;
    const timer = setTimeout(() => {
      writeLocalDraft(applicationId, values, true);
      saved.current();
    }, DRAFT_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [applicationId, values]);
}
