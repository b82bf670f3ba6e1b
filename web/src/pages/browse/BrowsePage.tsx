import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import { Container } from "../../components/ui/Container.tsx";
import { useSearchParamsUpdater } from "../../lib/use-search-params-updater.ts";
import { BrowseActions } from "./BrowseActions.tsx";
import { BrowseResults } from "./BrowseResults.tsx";
import { BrowseToolbar } from "./BrowseToolbar.tsx";
import { readBrowseParams, writeBrowseParams, type BrowseState } from "./browse-params.ts";

export default function BrowsePage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParamsUpdater();
  const state = readBrowseParams(params);
  // Choices the visitor makes are history entries (Back undoes them); typing replaces, one entry per search.
  const update = (changes: Partial<BrowseState>, replace = false) => setParams((current) => writeBrowseParams(current, changes), { replace });

  return (
    <>
      <title>{t`Browse Twends · ${PRODUCT_NAME}`}</title>
      <section aria-labelledby="browse-title" className="relative">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(50rem_20rem_at_0%_-20%,var(--color-brand-100),transparent),radial-gradient(40rem_20rem_at_100%_0%,rgb(244_114_182/0.12),transparent)]"
        />
        <Container className="pt-8 pb-16 sm:pt-12 sm:pb-24">
          <div className="mb-6 flex flex-col gap-5 sm:mb-8 md:flex-row md:items-end md:justify-between">
            <div className="max-w-2xl">
              <h1 id="browse-title" className="text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-4xl">
                <Trans>Browse Twends</Trans>
              </h1>
              <p className="mt-2 text-base text-pretty text-slate-600 sm:mt-3 sm:text-lg">
                <Trans>Find the frame for your cause, add your photo and post it in seconds.</Trans>
              </p>
            </div>
            <BrowseActions />
          </div>
          <BrowseToolbar state={state} onSearch={(q) => update({ q }, true)} onChange={update} />
          <BrowseResults state={state} onViewChange={(view) => update({ view })} onClearFilters={() => update({ q: "", category: null })} />
        </Container>
      </section>
    </>
  );
}
