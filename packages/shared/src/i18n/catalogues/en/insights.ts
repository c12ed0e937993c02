// Days and amounts arrive already written in the page's language; counts go through `{n, number}`.
export default {
  INSIGHTS_TEXT: {
    /** The API's refusal of a longer period (schemas/insights.ts). */
    rangeTooLong: 'Choose a period of at most {maxDays, number} days',
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
    showing: 'Showing {from} to {to}',
    /** A period of one day. */
    showingDay: 'Showing {day}',
    loading: 'Loading the figures…',
    figures: 'Figures for the period',
    revenue: 'Revenue',
    paidOrders: 'Paid orders',
    averageOrderValue: 'Average order value',
    piecesSold: 'Pieces sold',
    newCustomers: 'New customers',
    awaitingShipment: 'Waiting to be shipped',
    awaitingShipmentHint: 'Paid or processing, whatever their date',
    previous: 'Previous period: {value}',
    change: '{percent} on the previous period',
    noChange: 'same as the previous period',
    noPrevious: 'nothing in the previous period',
    charts: 'Charts',
    showTable: 'Show as table',
    dayChart: 'Revenue and orders per day',
    dayCaption:
      'Revenue in taka (bars) and paid orders (line) for {days, plural, one {the # day} other {each of the # days}} from {from} to {to}; the best day was {best}.',
    dayCaptionNoSales:
      'Revenue in taka (bars) and paid orders (line) for {days, plural, one {the # day} other {each of the # days}} from {from} to {to}; there were no sales.',
    statusChart: 'Orders by state',
    statusCaption:
      '{total, plural, =0 {No orders were placed in the period.} one {The # order placed in the period, by the state it is in now.} other {The # orders placed in the period, by the state they are in now.}}',
    topChart: 'Top products',
    topByRevenue: 'By revenue',
    topByPieces: 'By pieces',
    topCaptionRevenue:
      '{count, plural, =0 {No products were sold in the period.} one {The product with the most revenue in the period, in taka.} other {The # products with the most revenue in the period, in taka.}}',
    topCaptionPieces:
      '{count, plural, =0 {No products were sold in the period.} one {The product with the most pieces sold in the period.} other {The # products with the most pieces sold in the period.}}',
    topVariants: 'Top variants',
    /** Shown only when something was sold. */
    topVariantsCaption:
      '{count, plural, one {The variant with the most revenue in the period, in taka.} other {The # variants with the most revenue in the period, in taka.}}',
    methodChart: 'Revenue by payment method',
    methodCaption: 'Revenue in taka for each of the {count, number} payment methods used in the period.',
    colDate: 'Date',
    colRevenue: 'Revenue (৳)',
    /** On the charts' axes and legends. */
    axisRevenue: 'Revenue (BDT)',
    colOrders: 'Paid orders',
    colState: 'State',
    colCount: 'Orders',
    colProduct: 'Product',
    /** "Chainring — 34T / Black". */
    colVariant: 'Product and variant',
    colPieces: 'Pieces',
    colMethod: 'Payment method',
    downloadCsv: 'Download per-day CSV',
  },
  /** The payment methods' names on the chart (orders.payment_method); an unknown one shows as stored. */
  PAYMENT_METHOD_LABEL: {
    sandbox: 'Test card (sandbox)',
    stripe: 'Card (Stripe)',
    sslcommerz: 'SSLCommerz',
    cod: 'Cash on delivery',
  },
} as const;
