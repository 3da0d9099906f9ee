/** Who the account screens are for (issue 20, item 5): the account desk, and the switches' readers. */
import { ACCOUNT_DESK, SWITCH_READERS } from '../accounts/permissions.ts';
import type { AudienceTable } from './audience.ts';

export const ACCOUNTS_AUDIENCE: AudienceTable = {
  resetpassword: ACCOUNT_DESK,
  requestaccount: ACCOUNT_DESK,
  setting_code_account: ACCOUNT_DESK,
  coursesetting: SWITCH_READERS,
  configteacher: SWITCH_READERS,
  configmurid: SWITCH_READERS,
};
