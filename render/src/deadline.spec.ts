import { beforeDeadline } from './deadline';

describe('beforeDeadline', () => {
  it('gives the work its result when it is in time', async () => {
    expect(await beforeDeadline(Promise.resolve('data'), new AbortController().signal, 'late')).toBe('data');
  });

  it('gives the late value once the deadline passes, without waiting for the work', async () => {
    const controller = new AbortController();
    const never = new Promise<string>(() => {});
    const answer = beforeDeadline(never, controller.signal, 'late');
    controller.abort();
    expect(await answer).toBe('late');
  });

  it('gives the late value at once when the deadline has already passed', async () => {
    expect(await beforeDeadline(new Promise<string>(() => {}), AbortSignal.abort(), 'late')).toBe('late');
  });

  it('passes a failure of the work on', async () => {
    await expect(
      beforeDeadline(Promise.reject(new Error('down')), new AbortController().signal, 'late'),
    ).rejects.toThrow('down');
  });
});
