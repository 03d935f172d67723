import ExclamationCircleOutlined from '@ant-design/icons/es/icons/ExclamationCircleOutlined';
import { idParamSchema } from '@elite/contracts/common';
import { useParams, useSearchParams } from 'react-router';
import { pageStrings } from '../common/strings';
import { PageMessage } from './page-message';
import { RemoteRoot } from './remote-root';
import { TrackingView } from './tracking-view';

/** /tracking/:bookingId?token=…: the driver's live position and the ride's details (docs/product.md §2). */
export function TrackingPage() {
  const { bookingId: idParam = '' } = useParams();
  const [searchParams] = useSearchParams();
  const bookingId = idParamSchema.safeParse(idParam);
  const token = searchParams.get('token') || undefined;

  return (
    <RemoteRoot>
      <div className="elite-container mft-container">
        {bookingId.success ? (
          // A new booking or token is a new page: nothing of the previous one carries over.
          <TrackingView key={`${bookingId.data}:${token ?? ''}`} bookingId={bookingId.data} token={token} />
        ) : (
          <PageMessage
            headingLevel={1}
            icon={<ExclamationCircleOutlined />}
            title={pageStrings.invalidId.title}
            description={pageStrings.invalidId.description}
          />
        )}
      </div>
    </RemoteRoot>
  );
}

export default TrackingPage;
