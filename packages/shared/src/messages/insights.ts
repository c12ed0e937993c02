// The owner's insights (ours): the admin's dashboard page of sales, orders and stock, and the API's
// refusals of a bad period.
// NOTE: re-exported by ../messages.ts; only the dashboard's insights chunk downloads it.

export const INSIGHTS_TEXT = {
  // API
  rangeTooLong: (maxDays: number) => `Choose a period of at most ${maxDays} days`,

  // Page
  title: 'Insights',
  intro: 'Sales, orders and stock for a period, each beside the period of the same length before it.',
  period: 'Period',
  periodToday: 'Today',
  period7: 'Last 7 days',
  period30: 'Last 30 days',
  periodMonth: 'This month',
  periodCustom: 'Custom range',
  from: 'From',
  to: 'To',
  apply: 'Show',
  showing: (from: string, to: string) => (from === to ? `Showing ${from}` : `Showing ${from} to ${to}`),
  loading: 'Loading the figures…',

  figures: 'Figures for the period',
  revenue: 'Revenue',
  paidOrders: 'Paid orders',
  averageOrderValue: 'Average order value',
  piecesSold: 'Pieces sold',
  newCustomers: 'New customers',
  awaitingShipment: 'Waiting to be shipped',
  awaitingShipmentHint: 'Paid or processing, whatever their date',
  previous: (value: string) => `Previous period: ${value}`,
  change: (percent: string) => `${percent} on the previous period`,
  noChange: 'same as the previous period',
  noPrevious: 'nothing in the previous period',

  charts: 'Charts',
  showTable: 'Show as table',
  dayChart: 'Revenue and orders per day',
  dayCaption: (from: string, to: string, days: number, best: string | null) =>
    `Revenue in taka (bars) and paid orders (line) for each of the ${days} days from ${from} to ${to}` +
    (best ? `; the best day was ${best}.` : '; there were no sales.'),
  statusChart: 'Orders by state',
  statusCaption: (total: number) =>
    total === 0
      ? 'No orders were placed in the period.'
      : `The ${total} orders placed in the period, by the state they are in now.`,
  topChart: 'Top products',
  topByRevenue: 'By revenue',
  topByPieces: 'By pieces',
  topCaption: (by: 'revenue' | 'pieces', count: number) =>
    count === 0
      ? 'No products were sold in the period.'
      : by === 'revenue'
        ? `The ${count} products with the most revenue in the period, in taka.`
        : `The ${count} products with the most pieces sold in the period.`,
  methodChart: 'Revenue by payment method',
  methodCaption: (count: number) => `Revenue in taka for each of the ${count} payment methods used in the period.`,

  colDate: 'Date',
  colRevenue: 'Revenue (৳)',
  /** On the charts' axes and legends. */
  axisRevenue: 'Revenue (BDT)',
  colOrders: 'Paid orders',
  colState: 'State',
  colCount: 'Orders',
  colProduct: 'Product',
  colPieces: 'Pieces',
  colMethod: 'Payment method',

  downloadCsv: 'Download per-day CSV',
  csvFileName: (from: string, to: string) => `insights-${from}-to-${to}.csv`,

  lowStock: 'Low stock',
} as const;

/** The payment methods' names on the chart (orders.payment_method); an unknown one shows as stored. */
export const PAYMENT_METHOD_LABEL: Readonly<Record<string, string>> = {
  sandbox: 'Test card (sandbox)',
  stripe: 'Card (Stripe)',
  sslcommerz: 'SSLCommerz',
  cod: 'Cash on delivery',
};
