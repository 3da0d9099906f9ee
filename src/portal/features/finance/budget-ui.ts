/** How a budget's state looks in every budget screen. */
export const STATUS_BADGE = { draft: 'text-bg-secondary', submitted: 'text-bg-warning', approved: 'text-bg-success', rejected: 'text-bg-danger' } as const;
