export function OrDivider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      {label}
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
