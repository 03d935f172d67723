import { describe, expect, it } from '@jest/globals';
import { apiErrorSchema } from '@elite/contracts/errors';
import { ApiRequestError } from '../api/api-client';
import { showRefusedFields } from './refused-fields';

/** What antd's form was given, in order. */
function recordingForm() {
  const set: unknown[] = [];
  return { set, setFields: (fields: unknown) => void set.push(fields) };
}

const refusal = new ApiRequestError(
  400,
  'Bad Request',
  JSON.stringify({
    statusCode: 400,
    message: 'Validation failed',
    errors: [
      { path: 'phone', message: 'Phone must be a valid phone number' },
      { path: 'lines.1.amount', message: 'Amount must be a price' },
    ],
  }),
  apiErrorSchema,
);

describe('showRefusedFields', () => {
  it("puts each of a 400's messages beside its field, a dotted path on the field inside a list", () => {
    const form = recordingForm();
    expect(showRefusedFields(form, refusal)).toEqual([
      'Phone must be a valid phone number',
      'Amount must be a price',
    ]);
    expect(form.set).toEqual([
      [
        { name: ['phone'], errors: ['Phone must be a valid phone number'] },
        { name: ['lines', '1', 'amount'], errors: ['Amount must be a price'] },
      ],
    ]);
  });

  it('keeps only the fields the form has', () => {
    const form = recordingForm();
    expect(showRefusedFields(form, refusal, (field) => field === 'phone')).toEqual([
      'Phone must be a valid phone number',
    ]);
    expect(form.set).toEqual([[{ name: ['phone'], errors: ['Phone must be a valid phone number'] }]]);
  });

  it('shows nothing for a failure that names no field: another status, or no answer at all', () => {
    const form = recordingForm();
    const unavailable = new ApiRequestError(503, 'Service Unavailable', '', apiErrorSchema);
    expect(showRefusedFields(form, unavailable)).toEqual([]);
    expect(showRefusedFields(form, new TypeError('Failed to fetch'))).toEqual([]);
    expect(form.set).toEqual([[]]);
  });
});
