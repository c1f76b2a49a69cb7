import { canOwnerEdit, canTransition, type ApplicationStatus } from '#shared/schemas/applications.ts';
import {
  conflictMessage,
  RENEWAL_FORM_LABELS,
  STALE_DETAILS_MESSAGE,
  type DetailsSaveResult,
} from '#shared/schemas/renewal-form.ts';
import { nowIso, type Db } from '../../db/connect.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import {
  findOwnedApplicationForUpdate,
  inApplicationTransaction,
  updateApplication,
  updateApplicationIfSavedAt,
  type ApplicationRow,
} from '../../repositories/applications.repository.ts';
import { mergeDraftFields } from './merge-draft-fields.ts';
import { requireOwnedApplication } from './require-owned-application.ts';

const LOCKED_MESSAGE = 'This application is with our review team and can no longer be changed.';
const NOT_CONFIGURED_MESSAGE = 'Choose your situation in step 1 and continue before submitting the form.';

type SaveArgs = { db: Db; userId: number; id: number; body: DetailsSaveResult; lockRow: boolean };

/**
 * Saves the renewal form. A draft keeps whatever was typed; a final save has passed every rule of the
 * shared schema and submits the application. With `base` the save merges per field (docs/decisions/0032-draft-merge.md);
 * without it, the older whole-form `basedOn` check applies.
 */
export async function saveApplicationDetails(args: SaveArgs): Promise<ApplicationRow> {
  return args.body.base === undefined ? saveWholeForm(args) : mergeAndSave(args);
}

/** Checks that hold for either kind of save; returns the status to write, if it changes. */
function nextStatus(app: ApplicationRow, isDraft: boolean | undefined): ApplicationStatus | undefined {
  const from = app.status as ApplicationStatus;
  if (!canOwnerEdit(from)) throw new AppError(409, LOCKED_MESSAGE, { code: 'not_editable' });
  const to: ApplicationStatus = 'submitted';
  if (isDraft) return undefined;
  if (from !== to && !canTransition(from, to, 'owner')) throw new AppError(409, NOT_CONFIGURED_MESSAGE);
  return to;
}

async function mergeAndSave({ db, userId, id, body, lockRow }: SaveArgs): Promise<ApplicationRow> {
  const { basedOn: _basedOn, base = {}, isDraft, lastSaved, ...incoming } = body;
  // Read, merge and write under one lock, so a concurrent save of another field cannot be lost.
  return inApplicationTransaction(db, async (trx) => {
    const app = await findOwnedApplicationForUpdate(trx, userId, id, lockRow);
    if (!app) throw notFound('Application');
    const status = nextStatus(app, isDraft);
    const stored = app.details ? (JSON.parse(app.details) as Record<string, unknown>) : {};
    const { merged, conflicts } = mergeDraftFields({
      stored: stored as Parameters<typeof mergeDraftFields>[0]['stored'],
      incoming,
      base,
      submitting: !isDraft,
    });
    if (conflicts.length > 0) {
      throw new AppError(409, conflictMessage(conflicts.map((f) => RENEWAL_FORM_LABELS[f])), {
        code: 'details_conflict',
        details: { conflicts },
      });
    }
    const savedAt = nowIso();
    const details = JSON.stringify({ ...stored, ...merged, isDraft, lastSaved: lastSaved ?? savedAt });
    return updateApplication(trx, id, { details, details_saved_at: savedAt, ...(status ? { status } : {}) });
  });
}

async function saveWholeForm({ db, userId, id, body }: SaveArgs): Promise<ApplicationRow> {
  const app = await requireOwnedApplication(db, userId, id);
  const status = nextStatus(app, body.isDraft);
  const { basedOn, base: _base, ...fields } = body;
  // A stale tab must not overwrite a newer save: the update only applies to the version the form was loaded from.
  const expected = basedOn === undefined ? app.details_saved_at : basedOn;
  if (expected !== app.details_saved_at) throw new AppError(409, STALE_DETAILS_MESSAGE, { code: 'details_stale' });
  const savedAt = nowIso();
  const details = JSON.stringify({ ...fields, lastSaved: fields.lastSaved ?? savedAt });
  const changes = status ? { details, details_saved_at: savedAt, status } : { details, details_saved_at: savedAt };
  const saved = await updateApplicationIfSavedAt(db, id, expected, changes);
  if (!saved) throw new AppError(409, STALE_DETAILS_MESSAGE, { code: 'details_stale' });
  return saved;
}
