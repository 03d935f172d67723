import { assignChauffeurSchema, type AssignChauffeur } from '@elite/contracts/chauffeurs';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { chauffeurStrings } from '../../../common/strings';
import { DrawerForm, type DrawerFormOf } from '../../bookings/components/drawer-form';
import { useBookingChangeForm } from '../../bookings/hooks/use-booking-change-form';
import { useChauffeurs } from '../api/use-chauffeurs';

const strings = chauffeurStrings.assign;

/** Staff choose who drives a pending or confirmed ride (docs/product.md §12); a clash is the server's 409 on the toast. */
export function AssignChauffeurForm({ booking, onUpdated }: DrawerFormOf) {
  const [form] = Form.useForm<AssignChauffeur>();
  const { data: chauffeurs, isLoading } = useChauffeurs();
  const { submit, drawer } = useBookingChangeForm(form, {
    change: 'chauffeur',
    bookingId: booking.id,
    schema: assignChauffeurSchema,
    onUpdated,
    saved: (updated) =>
      [strings.saved.title, strings.saved.description(updated.id, updated.chauffeur?.name ?? null)] as const,
    strings,
  });
  const options = [
    { value: 0, label: strings.nobody },
    ...(chauffeurs ?? []).map((chauffeur) => ({ value: chauffeur.id, label: chauffeur.name })),
  ];

  return (
    <DrawerForm
      {...drawer}
      initialValues={{ chauffeurId: booking.chauffeur?.id ?? 0 }}
      onFinish={(values) => void submit({ chauffeurId: values.chauffeurId || null })}
    >
      <Form.Item name="chauffeurId" label={strings.chauffeur}>
        {/* Typing a name narrows the list to it. */}
        <Select options={options} loading={isLoading} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
    </DrawerForm>
  );
}
