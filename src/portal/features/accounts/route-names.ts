/** The account screens of document 02, 2.4 (issue 20, item 5). */
export const ACCOUNTS_ROUTE_NAMES: readonly string[] = [
  'resetpassword',
  'requestaccount',
  'setting_code_account',
  'coursesetting',
  'configteacher',
  'configmurid',
];
