import type { JobHandler } from './handler.ts';
import { sendMessageJob } from '../messaging/send-message-job.ts';
import { broadcastJob } from '../content/broadcast-job.ts';
import { attendanceNoticesJob } from '../attendance/notices.ts';
import { raporBatchJob } from '../grades/rapor-batch.ts';
import { FINANCE_JOBS } from '../finance/jobs.ts';
import { accountCardsJob } from '../master/account-cards-batch.ts';
import { accountCardsExpireJob } from '../master/account-cards-expire.ts';

/** Every kind of background job the server runs. A module adds its handler here. */
export const JOB_HANDLERS: readonly JobHandler<any>[] = [
  sendMessageJob,
  broadcastJob,
  attendanceNoticesJob,
  raporBatchJob,
  ...FINANCE_JOBS,
  accountCardsJob,
  accountCardsExpireJob,
];
