/** The finance module's background job kinds (handlers in ./jobs.ts, registered in src/server/jobs/registry.ts). */
export const GENERATE_INVOICES_JOB = 'finance.generate_invoices';
export const INVOICE_BLAST_JOB = 'finance.invoice_blast';
