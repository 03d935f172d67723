import Modal from 'antd/es/modal';
import { manageRideStrings as strings } from '../../../common/strings';

interface CancelRideDialogProps {
  open: boolean;
  /** The ride as the question names it: 'Friday, June 14, 2031 at 9:30 AM'. */
  ride: string;
  cancelling: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

/**
 * 'Cancel this ride?': its own chunk (see manage-ride-card.tsx), since most visits never open it and
 * antd's Modal, loaded and styled with the page, was a long task of the ride page's load.
 */
export function CancelRideDialog({ open, ride, cancelling, onConfirm, onKeep }: CancelRideDialogProps) {
  return (
    <Modal
      open={open}
      title={strings.confirm.title}
      okText={strings.confirm.ok}
      cancelText={strings.confirm.keep}
      okButtonProps={{ danger: true, type: 'default', loading: cancelling }}
      onOk={onConfirm}
      onCancel={onKeep}
    >
      <p>{strings.confirm.body(ride)}</p>
    </Modal>
  );
}
