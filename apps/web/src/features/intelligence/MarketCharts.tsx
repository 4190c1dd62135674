import { Select } from '../../components/ui/Select.tsx';
import { EmptyState } from '../../app/PageFrame.tsx';
import { QueryList, QueryView } from '../../app/QueryView.tsx';
import { useQueryHooks } from '../../app/services.tsx';
import { StaticTable } from '../../components/ui/StaticTable.tsx';
import { Figure, FilterRowHeader, Panel, SERIES_COLOURS } from './WorkspaceFigure.tsx';
import { percent, quantile, usd } from './workspace-format.ts';
import {
  type Breakdown,
  type Comparison,
  MAP_METRICS,
  type WorkspaceState,
  windowQuery,
} from './workspace-state.ts';

// The market charts: filings by state, rate changes by line, carriers, and the tenant against its competitors.

export function useBreakdown(
  tenantId: string,
  by: 'state' | 'lineOfBusiness' | 'carrier',
  state: WorkspaceState,
) {
  return useQueryHooks().useQuery(
    'get',
    '/api/tenant/{tenantId}/filing-breakdown',
    {
      params: {
        path: { tenantId },
        query: { by, ...windowQuery(state) },
      },
    },
    { placeholderData: (previous) => previous },
  );
}

export function StateMap({ tenantId, state }: { tenantId: string; state: WorkspaceState }) {
  const breakdown = useBreakdown(tenantId, 'state', state);
  const approved = state.mapMetric === 'approved';
  const title = approved ? 'Average approved rate change by state' : 'Filings by state';
  return (
    <Panel title={title} id="ci-map" wide>
      <Select
        label="Map shows"
        options={MAP_METRICS}
        value={state.mapMetric}
        onChange={(value) => state.set({ map: value === 'approved' ? 'approved' : null }, true)}
      />
      <QueryList
        query={breakdown}
        label="Loading filings by state"
        empty={<EmptyState title="No filings in this window" />}
      >
        {(data: Breakdown) => (
          <>
            <Figure
              label={`${title}, a map of the United States; click a state to filter the explorer`}
              height={420}
              data={[
                {
                  type: 'choropleth',
                  locationmode: 'USA-states',
                  locations: data.items.map((i) => i.key),
                  z: data.items.map((i) => (approved ? (i.averageApprovedRateChange ?? 0) : i.filings)),
                  text: data.items.map((i) => i.label),
                  colorscale: approved ? 'RdBu' : 'Blues',
                  reversescale: approved,
                  zmid: approved ? 0 : undefined,
                  colorbar: { title: { text: approved ? 'Change %' : 'Filings' } },
                  hovertemplate: `%{text}: %{z}${approved ? '%' : ' filings'}<extra></extra>`,
                },
              ]}
              layout={{
                geo: { scope: 'usa', projection: { type: 'albers usa' } },
                margin: { l: 0, r: 0, t: 0, b: 0 },
              }}
              onPick={(point) => point.location && state.set({ state: point.location })}
            />
            <StaticTable
              caption={`Data of ${title}`}
              showCaption
              columns={['State', 'Filings', 'Average requested change', 'Average approved change']}
            >
              {data.items.map((i) => (
                <tr key={i.key}>
                  <FilterRowHeader state={state} filter="state" item={i} />
                  <td>{i.filings}</td>
                  <td>{percent(i.averageRequestedRateChange)}</td>
                  <td>{percent(i.averageApprovedRateChange)}</td>
                </tr>
              ))}
            </StaticTable>
          </>
        )}
      </QueryList>
    </Panel>
  );
}

export function RateDistribution({ tenantId, state }: { tenantId: string; state: WorkspaceState }) {
  const breakdown = useBreakdown(tenantId, 'lineOfBusiness', state);
  const title = 'Rate-change distribution by line';
  return (
    <Panel title={title} id="ci-distribution">
      <QueryView query={breakdown} label="Loading rate changes by line">
        {(data: Breakdown) => {
          const lines = data.items.filter((i) => i.rateChanges.length > 0);
          return lines.length === 0 ? (
            <EmptyState title="No rate changes in this window" />
          ) : (
            <>
              <Figure
                label={`${title}: a box plot per line of business`}
                height={360}
                data={lines.map((i, index) => ({
                  type: 'box',
                  name: i.label,
                  y: i.rateChanges,
                  boxpoints: 'outliers',
                  marker: { color: SERIES_COLOURS[index % SERIES_COLOURS.length] },
                  line: { color: SERIES_COLOURS[index % SERIES_COLOURS.length] },
                }))}
                layout={{
                  showlegend: false,
                  yaxis: { title: { text: 'Rate change (%)' }, zeroline: true, automargin: true },
                  xaxis: { automargin: true },
                }}
                onPick={(point) => {
                  const line = lines.find((l) => l.label === point.x);
                  if (line) state.set({ lineOfBusiness: line.key });
                }}
              />
              <StaticTable
                caption={`Data of ${title}`}
                showCaption
                columns={['Line of business', 'Filings with a rate change', 'Lowest', 'Median', 'Highest']}
              >
                {lines.map((i) => (
                  <tr key={i.key}>
                    <FilterRowHeader state={state} filter="lineOfBusiness" item={i} />
                    <td>{i.rateChanges.length}</td>
                    <td>{percent(i.rateChanges[0])}</td>
                    <td>{percent(quantile(i.rateChanges, 0.5))}</td>
                    <td>{percent(i.rateChanges.at(-1))}</td>
                  </tr>
                ))}
              </StaticTable>
            </>
          );
        }}
      </QueryView>
    </Panel>
  );
}

export function Carriers({ tenantId, state }: { tenantId: string; state: WorkspaceState }) {
  const breakdown = useBreakdown(tenantId, 'carrier', state);
  const title = 'Filings by carrier';
  return (
    <Panel title={title} id="ci-carriers">
      <QueryList
        query={breakdown}
        label="Loading filings by carrier"
        empty={<EmptyState title="No filings in this window" />}
      >
        {(data: Breakdown) => (
          <>
            <Figure
              label={`${title}: a bar per carrier; click a bar to filter the explorer`}
              height={360}
              data={[
                {
                  type: 'bar',
                  x: data.items.map((i) => i.label),
                  y: data.items.map((i) => i.filings),
                  marker: {
                    color: data.items.map((_, index) => SERIES_COLOURS[index % SERIES_COLOURS.length]),
                  },
                  hovertemplate: '%{x}: %{y} filings<extra></extra>',
                },
              ]}
              layout={{
                yaxis: { title: { text: 'Filings' }, rangemode: 'tozero', automargin: true },
                xaxis: { automargin: true },
              }}
              onPick={(point) => typeof point.x === 'string' && state.set({ carrier: point.x })}
            />
            <StaticTable
              caption={`Data of ${title}`}
              showCaption
              columns={['Carrier', 'Filings', 'Approved', 'Average approved change', 'Premium impact']}
            >
              {data.items.map((i) => (
                <tr key={i.key}>
                  <FilterRowHeader state={state} filter="carrier" item={i} />
                  <td>{i.filings}</td>
                  <td>{i.approved}</td>
                  <td>{percent(i.averageApprovedRateChange)}</td>
                  <td>{usd(i.totalPremiumImpact)}</td>
                </tr>
              ))}
            </StaticTable>
          </>
        )}
      </QueryList>
    </Panel>
  );
}

export function OwnVersusCompetitors({ tenantId, state }: { tenantId: string; state: WorkspaceState }) {
  const comparison = useQueryHooks().useQuery(
    'get',
    '/api/tenant/{tenantId}/market-comparison',
    {
      params: {
        path: { tenantId },
        query: windowQuery(state),
      },
    },
    { placeholderData: (previous) => previous },
  );
  const title = 'Own book versus competitors';
  return (
    <Panel title={title} id="ci-own" wide>
      <QueryList
        query={comparison}
        label="Loading own book versus competitors"
        empty={<EmptyState title="No state and line holds both your book and competitor filings" />}
      >
        {(data: Comparison) => (
          <>
            <p className="page-frame__description">
              Your loss ratio in each state and line beside the average rate change your competitors filed
              there. Outliers: competitors' average change {data.outlierZ} or more robust standard deviations
              from the other states of the same line.
            </p>
            <Figure
              label={`${title}: own loss ratio against competitors' average rate change, outliers marked`}
              height={380}
              data={[false, true].map((outlier) => {
                const items = data.items.filter(
                  (i) => i.outlier === outlier && i.competitorAverageRateChange !== null,
                );
                return {
                  type: 'scatter',
                  mode: 'markers',
                  name: outlier ? 'Outlier' : 'Within range',
                  x: items.map((i) => Math.round(i.ownLossRatio * 1000) / 10),
                  y: items.map((i) => i.competitorAverageRateChange),
                  text: items.map((i) => `${i.stateName}, ${i.lineLabel}`),
                  customdata: items.map((i) => i.state),
                  marker: {
                    color: outlier ? SERIES_COLOURS[5] : SERIES_COLOURS[0],
                    symbol: outlier ? 'diamond' : 'circle',
                    size: outlier ? 12 : 8,
                  },
                  hovertemplate: '%{text}<br>own loss ratio %{x}%<br>competitors %{y}%<extra></extra>',
                };
              })}
              layout={{
                xaxis: { title: { text: 'Own loss ratio (%)' }, automargin: true },
                yaxis: { title: { text: "Competitors' average rate change (%)" }, automargin: true },
                legend: { orientation: 'h', y: -0.25 },
              }}
              onPick={(point) =>
                typeof point.customdata === 'string' && state.set({ state: point.customdata })
              }
            />
            <StaticTable
              caption={`Data of ${title}`}
              showCaption
              columns={[
                'State',
                'Line of business',
                'Own earned premium',
                'Own loss ratio',
                'Expected loss ratio',
                'Competitor filings',
                "Competitors' average change",
                'Outlier',
              ]}
            >
              {data.items.map((i) => (
                <tr key={`${i.state}-${i.lineOfBusiness}`} className={i.outlier ? 'ci-outlier' : undefined}>
                  <th scope="row">{i.stateName}</th>
                  <td>{i.lineLabel}</td>
                  <td>{usd(i.ownEarnedPremium)}</td>
                  <td>{percent(i.ownLossRatio * 100)}</td>
                  <td>{i.expectedLossRatio === null ? '–' : percent(i.expectedLossRatio * 100)}</td>
                  <td>{i.competitorFilings}</td>
                  <td>{percent(i.competitorAverageRateChange)}</td>
                  <td>{i.outlier ? `Yes (z = ${i.zScore?.toFixed(1)})` : 'No'}</td>
                </tr>
              ))}
            </StaticTable>
          </>
        )}
      </QueryList>
    </Panel>
  );
}
