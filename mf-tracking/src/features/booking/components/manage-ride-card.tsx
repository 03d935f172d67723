import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import CloseCircleOutlined from '@ant-design/icons/es/icons/CloseCircleOutlined';
import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import { rideCalendarPath } from '@elite/contracts/booking';
import {
  errorMessage,
  formatCalendarDate,
  formatClockTime,
  useHydrated,
  useReadableErrorColor,
  useToast,
} from '@elite/web-kit';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import { Suspense, lazy, useState } from 'react';
import { manageRideStrings as strings } from '../../../common/strings';
import type { TrackedBooking } from '../api/use-booking';
import { useCancelBooking } from '../api/use-cancel-booking';
import { formatLeadTime } from '../utils/ride-details-format';

// Fetched while the browser is idle, run only when the visitor asks to cancel.
const CancelRideDialog = lazy(() =>
  import(/* webpackPrefetch: true */ './cancel-ride-dialog').then((module) => ({
    default: module.CancelRideDialog,
  })),
);

const HEADING_ID = 'mft-manage-title';
const MINUTE_MS = 60_000;

interface ManageRideCardProps {
  booking: TrackedBooking;
  token: string | undefined;
}

/** Add to calendar, and cancel until the cutoff the server set; after it, whom to call (docs/product.md §7). */
export function ManageRideCard({ booking, token }: ManageRideCardProps) {
  const toast = useToast();
  const colorError = useReadableErrorColor();
  const [confirming, setConfirming] = useState(false);
  // Once asked for, the dialog stays mounted, so that it can animate closed.
  const [dialogWanted, setDialogWanted] = useState(false);
  // Drawn by the server before its code has run: the button answers once the page is taken over.
  const hydrated = useHydrated();
  const { trigger, isMutating } = useCancelBooking(booking.id, token);
  const until = booking.cancellableUntil ? Date.parse(booking.cancellableUntil) : undefined;
  const canCancel = until !== undefined && Date.now() < until;
  const leadMinutes =
    until !== undefined && booking.pickupAt ? (Date.parse(booking.pickupAt) - until) / MINUTE_MS : undefined;
  const ride = `${formatCalendarDate(booking.date, 'long')} at ${formatClockTime(booking.time)}`;

  async function cancel() {
    try {
      await trigger();
      setConfirming(false);
      toast.success(strings.cancelled.title, strings.cancelled.description);
    } catch (error) {
      setConfirming(false);
      toast.error(strings.cancelFailed.title, errorMessage(error, strings.cancelFailed.description));
    }
  }

  return (
    <ConfigProvider theme={{ token: { colorError } }}>
      <section className="elite-card mft-card mft-manage" aria-labelledby={HEADING_ID}>
        <h2 id={HEADING_ID} className="elite-card-title">
          {strings.title}
        </h2>
        <div className="mft-manage-actions">
          <Button
            size="large"
            block
            href={rideCalendarPath(booking.id, token)}
            download
            icon={<CalendarOutlined aria-hidden />}
          >
            {strings.addToCalendar}
          </Button>
          {canCancel ? (
            <>
              {leadMinutes !== undefined && (
                <p className="mft-manage-note">{strings.cancelUntil(formatLeadTime(leadMinutes))}</p>
              )}
              <Button
                size="large"
                block
                danger
                icon={<CloseCircleOutlined aria-hidden />}
                disabled={!hydrated}
                onClick={() => {
                  setDialogWanted(true);
                  setConfirming(true);
                }}
              >
                {strings.cancel}
              </Button>
            </>
          ) : (
            <p className="mft-manage-note">
              <PhoneOutlined className="mft-manage-note-icon" aria-hidden />
              <span>
                {strings.tooLate}{' '}
                <a className="mft-link" href={`tel:${strings.livePhone.replace(/[^\d+]/g, '')}`}>
                  {strings.livePhone}
                </a>
                .
              </span>
            </p>
          )}
        </div>
        {dialogWanted ? (
          <Suspense fallback={null}>
            <CancelRideDialog
              open={confirming}
              ride={ride}
              cancelling={isMutating}
              onConfirm={() => void cancel()}
              onKeep={() => setConfirming(false)}
            />
          </Suspense>
        ) : null}
      </section>
    </ConfigProvider>
  );
}
