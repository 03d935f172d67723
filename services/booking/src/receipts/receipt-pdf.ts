import PDFDocument from 'pdfkit';
import {
  PAID_METHOD_LABELS,
  PAYMENT_METHOD_LABELS,
  PRODUCT_NAME,
  formatReceiptNumber,
  formatRideWhen,
  formatUsd,
  type PaidMethod,
  type PaymentMethod,
  type PriceLine,
} from '@elite/contracts';

/** Who issues the documents: the company's details as configured (docs/development.md). */
export interface CompanyDetails {
  address: string;
  phone: string;
  email: string;
  website: string;
}

/** Everything a receipt prints, as stored on the booking (docs/product.md §11). */
export interface ReceiptFacts {
  receiptNumber: number;
  issuedAt: string;
  bookingId: number;
  customer: { fullName: string; email: string };
  pickupWhen: string;
  pickupLocation: string;
  dropoffLocation: string;
  serviceType: string;
  vehicle: string;
  passengers: number;
  isRoundTrip: boolean;
  bookedPaymentMethod: PaymentMethod;
  lines: PriceLine[] | null;
  totalCents: number | null;
  payment: { method: PaidMethod; amountCents: number; paidAtWhen: string } | null;
}

/** One account ride of a monthly statement. */
export interface StatementRide {
  bookingId: number;
  date: string;
  time: string;
  pickupLocation: string;
  dropoffLocation: string;
  totalCents: number | null;
}

export interface StatementFacts {
  email: string;
  monthName: string;
  issuedAt: string;
  rides: StatementRide[];
}

/** The words both documents print, word for word (docs/product.md §11). */
export const RECEIPT_TEXT = {
  title: 'Receipt',
  notYetRecorded: 'Not yet recorded',
  noPrice: 'No price was held for this ride.',
  statementTitle: 'Corporate Account statement',
  noRides: 'No completed Corporate Account rides this month.',
} as const;

const MARGIN = 56;
const MUTED = '#555555';

/** Writes a document with pdfkit's built-in Helvetica (no font files) and answers its bytes. */
function renderPdf(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: title, Author: PRODUCT_NAME },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

function letterhead(doc: PDFKit.PDFDocument, company: CompanyDetails, title: string): void {
  doc.font('Helvetica-Bold').fontSize(20).text(PRODUCT_NAME);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of [company.address, company.phone, company.email, company.website]) doc.text(line);
  doc.fillColor('black').moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(16).text(title).moveDown(0.4);
}

/** A label and its value on one line. */
function field(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
  doc.font('Helvetica').text(value);
}

/** A row of two columns: text on the left, an amount right-aligned. */
function amountRow(doc: PDFKit.PDFDocument, text: string, amount: string, bold = false): void {
  const width = doc.page.width - 2 * MARGIN;
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(text, MARGIN, y, { width: width - 110 });
  const below = doc.y;
  doc.text(amount, MARGIN + width - 100, y, { width: 100, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(below, doc.y);
}

function rule(doc: PDFKit.PDFDocument): void {
  doc.moveDown(0.3);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(0.3);
}

export function renderReceipt(facts: ReceiptFacts, company: CompanyDetails): Promise<Buffer> {
  const title = `${RECEIPT_TEXT.title} ${formatReceiptNumber(facts.receiptNumber)}`;
  return renderPdf(title, (doc) => {
    letterhead(doc, company, RECEIPT_TEXT.title);
    field(doc, 'Receipt no.', formatReceiptNumber(facts.receiptNumber));
    field(doc, 'Issued', facts.issuedAt);
    field(doc, 'Booking', `#${facts.bookingId}`);
    field(doc, 'Billed to', `${facts.customer.fullName} <${facts.customer.email}>`);
    doc.moveDown(0.8);

    doc.font('Helvetica-Bold').fontSize(12).text('The ride').moveDown(0.2);
    field(doc, 'Pick-up time', facts.pickupWhen);
    field(doc, 'Pick-up', facts.pickupLocation);
    field(doc, 'Drop-off', facts.dropoffLocation);
    field(doc, 'Service', facts.serviceType + (facts.isRoundTrip ? ' (round trip)' : ''));
    field(doc, 'Vehicle', facts.vehicle);
    field(doc, 'Passengers', String(facts.passengers));
    doc.moveDown(0.8);

    doc.font('Helvetica-Bold').fontSize(12).text('Price').moveDown(0.2);
    if (facts.lines === null || facts.totalCents === null) {
      doc.font('Helvetica').fontSize(10).text(RECEIPT_TEXT.noPrice);
    } else {
      for (const line of facts.lines) amountRow(doc, line.label, formatUsd(line.amountCents));
      rule(doc);
      amountRow(doc, 'Total (USD, all-in)', formatUsd(facts.totalCents), true);
    }
    doc.moveDown(0.8);

    doc.font('Helvetica-Bold').fontSize(12).text('Payment').moveDown(0.2);
    field(doc, 'Booked to be paid by', PAYMENT_METHOD_LABELS[facts.bookedPaymentMethod]);
    if (facts.payment === null) {
      field(doc, 'Paid', RECEIPT_TEXT.notYetRecorded);
    } else {
      field(doc, 'Paid by', PAID_METHOD_LABELS[facts.payment.method]);
      field(doc, 'Amount paid', formatUsd(facts.payment.amountCents));
      field(doc, 'Paid on', facts.payment.paidAtWhen);
    }
    doc.moveDown(1.5);
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`Thank you for riding with ${PRODUCT_NAME}.`);
  });
}

export function renderStatement(facts: StatementFacts, company: CompanyDetails): Promise<Buffer> {
  const title = `${RECEIPT_TEXT.statementTitle}, ${facts.monthName}`;
  return renderPdf(title, (doc) => {
    letterhead(doc, company, RECEIPT_TEXT.statementTitle);
    field(doc, 'Account', facts.email);
    field(doc, 'Month', facts.monthName);
    field(doc, 'Issued', facts.issuedAt);
    doc.moveDown(0.8);
    if (facts.rides.length === 0) {
      doc.font('Helvetica').fontSize(10).text(RECEIPT_TEXT.noRides);
      return;
    }
    let sum = 0;
    for (const ride of facts.rides) {
      sum += ride.totalCents ?? 0;
      amountRow(
        doc,
        `${formatRideWhen(ride.date, ride.time)}  Booking #${ride.bookingId}: ${ride.pickupLocation} to ${ride.dropoffLocation}`,
        ride.totalCents === null ? 'Not priced' : formatUsd(ride.totalCents),
      );
      doc.moveDown(0.2);
    }
    rule(doc);
    amountRow(
      doc,
      `Total of ${facts.rides.length} ride${facts.rides.length === 1 ? '' : 's'}`,
      formatUsd(sum),
      true,
    );
  });
}
