import { readinessHeadline, readinessOf } from '#shared/schemas/buddy.ts';
import { toApplication } from '../../repositories/applications.repository.ts';
import { listApplicationDocuments } from '../../repositories/documents.repository.ts';
import { generateApplicationPdf } from '../../pdf/application-pdf.ts';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { openProblems } from './open-problems.ts';
import { requireOwnedApplication } from './require-owned-application.ts';

/** The application PDF for its owner, with the photo when one was uploaded. */
export async function renderApplicationPdf({
  ctx,
  user,
  id,
}: {
  ctx: AppContext;
  user: UserRow;
  id: number;
}): Promise<Uint8Array> {
  const row = await requireOwnedApplication(ctx.db, user.id, id);
  const app = toApplication(row);
  const documents = await listApplicationDocuments(ctx.db, id);
  const problems = openProblems(row, documents, user.has_access === 1, ctx.ruleOverrides.current());
  const readiness = readinessOf(problems);
  const photoRow = documents.find((d) => d.type === 'photo');
  const photo = photoRow ? await ctx.blobs.get(photoRow.filename).catch(() => undefined) : undefined;
  return generateApplicationPdf({
    ruleOverrides: ctx.ruleOverrides.current(),
    application: { id: app.id, type: app.type, status: app.status, createdAt: app.createdAt },
    user: { email: user.email, name: [user.first_name, user.last_name].filter(Boolean).join(' ') },
    details: app.details,
    config: app.config,
    documents: documents.map((d) => ({
      type: d.type as never,
      originalName: d.original_name,
      status: d.status as never,
    })),
    ...(photo ? { photo } : {}),
    // The same open problems every screen lists; without paid access they name what, never why.
    warnings: problems.map((p) => p.title),
    ...(app.detailsSavedAt ? { headline: { text: readinessHeadline(readiness), ready: readiness.ready } } : {}),
  });
}
