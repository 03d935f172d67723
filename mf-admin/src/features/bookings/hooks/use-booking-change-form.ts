import { errorMessage, useToast } from '@elite/web-kit';
import type { FormInstance } from 'antd/es/form';
import { useState } from 'react';
import type { z } from 'zod';
import type { AdminBooking } from '../api/use-admin-bookings';

interface BookingChangeForm<T> {
  schema: z.ZodType<T>;
  /** Sends the checked change; answers the booking as it now stands. */
  send: (change: T) => Promise<AdminBooking>;
  onUpdated: (booking: AdminBooking) => void;
  /** The success toast's title and text for the booking as it now stands. */
  saved: (booking: AdminBooking) => readonly [string, string];
  failed: { title: string; description: string };
}

/**
 * A drawer form's submit that changes the booking: the values checked by the contracts' schema (each
 * problem shown on its field), then sent, with a toast either way. Answers whether it was saved.
 */
export function useBookingChangeForm<T>(
  form: FormInstance,
  { schema, send, onUpdated, saved, failed }: BookingChangeForm<T>,
) {
  const toast = useToast();
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
      const updated = await send(change.data);
      onUpdated(updated);
      toast.success(...saved(updated));
      return true;
    } catch (error) {
      toast.error(failed.title, errorMessage(error, failed.description));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { saving, submit };
}
