import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import CloseCircleOutlined from '@ant-design/icons/es/icons/CloseCircleOutlined';
import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import { rideCalendarPath } from '@elite/contracts/booking';
import {
  errorMessage,
  formatCalendarDate,
  formatClockTime,
  usePostedForm,
  useReadableErrorColor,
  useToast,
} from '@elite/web-kit';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import { FormProblem } from '../../../common/form-problem';
import { manageRideStrings as strings } from '../../../common/strings';
import type { TrackedBooking } from '../api/use-booking';
import { useCancelBooking } from '../api/use-cancel-booking';
import { formatLeadTime } from '../utils/ride-details-format';
import {
  CANCEL_FORM,
  CANCEL_RIDE_DIALOG_ID,
  CancelRideDialog,
  closeCancelRideDialog,
} from './cancel-ride-dialog';

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
  // Sent without JavaScript and refused (too late, say): the server's words, beside the button.
  const refused = usePostedForm(CANCEL_FORM)?.message;
  const { trigger, isMutating } = useCancelBooking(booking.id, token);
  const until = booking.cancellableUntil ? Date.parse(booking.cancellableUntil) : undefined;
  const canCancel = until !== undefined && Date.now() < until;
  const leadMinutes =
    until !== undefined && booking.pickupAt ? (Date.parse(booking.pickupAt) - until) / MINUTE_MS : undefined;
  const ride = `${formatCalendarDate(booking.date, 'long')} at ${formatClockTime(booking.time)}`;

  async function cancel() {
    try {
      await trigger();
      closeCancelRideDialog();
      toast.success(strings.cancelled.title, strings.cancelled.description);
    } catch (error) {
      closeCancelRideDialog();
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
                popoverTarget={CANCEL_RIDE_DIALOG_ID}
              >
                {strings.cancel}
              </Button>
              <FormProblem message={refused} />
              <CancelRideDialog ride={ride} cancelling={isMutating} onConfirm={() => void cancel()} />
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
      </section>
    </ConfigProvider>
  );
}
