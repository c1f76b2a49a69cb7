import {
  APPLICATION_STATUS_LABELS,
  applicationStatusTone,
  type ApplicationStatus,
} from '#shared/schemas/applications.ts';
import { Badge } from '#client/components/ui/card.tsx';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={applicationStatusTone(status)}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}
