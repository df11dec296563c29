/**
 * My complaints (/complaintList): one tab per server tab, each a windowed list of time, type and
 * content; a row opens the detail. `?bulk=N` asks the contract server for N items (performance bench).
 * It drives no machine, so it reads the complaint records (their calls and pages' addresses) and loads
 * none of the complaint flow's state.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../store';
import { complaintApi, detailUrl, type ComplaintItem, type ProblemList } from '../../../store/complaintRecords';
import { selectCarriedQuery } from '../../../store/navigation';
import { useFirstVisit, type FirstVisit } from '../../app/firstVisit';
import { QueryState } from '../../components/QueryState';
import { Tabs } from '../../ui/Tabs';
import { usePack } from '../../i18n/usePack';
import * as packs from '../../i18n/complaint';
import { RowList } from './RowList';
import './complaint.css';

/** A row at 100% text (two lines of content); rows are measured, so this is only the first guess. */
const ESTIMATED_ROW_HEIGHT = 104;

/** One function for the life of the page, so the list does not re-key 5,000 rows on every render. */
const complaintKey = (item: ComplaintItem) => String(item.id);

/** `bulk=N` asks the contract server for N complaints (long-list performance checks). */
const listArg = (bulk: string | null) => {
  const n = Number.parseInt(bulk ?? '', 10);
  return n > 0 ? { bulk: n } : undefined;
};

/** The list, asked before the first render on a page's first visit. */
export const firstVisit: FirstVisit = (dispatch, page) =>
  dispatch(complaintApi.endpoints.problemList.initiate(listArg(page.search.get('bulk')), { subscribe: false }));

export default function ComplaintListScreen() {
  const [params] = useSearchParams();
  const visited = useFirstVisit();
  const result = complaintApi.useProblemListQuery(listArg(params.get('bulk')), { refetchOnMountOrArgChange: !visited });
  // The page's own heading, in the market's language: the spec's 'My complaints' is the home's link.
  const t = usePack(packs);
  return (
    <main className="page complaint complaint-list-page">
      <h1>{t.listTitle}</h1>
      <QueryState result={result}>{(data) => <ComplaintTabs data={data} />}</QueryState>
    </main>
  );
}

function ComplaintTabs({ data }: { data: ProblemList }) {
  const t = usePack(packs);
  const carried = useAppSelector(selectCarriedQuery);
  const [active, setActive] = useState(0);
  const index = Math.min(active, Math.max(0, data.tabs.length - 1));
  const tab = data.tabs[index];
  return (
    <Tabs
      titles={data.tabs.map((tb) => `${tb.title} (${tb.list.length})`)}
      selected={index}
      onSelect={setActive}
      className="complaint-tabs"
    >
      {!tab || tab.list.length === 0 ? (
        <p className="muted complaint-empty">{t.emptyList}</p>
      ) : (
        <RowList<ComplaintItem>
          key={index}
          items={tab.list}
          estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
          label={tab.title}
          itemKey={complaintKey}
          renderRow={(item) => (
            <Link className="complaint-item" to={detailUrl(carried, String(item.id))}>
              <span className="complaint-item-top">
                <span className="complaint-item-type">{item.type}</span>
                <time className="muted">{String(item.time)}</time>
              </span>
              <span className="complaint-item-content">{item.content}</span>
            </Link>
          )}
        />
      )}
    </Tabs>
  );
}
