import { z } from 'zod';
import {
  ConfigError,
  envPort,
  envServiceUrls,
  httpUrl,
  httpUrlList,
  loadConfig,
  portNumber,
  queuePrefix,
  redisUrl,
  runMain,
} from './config';

const problemsOf = (schema: z.ZodType, env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(schema, env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('names every bad variable at once, in one message', () => {
    const schema = z.object({ A_PORT: envPort(1), B_URL: httpUrl });
    const problems = problemsOf(schema, { A_PORT: '70000', B_URL: 'nope' });
    expect(problems).toEqual([
      'A_PORT: must be between 1 and 65535',
      'B_URL: must be an http:// or https:// URL',
    ]);
    expect(() => loadConfig(schema, { A_PORT: 'x', B_URL: 'nope' })).toThrow(
      /Invalid environment:\n {2}- A_PORT: must be a port number\n {2}- B_URL/,
    );
  });
});

describe('ports', () => {
  it('takes 1 to 65535, with a default; 0 only where asked for', () => {
    const schema = z.object({ PORT: envPort(3001), LISTEN: portNumber({ allowZero: true }).default(8080) });
    expect(loadConfig(schema, {})).toEqual({ PORT: 3001, LISTEN: 8080 });
    expect(loadConfig(schema, { PORT: '4000', LISTEN: '0' })).toEqual({ PORT: 4000, LISTEN: 0 });
    expect(problemsOf(schema, { PORT: '0', LISTEN: '65536' })).toEqual([
      'PORT: must be between 1 and 65535',
      'LISTEN: must be between 0 and 65535',
    ]);
  });
});

describe('service URLs', () => {
  const schema = z.object({
    BOOKING_URL: envServiceUrls('http://127.0.0.1:3001'),
    SHELL_URL: httpUrlList.optional(),
  });

  it('defaults to one URL and reads a comma-separated list of replicas', () => {
    expect(loadConfig(schema, {}).BOOKING_URL.map(String)).toEqual(['http://127.0.0.1:3001/']);
    expect(loadConfig(schema, {}).SHELL_URL).toBeUndefined();
    expect(
      loadConfig(schema, { BOOKING_URL: 'http://a:3001, https://b:3011' }).BOOKING_URL.map(String),
    ).toEqual(['http://a:3001/', 'https://b:3011/']);
  });

  it.each(['booking:3001', 'ftp://a:3001', 'http://a:3001,', 'http://a:3001,,http://b:3011', ''])(
    'refuses %j naming the variable and the bad part',
    (value) => {
      const [problem] = problemsOf(schema, { SHELL_URL: value });
      expect(problem).toMatch(
        /^SHELL_URL: must be an http:\/\/ or https:\/\/ URL, or several separated by commas \(not "/,
      );
    },
  );
});

describe('Redis', () => {
  const schema = z.object({ REDIS_URL: redisUrl, QUEUE_PREFIX: queuePrefix });

  it('takes redis:// and rediss:// URLs, empty as unset, and a plain key prefix', () => {
    expect(loadConfig(schema, { REDIS_URL: 'rediss://cache:6380' })).toEqual({
      REDIS_URL: 'rediss://cache:6380',
      QUEUE_PREFIX: 'elite',
    });
    expect(loadConfig(schema, { REDIS_URL: '  ', QUEUE_PREFIX: 'e2e-run_1' })).toEqual({
      REDIS_URL: undefined,
      QUEUE_PREFIX: 'e2e-run_1',
    });
    expect(problemsOf(schema, { REDIS_URL: 'http://cache', QUEUE_PREFIX: 'a:b' })).toEqual([
      'REDIS_URL: must be a redis:// URL',
      'QUEUE_PREFIX: must be letters, digits, _ or -',
    ]);
  });
});

describe('runMain', () => {
  const failure = new Error('connect ECONNREFUSED 127.0.0.1:5432');
  it.each([
    [
      'a bad environment by its message',
      new ConfigError(['PORT: must be a port number']),
      'Invalid environment:\n  - PORT: must be a port number',
    ],
    ['any other failure with its stack', failure, failure.stack!],
  ])('says why a start failed, %s, and exits 1', async (_case, error, reason) => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      runMain('booking', () => Promise.reject(error));
      await new Promise(setImmediate);
      expect(write).toHaveBeenCalledWith(`booking failed to start: ${reason}\n`);
      expect(exit).toHaveBeenCalledWith(1);
    } finally {
      exit.mockRestore();
      write.mockRestore();
    }
  });
});
