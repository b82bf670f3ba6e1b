/** The filter bar above both admin tables. */
export const toolbarClasses = "grid gap-3 rounded-2xl border border-slate-200/80 bg-surface p-3 shadow-card sm:p-4";
