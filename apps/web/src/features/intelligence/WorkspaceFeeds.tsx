import { listQuery } from '@ratelens/api';
import { formatDateTime } from '@ratelens/domain';
import { EmptyState } from '../../app/PageFrame.tsx';
import { QueryList, QueryView } from '../../app/QueryView.tsx';
import { useQueryHooks } from '../../app/services.tsx';
import { Panel } from './WorkspaceFigure.tsx';
import { capitalise, percent, plural, usd } from './workspace-format.ts';
import { type WorkspaceState, windowQuery } from './workspace-state.ts';

// The headline metrics, the intelligence feed and the filing summary.

export function Metrics({ groupId, days }: { groupId: string; days: number }) {
  const metrics = useQueryHooks().useQuery('get', '/api/intelligence/{groupId}/intel-metrics', {
    params: { path: { groupId }, query: { days } },
  });
  return (
    <Panel title="Intel metrics" id="ci-metrics" wide>
      <QueryView query={metrics} label="Loading intel metrics">
        {(data) => (
          <dl className="ci-metrics">
            {data.metrics.map((m) => (
              <div key={m.key} className="ci-metric">
                <dt>{m.label}</dt>
                <dd>
                  <span className="ci-metric__value">
                    {m.value === null
                      ? '–'
                      : m.unit === 'percent'
                        ? percent(m.value)
                        : m.unit === 'usd'
                          ? usd(m.value)
                          : m.unit === 'days'
                            ? plural(m.value, 'day')
                            : m.value.toLocaleString('en-US')}
                  </span>
                  <span className="ci-metric__change">
                    {m.changePct === null
                      ? 'no earlier figure'
                      : `${m.changePct > 0 ? '+' : ''}${m.changePct.toFixed(1)}% on the ${days} days before`}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </QueryView>
    </Panel>
  );
}

export function Feeds({ groupId, days }: { groupId: string; days: number }) {
  const hooks = useQueryHooks();
  const feeds = hooks.useQuery('get', '/api/intelligence/{groupId}/feeds', {
    params: { path: { groupId }, query: { ...listQuery({ pageSize: 10 }), days } },
  });
  const types = hooks.useQuery('get', '/api/intelligence/{groupId}/source-types', {
    params: { path: { groupId } },
  });
  return (
    <Panel title="Intel feeds" id="ci-feeds">
      <QueryView query={types} label="Loading source types">
        {(data) => (
          <ul className="ci-source-types" aria-label="Source types">
            {data.map((t) => (
              <li key={t.code}>
                {t.name}: {plural(t.count ?? 0, 'item')}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <QueryList
        query={feeds}
        label="Loading feeds"
        empty={<EmptyState title="No feed items in this window" />}
      >
        {(data) => (
          <ul className="ci-feed">
            {data.items.map((item) => (
              <li key={item.id}>
                <p className="ci-feed__title">
                  {item.url ? (
                    <a href={item.url} rel="noreferrer noopener" target="_blank">
                      {item.title}
                    </a>
                  ) : (
                    item.title
                  )}
                </p>
                <p className="ci-feed__meta">
                  {item.sourceName} · {capitalise(item.sourceType)} · {formatDateTime(item.publishedAt)}
                </p>
                {item.summary ? <p>{item.summary}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </Panel>
  );
}

export function FilingSummary({ tenantId, state }: { tenantId: string; state: WorkspaceState }) {
  const stats = useQueryHooks().useQuery(
    'get',
    '/api/tenant/{tenantId}/filing-stats',
    {
      params: {
        path: { tenantId },
        query: windowQuery(state),
      },
    },
    { placeholderData: (previous) => previous },
  );
  return (
    <Panel title="Filing summary" id="ci-summary">
      <QueryView query={stats} label="Loading the filing summary">
        {(data) => (
          <dl className="ci-facts">
            <div>
              <dt>Filings</dt>
              <dd>{data.totalFilings.toLocaleString('en-US')}</dd>
            </div>
            <div>
              <dt>Approval rate</dt>
              <dd>{data.approvalRate === null ? '–' : percent(data.approvalRate * 100)}</dd>
            </div>
            <div>
              <dt>Average requested change</dt>
              <dd>{percent(data.averageRequestedRateChange)}</dd>
            </div>
            <div>
              <dt>Average approved change</dt>
              <dd>{percent(data.averageApprovedRateChange)}</dd>
            </div>
            <div>
              <dt>Premium impact</dt>
              <dd>{usd(data.totalPremiumImpact)}</dd>
            </div>
            <div>
              <dt>Median days to disposition</dt>
              <dd>
                {data.medianDaysToDisposition === null ? '–' : plural(data.medianDaysToDisposition, 'day')}
              </dd>
            </div>
            <div>
              <dt>By status</dt>
              <dd>{data.byStatus.map((s) => `${s.label} ${s.count}`).join(', ') || '–'}</dd>
            </div>
            <div>
              <dt>By type</dt>
              <dd>{data.byFilingType.map((s) => `${s.label} ${s.count}`).join(', ') || '–'}</dd>
            </div>
          </dl>
        )}
      </QueryView>
    </Panel>
  );
}
