import { Global, Module } from '@nestjs/common';
import { baseServiceEnvSchema, loadConfig, type BaseServiceConfig } from './load-config';

export const KIT_CONFIG = Symbol('KIT_CONFIG');

/** The kit's own view of the environment, parsed once and shared by its modules. */
@Global()
@Module({
  providers: [{ provide: KIT_CONFIG, useFactory: (): BaseServiceConfig => loadConfig(baseServiceEnvSchema) }],
  exports: [KIT_CONFIG],
})
export class KitConfigModule {}
