import { errorMessage, showRefusedFields, useToast } from '@elite/web-kit';
import type { FormInstance } from 'antd/es/form';
import { useState } from 'react';
import type { z } from 'zod';
import type { AdminBooking } from '../api/use-admin-bookings';
import { useBookingChange, type BookingChange } from '../api/use-booking-change';

interface BookingChangeForm<T> {
  /** Which change of which booking (its route under /api/admin/bookings/:id). */
  change: BookingChange;
  bookingId: number;
  schema: z.ZodType<T>;
  onUpdated: (booking: AdminBooking) => void;
  /** The success toast's title and text for the booking as it now stands. */
  saved: (booking: AdminBooking) => readonly [string, string];
  /** The form's heading, help and button, and the toast when the change is refused. */
  strings: {
    formTitle: string;
    formHelp: string;
    submit: string;
    failed: { title: string; description: string };
  };
}

/**
 * A drawer form's submit that changes the booking: the values checked by the contracts' schema (each
 * problem shown on its field), then sent, with a toast either way; fields the server refuses are
 * shown on their fields too. `submit` answers whether it was saved; `drawer` is the `DrawerForm`'s
 * heading, help, button and form, to spread on it.
 */
export function useBookingChangeForm<T>(
  form: FormInstance,
  { change: route, bookingId, schema, onUpdated, saved, strings }: BookingChangeForm<T>,
) {
  const { failed } = strings;
  const toast = useToast();
  const { trigger } = useBookingChange<T>(route);
  const [saving, setSaving] = useState(false);

  const submit = async (values: unknown): Promise<boolean> => {
    const change = schema.safeParse(values);
    if (!change.success) {
      form.setFields(
        change.error.issues.map((issue) => ({
          name: issue.path as (string | number)[],
          errors: [issue.message],
        })),
      );
      return false;
    }
    setSaving(true);
    try {
      const updated = await trigger({ id: bookingId, body: change.data });
      onUpdated(updated);
      toast.success(...saved(updated));
      return true;
    } catch (error) {
      // Refused field by field (a day gone, a time that is no time): each beside its field, as the schema's are.
      const refused = showRefusedFields(form, error);
      if (refused.length) toast.error(failed.title, refused.join(' '));
      else toast.error(failed.title, errorMessage(error, failed.description));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const drawer = {
    title: strings.formTitle,
    help: strings.formHelp,
    submit: strings.submit,
    saving,
    form,
    name: `booking-${route}-${bookingId}`,
  };
  return { submit, drawer };
}
